import { io, type Socket } from 'socket.io-client';
import type { ServerEventName, ServerEventPayload, ServerToClientEvents } from '#contracts';
import { WORKER_WAIT_MS } from './waits';

export type TestSocket = Socket<ServerToClientEvents> & {
  next: <E extends ServerEventName>(event: E, timeoutMs?: number) => Promise<ServerEventPayload<E>>;
};

/** A Socket.IO client like the web app's, authenticated with an access token. */
export async function connectSocket(baseUrl: string, token: string | undefined): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  }) as TestSocket;
  socket.next = (event, timeoutMs = WORKER_WAIT_MS) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No "${event}" within ${timeoutMs} ms`)), timeoutMs);
      (socket.once as (e: string, cb: (p: unknown) => void) => void)(event, (payload) => {
        clearTimeout(timer);
        resolve(payload as never);
      });
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}
