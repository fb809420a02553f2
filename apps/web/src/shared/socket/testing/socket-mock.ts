// Test-only: a stand-in for the Socket.IO connection (the socket's network boundary). Use it with
//   jest.mock('<relative path>/shared/socket', () => jest.requireActual('<relative path>/shared/socket/testing/socket-mock').socketModule);
// then `emitServerEvent(...)` plays an event pushed by the server.
import { useEffect, useRef } from 'react';
import { act } from '@testing-library/react';
import type { ServerEventName, ServerEventPayload } from '#contracts';

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

function onServerEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  const listener: Listener = (p) => handler(p as ServerEventPayload<E>);
  set.add(listener);
  return () => set.delete(listener);
}

function useServerEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onServerEvent(event, (p) => latest.current(p)), [event]);
}

// The stand-in connection is up before any screen mounts and before its data is fetched: nothing
// was missed, so nothing runs as a connect handler is attached. reconnectServer() plays a drop and
// the connection coming back (`again`).
type ConnectHandler = (again: boolean) => void;
const connectHandlers = new Set<ConnectHandler>();

function onServerConnect(handler: ConnectHandler): () => void {
  connectHandlers.add(handler);
  return () => connectHandlers.delete(handler);
}

function useServerConnect(handler: ConnectHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onServerConnect((again) => latest.current(again)), []);
}

export const socketModule = {
  onServerEvent,
  useServerEvent,
  onServerConnect,
  useServerConnect,
};

/** Delivers `payload` to every mounted listener of `event`, as the server's push would. */
export async function emitServerEvent<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): Promise<void> {
  await act(async () => {
    listeners.get(event)?.forEach((l) => l(payload));
  });
}

/** The connection drops and comes back: every mounted connect handler runs again. */
export async function reconnectServer(): Promise<void> {
  await act(async () => {
    connectHandlers.forEach((h) => h(true));
  });
}

export const listenerCount = (event: ServerEventName) => listeners.get(event)?.size ?? 0;
