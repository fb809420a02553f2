import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KITCHEN_MESSAGES, type ShoppingUndo } from '#contracts';
import { restoreShoppingItems } from '../api';
import { inventoryQueryKey, shoppingQueryKey } from '../../../shared/query/query-keys';
import { failureMessage } from '../../../shared/http/failure-message';
import type { Notify } from '../../../shared/notice/use-notice';
import { refetchShoppingWhenIdle, settleShoppingWrite, updateCachedItems } from './use-shopping-items';

/** How long 'Annuler' is offered after a removal that took several lines or left the list. */
export const BULK_UNDO_DELAY_MS = 10_000;

/**
 * 'Annuler' for every removal: the removal's answer said how to undo it, and the one restore
 * route puts everything back in one request (every member's screen follows its events).
 */
export function useRestore(notify: Notify) {
  const client = useQueryClient();
  const restoring = useMutation({
    mutationKey: shoppingQueryKey,
    mutationFn: ({ undo }: { undo: ShoppingUndo; text: string }) => restoreShoppingItems(undo),
    // A refetch started by the removal's own event would otherwise land after this and drop them again.
    onMutate: () => client.cancelQueries({ queryKey: shoppingQueryKey }),
    onSuccess: (restored, { undo, text }) => {
      const ids = new Set(restored.map((item) => item.id));
      updateCachedItems(client, (items) => [...restored, ...items.filter((item) => !ids.has(item.id))]);
      if (undo.inventoryItemIds?.length) void client.invalidateQueries({ queryKey: inventoryQueryKey });
      notify({ tone: 'info', text });
    },
    onError: (err) => {
      notify({ tone: 'error', text: failureMessage(err, KITCHEN_MESSAGES.itemAddFailed).message });
      refetchShoppingWhenIdle(client);
    },
    onSettled: () => settleShoppingWrite(client),
  });
  const { mutate } = restoring;

  /** Shows `text` with 'Annuler' for 10 s; a tap puts back what `undo` holds and says `restoredText`. */
  const offerUndo = useCallback(
    (text: string, undo: ShoppingUndo, restoredText: string, delayMs = BULK_UNDO_DELAY_MS) =>
      notify({ tone: 'success', text, action: { label: 'Annuler', onClick: () => mutate({ undo, text: restoredText }) } }, delayMs),
    [mutate, notify],
  );
  return { restore: mutate, offerUndo };
}
