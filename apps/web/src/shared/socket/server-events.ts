import type { ServerEventName, ServerEventPayload } from '#contracts';
import type { AppSocket } from './socket-client';

let loading: Promise<AppSocket> | null = null;

/** The tab's connection, its code (socket.io-client) loaded at the first call. */
function socketLoaded(): Promise<AppSocket> {
  loading ??= import('./socket-client').then(
    ({ getSocket }) => getSocket(),
    (err: unknown) => {
      // The code did not arrive (network): the next listener tries again.
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** After the next paint, so that loading and connecting the socket never delays a first screen. */
function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(fn, 0));
  else setTimeout(fn, 0);
}

/**
 * Runs `attach` on the tab's socket once the screen is painted and the code loaded, unless stopped
 * before; returns the stop function, which also runs what `attach` returned to undo itself.
 */
function withSocket(attach: (socket: AppSocket) => () => void): () => void {
  let listening = true;
  let detach: (() => void) | null = null;
  afterNextPaint(() => {
    if (!listening) return;
    socketLoaded().then(
      (socket) => {
        if (listening) detach = attach(socket);
      },
      () => undefined,
    );
  });
  return () => {
    listening = false;
    detach?.();
  };
}

/**
 * Listens to one server event; returns the function that stops listening. The first listener
 * opens the connection, once the screen it belongs to is painted.
 */
export function onServerEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  type Untyped = { on: (e: string, h: (p: unknown) => void) => void; off: (e: string, h: (p: unknown) => void) => void };
  const listener = (p: unknown) => handler(p as ServerEventPayload<E>);
  return withSocket((socket) => {
    const untyped = socket as unknown as Untyped;
    untyped.on(event, listener);
    return () => untyped.off(event, listener);
  });
}

/**
 * Runs `handler` once the connection is up and again at every reconnection: what the server
 * pushed before (while the code loaded after the first paint, or while the tab was away) was
 * missed, so the screen catches up. `again` is false the first time (the screen's data was
 * probably fetched a moment ago) and true after a drop (anything may have changed meanwhile).
 * Returns the function that stops it.
 */
export function onServerConnect(handler: (again: boolean) => void): () => void {
  return withSocket((socket) => {
    let again = false;
    const connected = () => {
      handler(again);
      again = true;
    };
    socket.on('connect', connected);
    if (socket.connected) connected();
    return () => socket.off('connect', connected);
  });
}
