import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ServerEventName, ServerEventPayload } from '#contracts';
import { useServerEvent } from '../socket';

/**
 * Marks `queryKeys` stale (and refetches those on screen) whenever the server pushes `event`,
 * optionally only when `when(payload)` agrees. Queries not on screen refetch when next shown.
 */
export function useInvalidateOn<E extends ServerEventName>(
  event: E,
  queryKeys: readonly QueryKey[],
  when?: (payload: ServerEventPayload<E>) => boolean,
): void {
  const client = useQueryClient();
  // useServerEvent always calls the latest handler, so inline keys and predicates are fine.
  useServerEvent(event, (payload) => {
    if (when && !when(payload)) return;
    for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
  });
}
