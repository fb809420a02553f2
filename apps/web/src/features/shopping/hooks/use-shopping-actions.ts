import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KITCHEN_MESSAGES, countOf, type InventoryCategory, type ShoppingItem, type ShoppingUndo } from '#contracts';
import { createShoppingItem, deleteCheckedShoppingItems, editShoppingItem, moveShoppingItemToFridge, setShoppingItemsChecked, type NewShoppingItem, type ShoppingEdit } from '../api';
import { inventoryQueryKey, shoppingQueryKey } from '../../../shared/query/query-keys';
import { addedNotice, completedRecipesNotice, restoredRecipesNotice } from '../shopping-lines';
import type { Notify } from '../../../shared/notice/use-notice';
import { newIdempotencyKey, provisionalId, supersededNotice } from '../../../shared/offline/outbox';
import { cachedItems, refetchShoppingWhenIdle, settleShoppingWrite, updateCachedItems } from './use-shopping-items';
import { useRestore } from './use-restore';

const pickAmount = ({ quantity, unit }: ShoppingEdit) => ({ ...(quantity === undefined ? {} : { quantity }), ...(unit === undefined ? {} : { unit }) });

/**
 * Every write of the shopping page. Writes run one after the other: two ticks of the same recipe
 * sent at once could each see the other still unticked, and the recipe would never be completed.
 */
export function useShoppingActions(notify: Notify) {
  const client = useQueryClient();
  const { offerUndo } = useRestore(notify);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serial = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);
  const onSettled = () => settleShoppingWrite(client);
  const setChecked = (ids: readonly string[], checked: boolean) =>
    updateCachedItems(client, (items) => items.map((item) => (ids.includes(item.id) ? { ...item, checked } : item)));
  const nameOf = (ids: readonly string[]) => cachedItems(client).find((item) => ids.includes(item.id))?.name ?? '';
  const dropItems = (ids: readonly string[]) => updateCachedItems(client, (items) => items.filter((item) => !ids.includes(item.id)));

  const toggleMutation = useMutation({
    mutationKey: shoppingQueryKey,
    mutationFn: ({ ids, checked }: { ids: string[]; checked: boolean }) =>
      serial(() => setShoppingItemsChecked(ids, checked, nameOf(ids))),
    onMutate: async ({ ids, checked }) => {
      // A refetch cancelled here may restore the list it started from: tick again afterwards.
      await client.cancelQueries({ queryKey: shoppingQueryKey });
      setChecked(ids, checked);
    },
    onError: (_error, { ids, checked }) => {
      setChecked(ids, !checked);
      notify({ tone: 'error', text: KITCHEN_MESSAGES.itemUpdateFailed });
      // Part of a merged line may have changed before the failure: ask the server.
      refetchShoppingWhenIdle(client);
    },
    onSuccess: (sent) => {
      // Kept in the outbox (offline): the tick stays as drawn until the server has it.
      if (sent.queued) return;
      const { result } = sent;
      const removed = new Set(result.removedIds);
      const fresh = new Map<string, ShoppingItem>(result.items.map((item) => [item.id, item]));
      updateCachedItems(client, (items) => items.filter((item) => !removed.has(item.id)).map((item) => fresh.get(item.id) ?? item));
      const text = completedRecipesNotice(result.completedRecipes ?? []);
      // A wrong last tick costs nothing: the recipe's lines come back with one tap.
      if (text && result.undo) offerUndo(text, result.undo, restoredRecipesNotice(result.completedRecipes));
      else if (text) notify({ tone: 'success', text });
    },
    onSettled,
  });

  const add = useMutation({
    mutationKey: shoppingQueryKey,
    mutationFn: (item: NewShoppingItem) => {
      const key = newIdempotencyKey();
      return serial(async () => {
        const sent = await createShoppingItem(item, key);
        // Offline: drawn at once under a stand-in id, replaced by the server's row on reconnect.
        const stand = { id: provisionalId(key), ...item, checked: false, recipeId: null, recipeTitle: null, shares: [], createdAt: new Date().toISOString(), toppedUp: false };
        return sent.queued ? stand : sent.result;
      });
    },
    onSuccess: (item) => {
      // Newest first, like the server's order; a top-up changes the line already there.
      const { toppedUp: _toppedUp, ...row } = item;
      updateCachedItems(client, (items) =>
        items.some((i) => i.id === row.id) ? items.map((i) => (i.id === row.id ? row : i)) : [row, ...items],
      );
      notify({ tone: 'success', text: addedNotice(item) });
    },
    onSettled,
  });

  const edit = useMutation({
    mutationKey: shoppingQueryKey,
    mutationFn: ({ item, changes }: { item: ShoppingItem; changes: ShoppingEdit }) => serial(() => editShoppingItem(item.id, changes, item.name)),
    onMutate: async ({ item, changes }) => {
      await client.cancelQueries({ queryKey: shoppingQueryKey });
      // Drawn at once, online or not; a lone row's share is the row.
      updateCachedItems(client, (items) =>
        items.map((i) => (i.id === item.id ? { ...i, ...changes, shares: i.shares.length === 1 ? [{ ...i.shares[0]!, ...pickAmount(changes) }] : i.shares } : i)),
      );
    },
    onSuccess: (sent, { item }) => {
      if (sent.queued) return;
      const { superseded, removedIds: _r, completedRecipes: _c, undo: _u, ...row } = sent.result;
      updateCachedItems(client, (items) => items.map((i) => (i.id === row.id ? row : i)));
      if (superseded.length) notify({ tone: 'info', text: supersededNotice(`« ${item.name} »`, superseded) }, null);
    },
    onError: () => {
      notify({ tone: 'error', text: KITCHEN_MESSAGES.itemUpdateFailed });
      refetchShoppingWhenIdle(client);
    },
    onSettled,
  });

  const deleteChecked = useMutation({
    mutationKey: shoppingQueryKey,
    mutationFn: () =>
      serial(async () => {
        const sent = await deleteCheckedShoppingItems();
        // Offline: what this phone shows as ticked goes now; the server does the same on reconnect.
        return sent.queued ? { deletedIds: cachedItems(client).filter((item) => item.checked).map((item) => item.id), undo: null } : sent.result;
      }),
    onSuccess: ({ deletedIds, undo }) => {
      const gone = new Set(deletedIds);
      updateCachedItems(client, (items) => items.filter((item) => !gone.has(item.id)));
      const n = deletedIds.length;
      if (!undo) return notify({ tone: 'success', text: countOf(n, 'article coché supprimé', 'articles cochés supprimés') });
      // One tap, no confirmation: 'Annuler' puts them all back, ticked.
      offerUndo(
        countOf(n, 'article coché supprimé', 'articles cochés supprimés'),
        undo,
        `${countOf(n, 'article remis', 'articles remis')} dans la liste`,
      );
    },
    onError: () => {
      notify({ tone: 'error', text: KITCHEN_MESSAGES.checkedDeleteFailed });
      refetchShoppingWhenIdle(client);
    },
    onSettled,
  });

  const moveToFridge = useMutation({
    mutationKey: shoppingQueryKey,
    mutationFn: ({ ids, name, category }: { ids: string[]; name: string; category: InventoryCategory }) =>
      serial(async () => {
        const undo: Required<ShoppingUndo> = { items: [], inventoryItemIds: [] };
        let queued = false;
        for (const id of ids) {
          const moved = await moveShoppingItemToFridge(id, name, category);
          if (moved.queued) {
            queued = true;
            continue;
          }
          undo.items.push(...moved.result.undo.items);
          undo.inventoryItemIds.push(...(moved.result.undo.inventoryItemIds ?? []));
        }
        // Queued offline: nothing to undo yet.
        return queued ? null : undo;
      }),
    onSuccess: (undo, { ids, name, category }) => {
      dropItems(ids);
      void client.invalidateQueries({ queryKey: inventoryQueryKey });
      if (undo) offerUndo(`« ${name} » rangé dans le frigo (${category})`, undo, `« ${name} » remis dans la liste`);
      else notify({ tone: 'success', text: `« ${name} » rangé dans le frigo (${category})` });
    },
    onError: () => refetchShoppingWhenIdle(client),
    onSettled,
  });

  /**
   * Ticks at once, in the same event: the mutation's own onMutate runs a few ticks later, and a
   * controlled checkbox would meanwhile be put back as it was.
   */
  const toggle = (ids: string[], checked: boolean) => {
    setChecked(ids, checked);
    toggleMutation.mutate({ ids, checked });
  };

  return { toggle, add, edit, deleteChecked, moveToFridge };
}
