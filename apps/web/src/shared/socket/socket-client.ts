import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '#contracts';
import { getAccessToken, getSessionSnapshot, refreshSession, subscribeSession } from '../http';

export type AppSocket = Socket<ServerToClientEvents>;

let socket: AppSocket | null = null;
let lastToken: string | null = null;
let connectedHousehold: string | null = null;

/**
 * The one Socket.IO connection of this tab. It authenticates with the in-memory access token at
 * every (re)connection, so a refreshed token is used from the next reconnection on; the server
 * closes the connection when the token expires and the client comes back with a fresh one.
 * Loaded on demand by onServerEvent (server-events.ts), so public pages never load socket.io-client
 * and the dashboard loads it once its first screen is painted.
 */
export function getSocket(): AppSocket {
  if (socket) return socket;
  const s: AppSocket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    auth: (cb) => cb({ token: getAccessToken() ?? '' }),
    reconnectionDelay: 500,
    reconnectionDelayMax: 10_000,
  });
  s.on('connect_error', (err) => {
    // A refused token: get a new one, then try again. A signed-out user stays disconnected.
    if (err.message === 'UNAUTHENTICATED' && getSessionSnapshot().session) {
      refreshSession()
        .then(() => s.connect())
        .catch(() => s.disconnect());
    }
  });
  s.on('disconnect', (reason) => {
    // The server closes the connection when the access token expires; come back with a new one.
    // It also closes it when the session is revoked (the account deleted, a password reset): the
    // refused refresh has then signed the user out, and there is nothing to come back to. A network
    // failure keeps the session, and the connection tries again.
    if (reason === 'io server disconnect' && getSessionSnapshot().session) {
      void refreshSession()
        .catch(() => undefined)
        .then(() => {
          if (getSessionSnapshot().session) s.connect();
        });
    }
  });
  s.on('household.updated', () => {
    // Membership changed (this user's, or someone's in the family): a fresh token names the
    // user's household now; the session listener below reconnects if it is another one.
    void refreshSession().catch(() => undefined);
  });
  s.on('connect', () => {
    connectedHousehold = getSessionSnapshot().session?.user.householdId ?? null;
  });
  lastToken = getAccessToken();
  subscribeSession(() => {
    const token = getAccessToken();
    const household = getSessionSnapshot().session?.user.householdId ?? null;
    if (!token) {
      s.disconnect();
    } else if (s.connected && household !== connectedHousehold) {
      // The server joined this connection to the old household's room: come back for the new one.
      s.disconnect();
      s.connect();
    } else if (token !== lastToken && !s.connected) {
      s.connect();
    }
    lastToken = token;
  });
  socket = s;
  return s;
}
