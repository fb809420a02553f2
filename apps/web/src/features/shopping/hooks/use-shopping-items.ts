import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ShoppingItem } from '#contracts';
import { useServerEvent } from '../../../shared/socket';
import { fetchShoppingItems } from '../api';
import { shoppingQueryKey } from '../../../shared/query/query-keys';

// A refetch that lands while our own writes are in flight would briefly undo their optimistic
// state (a ticked box unticks, then ticks again). Events that arrive meanwhile are remembered and
// played once the last write has settled.
const deferredRefetch = new WeakSet<QueryClient>();

const ownWritesInFlight = (client: QueryClient) => client.isMutating({ mutationKey: shoppingQueryKey });

export function refetchShoppingWhenIdle(client: QueryClient): void {
  if (ownWritesInFlight(client) > 0) deferredRefetch.add(client);
  else void client.invalidateQueries({ queryKey: shoppingQueryKey });
}

/** For each shopping mutation's onSettled (the settling mutation still counts as in flight there). */
export function settleShoppingWrite(client: QueryClient): void {
  if (ownWritesInFlight(client) > 1 || !deferredRefetch.has(client)) return;
  deferredRefetch.delete(client);
  void client.invalidateQueries({ queryKey: shoppingQueryKey });
}

/** The household's list, kept live: another member's change shows up without a reload. */
export function useShoppingItems() {
  const client = useQueryClient();
  // Every change, this user's included: the same account may be open on a phone and a laptop.
  // Moving an item to the fridge touches both lists; either event brings this one up to date.
  useServerEvent('household.changed', (change) => {
    if (change.resource === 'shopping-items' || change.resource === 'inventory-items') refetchShoppingWhenIdle(client);
  });
  return useQuery({ queryKey: shoppingQueryKey, queryFn: fetchShoppingItems });
}

/** Writes into the cached list; a no-op before the first load. */
export function updateCachedItems(client: QueryClient, update: (items: ShoppingItem[]) => ShoppingItem[]): void {
  client.setQueryData<ShoppingItem[]>(shoppingQueryKey, (items) => (items ? update(items) : items));
}

export const cachedItems = (client: QueryClient): ShoppingItem[] => client.getQueryData<ShoppingItem[]>(shoppingQueryKey) ?? [];
