import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../../../shared/socket';
import { inventoryApi } from '../api';
import { inventoryQueryKey } from '../../../shared/query/query-keys';

/** The household's fridge, kept live: any member's change refetches it. */
export function useInventory() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: inventoryQueryKey, queryFn: inventoryApi.list });

  useServerEvent('household.changed', (change) => {
    if (change.resource !== 'inventory-items') return;
    // Our own changes still in flight are drawn optimistically; a refetch now could briefly undo
    // them. The last of them refetches when it settles, which picks this change up too.
    if (client.isMutating({ mutationKey: inventoryQueryKey }) > 0) return;
    void client.invalidateQueries({ queryKey: inventoryQueryKey });
  });

  return query;
}
