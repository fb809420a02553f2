import { useQueryClient } from '@tanstack/react-query';
import { useInvalidateOn } from '../../../shared/query';
import { useServerConnect } from '../../../shared/socket';
import { urgentItemsQueryKey } from '../api';
import { accessQueryKey } from '../../../shared/session/access-api';
import { dashboardStatsQueryKey } from '../../../shared/query/query-keys';

/**
 * Server events that change what the shell or the home page show. Mounted with the shell (not the
 * home page), so counts are already marked stale when the user comes back to them.
 */
export function useDashboardLiveUpdates(): void {
  // Any member's change, the user's own included: the counts come from the server either way.
  useInvalidateOn('household.changed', [dashboardStatsQueryKey], (change) => change.resource !== 'inventory-items');
  // A fridge change moves the urgent list, and an item leaving it the anti-gaspi figures.
  useInvalidateOn('household.changed', [urgentItemsQueryKey], (change) => change.resource === 'inventory-items');
  useInvalidateOn('household.changed', [dashboardStatsQueryKey], (change) => change.resource === 'inventory-items' && change.action === 'deleted');
  useInvalidateOn('favorites.changed', [dashboardStatsQueryKey]);
  // A cancelled or failed subscription re-runs the access check, which then leaves the dashboard.
  useInvalidateOn('subscription.updated', [accessQueryKey]);
  // What the server pushed while no connection was up reached nobody. When the connection first
  // comes up (after the first paint), the access check runs again: a cancellation made meanwhile
  // must still leave the dashboard, while the pages' data, just fetched, stays. When it comes back
  // after a drop (a phone asleep, a change of network, a restarted server), everything is marked
  // stale and what is on screen refetches: any member's change may have been missed.
  const client = useQueryClient();
  useServerConnect((again) => void client.invalidateQueries(again ? {} : { queryKey: accessQueryKey }));
  // Joining, leaving or losing a family changes whose kitchen every page shows: refetch it all.
  useInvalidateOn('household.updated', [[]]);
}
