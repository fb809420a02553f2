// Test-only stand-in for shared/socket: no connection; tests push server events themselves.
//   jest.mock('<relative path to>/shared/socket', () => require('<relative path to>/features/dashboard/testing/fake-socket'));
import { useEffect, useRef } from 'react';
import { act } from '@testing-library/react';
import type { ServerEventName, ServerEventPayload } from '#contracts';

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

export function onServerEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void) {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  const listener: Listener = (p) => handler(p as ServerEventPayload<E>);
  set.add(listener);
  return () => void set.delete(listener);
}

export function useServerEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onServerEvent(event, (p) => latest.current(p)), [event]);
}

export function getSocket(): never {
  throw new Error('No socket in tests: push events with emitServerEvent');
}

/** Delivers `payload` to every mounted listener of `event`, as the server would. */
export function emitServerEvent<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
  act(() => listeners.get(event)?.forEach((listener) => listener(payload)));
}

export const listenerCount = (event: ServerEventName) => listeners.get(event)?.size ?? 0;
