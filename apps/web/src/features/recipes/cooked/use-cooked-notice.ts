import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COOKED_MESSAGES as M, type CookedUndo } from '#contracts';
import { useNotice } from '../../../shared/notice/use-notice';
import { dashboardStatsQueryKey, inventoryQueryKey } from '../../../shared/query/query-keys';
import { cookedApi } from './cooked-api';

/** The fridge's list and the anti-gaspi figures change with a cooked recipe and its undo. */
export function useFridgeRefresh() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: inventoryQueryKey });
    void client.invalidateQueries({ queryKey: dashboardStatsQueryKey });
  }, [client]);
}

/** « Frigo mis à jour » with « Annuler », which puts every item back as it was. */
export function useCookedNotice() {
  const { notice, show, dismiss } = useNotice();
  const refresh = useFridgeRefresh();
  const applied = useCallback(
    (undo: CookedUndo) =>
      show({
        tone: 'success',
        text: M.updated,
        action: {
          label: 'Annuler',
          onClick: () =>
            void cookedApi.undo(undo).then(
              () => {
                refresh();
                show({ tone: 'info', text: M.undone });
              },
              (err: unknown) => show({ tone: 'error', text: err instanceof Error ? err.message : M.undoInvalid }),
            ),
        },
      }),
    [show, refresh],
  );
  return { notice, dismiss, applied };
}
