import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FridgeExitReason, InventoryItem } from '#contracts';
import { ApiError } from '../../../shared/http';
import { fridgeExitsApi } from '../../../shared/kitchen/fridge-exits-api';
import { inventoryApi, type NewInventoryItem } from '../api';
import { inventoryQueryKey } from '../../../shared/query/query-keys';

// Every change shares the query's key as its mutation key, so useInventory can tell when some are
// in flight, and only the last one to settle refetches (concurrent optimistic updates).
const mutationKey = inventoryQueryKey;

function refetchAfterLast(client: QueryClient): void {
  if (client.isMutating({ mutationKey }) === 1) void client.invalidateQueries({ queryKey: inventoryQueryKey });
}

const updateCache = (client: QueryClient, update: (items: InventoryItem[]) => InventoryItem[]) =>
  client.setQueryData<InventoryItem[]>(inventoryQueryKey, (items) => (items ? update(items) : items));

export function useAddInventoryItem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (item: NewInventoryItem) => inventoryApi.create(item),
    // Newest first, as the API lists them; the refetch confirms it.
    onSuccess: (created) => updateCache(client, (items) => [created, ...items.filter((i) => i.id !== created.id)]),
    onSettled: () => refetchAfterLast(client),
  });
}

export function useChangeQuantity() {
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => inventoryApi.update(id, { quantity }),
    // The stepper answers at once; quick taps each send their own value and the last refetch settles it.
    onMutate: async ({ id, quantity }) => {
      await client.cancelQueries({ queryKey: inventoryQueryKey });
      updateCache(client, (items) => items.map((i) => (i.id === id ? { ...i, quantity } : i)));
    },
    onSettled: () => refetchAfterLast(client),
  });
}

/** Without a reason the item is only deleted (a typing mistake); with one, the anti-gaspi figures count it. */
export function useRemoveInventoryItem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: async ({ id, reason }: { id: string; reason: FridgeExitReason | null }) => {
      try {
        if (reason) await fridgeExitsApi.exit(id, reason);
        else await inventoryApi.remove(id);
      } catch (err) {
        // Already gone (another member removed it): what the user asked for is done.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    },
    onSuccess: (_, { id }) => updateCache(client, (items) => items.filter((i) => i.id !== id)),
    onSettled: () => refetchAfterLast(client),
  });
}
