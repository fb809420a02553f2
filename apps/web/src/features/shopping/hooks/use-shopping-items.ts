import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HouseholdChange, ShoppingItem } from '#contracts';
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

/**
 * A change that carries its rows (a tick) or only removes lines is written into the cached list:
 * no refetch of the whole list for every tick of every member. Anything else, or any change while
 * our own writes are in flight (the rows could undo their optimistic state), refetches.
 */
function applyChange(client: QueryClient, change: HouseholdChange): void {
  const patchable = change.items !== undefined || change.action === 'deleted';
  if (!patchable || ownWritesInFlight(client) > 0 || !client.getQueryData(shoppingQueryKey)) return refetchShoppingWhenIdle(client);
  const fresh = new Map((change.items ?? []).map((item) => [item.id, item]));
  const gone = new Set(change.ids.filter((id) => !fresh.has(id)));
  updateCachedItems(client, (items) => items.filter((item) => !gone.has(item.id)).map((item) => fresh.get(item.id) ?? item));
}

/** The household's list, kept live: another member's change shows up without a reload. */
export function useShoppingItems() {
  const client = useQueryClient();
  // Every change, this user's included: the same account may be open on a phone and a laptop.
  // Moving an item to the fridge touches both lists; either event brings this one up to date.
  useServerEvent('household.changed', (change) => {
    if (change.resource === 'shopping-items') applyChange(client, change);
    else if (change.resource === 'inventory-items') refetchShoppingWhenIdle(client);
  });
  return useQuery({ queryKey: shoppingQueryKey, queryFn: fetchShoppingItems });
}

/** Writes into the cached list; a no-op before the first load. */
export function updateCachedItems(client: QueryClient, update: (items: ShoppingItem[]) => ShoppingItem[]): void {
  client.setQueryData<ShoppingItem[]>(shoppingQueryKey, (items) => (items ? update(items) : items));
}

export const cachedItems = (client: QueryClient): ShoppingItem[] => client.getQueryData<ShoppingItem[]>(shoppingQueryKey) ?? [];
