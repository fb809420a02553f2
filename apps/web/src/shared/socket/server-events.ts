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
 * Listens to one server event; returns the function that stops listening. The first listener
 * opens the connection, once the screen it belongs to is painted.
 */
export function onServerEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  type Untyped = { on: (e: string, h: (p: unknown) => void) => void; off: (e: string, h: (p: unknown) => void) => void };
  const listener = (p: unknown) => handler(p as ServerEventPayload<E>);
  let listening = true;
  let attached: Untyped | null = null;
  afterNextPaint(() => {
    if (!listening) return;
    socketLoaded().then(
      (socket) => {
        if (!listening) return;
        attached = socket as unknown as Untyped;
        attached.on(event, listener);
      },
      () => undefined,
    );
  });
  return () => {
    listening = false;
    attached?.off(event, listener);
  };
}

/**
 * Runs `handler` once the connection is up and again at every reconnection: what the server
 * pushed before (while the code loaded after the first paint, or while the tab was away) was
 * missed, so the screen catches up. Returns the function that stops it.
 */
export function onServerConnect(handler: () => void): () => void {
  let listening = true;
  let attached: AppSocket | null = null;
  afterNextPaint(() => {
    if (!listening) return;
    socketLoaded().then(
      (socket) => {
        if (!listening) return;
        attached = socket;
        socket.on('connect', handler);
        if (socket.connected) handler();
      },
      () => undefined,
    );
  });
  return () => {
    listening = false;
    attached?.off('connect', handler);
  };
}
