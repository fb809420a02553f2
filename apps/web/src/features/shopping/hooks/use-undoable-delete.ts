import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KITCHEN_MESSAGES } from '#contracts';
import { isApiError } from '../../../shared/http';
import { deleteShoppingItem } from '../api';
import type { ShoppingLine } from '../shopping-lines';
import type { Notify } from './use-shopping-actions';
import { refetchShoppingWhenIdle, updateCachedItems } from './use-shopping-items';

/** How long 'Annuler' is offered after removing an item, before the request leaves. */
export const UNDO_DELAY_MS = 5_000;

const without = (set: ReadonlySet<string>, ids: readonly string[]) => new Set([...set].filter((id) => !ids.includes(id)));

/**
 * Removing an item from the list hides it at once and offers 'Annuler'; the DELETE is sent when
 * the offer ends, when another item is removed, or when the page is left. A tap on the wrong row
 * of a phone list costs nothing, and nobody has to confirm every deletion.
 */
export function useUndoableDelete(notify: Notify) {
  const client = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef<{ ids: string[]; timer: ReturnType<typeof setTimeout> } | null>(null);

  const send = useCallback(
    async (ids: string[]) => {
      try {
        for (const id of ids) {
          // Already gone (another member was quicker): that is what we wanted.
          await deleteShoppingItem(id).catch((err: unknown) => {
            if (!(isApiError(err) && err.status === 404)) throw err;
          });
        }
        updateCachedItems(client, (items) => items.filter((item) => !ids.includes(item.id)));
      } catch {
        notify({ tone: 'error', text: KITCHEN_MESSAGES.itemDeleteFailed });
        refetchShoppingWhenIdle(client);
      } finally {
        setHidden((prev) => without(prev, ids));
      }
    },
    [client, notify],
  );

  const flush = useCallback(() => {
    const entry = pending.current;
    if (!entry) return;
    pending.current = null;
    clearTimeout(entry.timer);
    void send(entry.ids);
  }, [send]);

  const undo = useCallback(
    (name: string) => {
      const entry = pending.current;
      if (!entry) return;
      pending.current = null;
      clearTimeout(entry.timer);
      setHidden((prev) => without(prev, entry.ids));
      notify({ tone: 'info', text: `« ${name} » remis dans la liste` });
    },
    [notify],
  );

  const remove = useCallback(
    (line: ShoppingLine) => {
      flush();
      const ids = line.items.map((item) => item.id);
      setHidden((prev) => new Set([...prev, ...ids]));
      pending.current = { ids, timer: setTimeout(flush, UNDO_DELAY_MS) };
      notify(
        { tone: 'info', text: `« ${line.name} » supprimé`, action: { label: 'Annuler', onClick: () => undo(line.name) } },
        UNDO_DELAY_MS,
      );
    },
    [flush, notify, undo],
  );

  // Leaving the page confirms the deletion rather than forgetting it.
  const latestFlush = useRef(flush);
  latestFlush.current = flush;
  useEffect(() => () => latestFlush.current(), []);

  return { hidden, remove };
}
