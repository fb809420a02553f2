import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KITCHEN_MESSAGES } from '#contracts';
import { isApiError } from '../../../shared/http';
import { deleteShoppingItem, undoOfItems } from '../api';
import { shoppingQueryKey } from '../../../shared/query/query-keys';
import type { ShoppingLine } from '../shopping-lines';
import type { Notify } from '../../../shared/notice/use-notice';
import { cachedItems, refetchShoppingWhenIdle, settleShoppingWrite, updateCachedItems } from './use-shopping-items';
import { useRestore } from './use-restore';

/** How long 'Annuler' is offered after removing an item. */
export const UNDO_DELAY_MS = 5_000;

const without = (set: ReadonlySet<string>, ids: readonly string[]) => new Set([...set].filter((id) => !ids.includes(id)));

/**
 * Removing an item from the list deletes it on the server at once and offers 'Annuler', which
 * puts it back as it was. A deletion held back until the offer ends would be lost whenever the
 * page goes away first: a reload, a closed tab, a phone killing the browser in the background.
 * A tap on the wrong row of a phone list still costs nothing, and nobody has to confirm it.
 */
export function useUndoableDelete(notify: Notify) {
  const client = useQueryClient();
  // Drawn as gone from the tap on, while the DELETE is on its way.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const deletion = useMutation({
    mutationKey: shoppingQueryKey,
    mutationFn: async (ids: string[]) => {
      const names = new Map(cachedItems(client).map((item) => [item.id, item.name]));
      for (const id of ids) {
        // Already gone (another member was quicker): that is what we wanted.
        await deleteShoppingItem(id, names.get(id) ?? '').catch((err: unknown) => {
          if (!(isApiError(err) && err.status === 404)) throw err;
        });
      }
    },
    onSuccess: (_done, ids) => updateCachedItems(client, (items) => items.filter((item) => !ids.includes(item.id))),
    onError: () => {
      notify({ tone: 'error', text: KITCHEN_MESSAGES.itemDeleteFailed });
      // Part of a merged line may be gone already: ask the server.
      refetchShoppingWhenIdle(client);
    },
    onSettled: (_done, _error, ids) => {
      setHidden((prev) => without(prev, ids));
      settleShoppingWrite(client);
    },
  });

  const { restore } = useRestore(notify);

  const { mutateAsync: deleteItems } = deletion;

  const remove = useCallback(
    (line: ShoppingLine) => {
      const items = line.items;
      const ids = items.map((item) => item.id);
      setHidden((prev) => new Set([...prev, ...ids]));
      const deleted = deleteItems(ids).then(
        () => true,
        () => false,
      );
      const undo = async () => {
        // Put back only what the server really deleted; a failed deletion is already back on screen.
        if (await deleted) restore({ undo: undoOfItems(items), text: `« ${line.name} » remis dans la liste` });
      };
      notify(
        { tone: 'info', text: `« ${line.name} » supprimé`, action: { label: 'Annuler', onClick: () => void undo() } },
        UNDO_DELAY_MS,
      );
    },
    [deleteItems, notify, restore],
  );

  return { hidden, remove };
}
