import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FridgeExit, FridgeExitReason, UrgentItem } from '#contracts';
import { isApiError } from '../../../shared/http';
import { fridgeExitsApi } from '../../../shared/kitchen/fridge-exits-api';
import { fetchUrgentItems, urgentItemsQueryKey } from '../api';
import { dashboardStatsQueryKey } from '../../../shared/query/query-keys';

/** How long "Annuler" stays offered after "Utilisé" or "Jeté". */
export const UNDO_WINDOW_MS = 8_000;

export interface LastExit {
  exit: FridgeExit;
  item: UrgentItem;
}

/**
 * The urgent list with its two actions. An item marked leaves the list at once (optimistic), the
 * figures refetch, and "Annuler" is offered for UNDO_WINDOW_MS; a failure puts the item back.
 */
export function useUrgentItems() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: urgentItemsQueryKey, queryFn: fetchUrgentItems });
  const [last, setLast] = useState<LastExit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: urgentItemsQueryKey });
    void client.invalidateQueries({ queryKey: dashboardStatsQueryKey });
  }, [client]);

  const mark = useMutation({
    mutationFn: ({ item, reason }: { item: UrgentItem; reason: FridgeExitReason }) => fridgeExitsApi.exit(item.id, reason),
    onMutate: ({ item }) => {
      setError(null);
      client.setQueryData<UrgentItem[]>(urgentItemsQueryKey, (items) => items?.filter((i) => i.id !== item.id));
    },
    onSuccess: (exit, { item }) => {
      clearTimeout(timer.current);
      setLast({ exit, item });
      timer.current = setTimeout(() => setLast(null), UNDO_WINDOW_MS);
    },
    onError: (err, { item }) => {
      // Already gone (another member acted): nothing to put back.
      if (!(isApiError(err) && err.status === 404)) setError(`Impossible de retirer « ${item.name} » du frigo. Réessayez.`);
    },
    onSettled: refresh,
  });

  const undo = useMutation({
    mutationFn: (exit: FridgeExit) => fridgeExitsApi.undo(exit.id),
    onMutate: () => {
      clearTimeout(timer.current);
      setLast(null);
      setError(null);
    },
    onError: () => setError("Impossible d'annuler. Réessayez depuis votre frigo."),
    onSettled: refresh,
  });

  return {
    query,
    last,
    error,
    mark: (item: UrgentItem, reason: FridgeExitReason) => mark.mutate({ item, reason }),
    undo: () => last && undo.mutate(last.exit),
  };
}
