import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '#contracts';
import { onServerConnect, onServerEvent } from './server-events';

/** Calls `handler` for each `event` pushed by the server while the component is mounted. */
export function useServerEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onServerEvent(event, (p) => latest.current(p)), [event]);
}

/** Calls `handler` when the connection comes up and at every reconnection, while mounted (see onServerConnect). */
export function useServerConnect(handler: (again: boolean) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onServerConnect((again) => latest.current(again)), []);
}
