import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { deleteOffline, readOffline, writeOffline } from './offline-db';
import { QUERY_CACHE_KEY } from './remembered-user';

/**
 * What the phone keeps for the shop: the access check (to open the dashboard at all), the list,
 * the fridge, the week and the recipe book, by the first part of their query keys. Forms
 * (preferences, profile, billing) are never kept: they take their values once, and an old copy
 * would become what the next save sends.
 */
export const OFFLINE_QUERY_ROOTS: ReadonlySet<unknown> = new Set([
  'access',
  'shopping-items',
  'inventory-items',
  'planned-meals',
  'meal-plan',
  'recipe-book',
  'dashboard',
]);

export const keptOffline = (query: { queryKey: readonly unknown[]; state: { status: string } }): boolean =>
  query.state.status === 'success' && OFFLINE_QUERY_ROOTS.has(query.queryKey[0]);

/** A week without network is still shown; an older copy is dropped rather than trusted. */
export const OFFLINE_COPY_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
// The cache changes at every fetch: one write per 300 ms at most, and the last one at once when the
// page is hidden or left (a phone killing the app in the background, a reload).
const WRITE_EVERY_MS = 300;

/**
 * The signed-in area's query cache kept in IndexedDB: the list, the week, the fridge and the
 * recipe book open from it when the network is gone (TanStack Query pauses their fetches offline
 * and shows the restored data).
 */
export function createOfflinePersister(): Persister {
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (latest) void writeOffline(QUERY_CACHE_KEY, latest);
    latest = null;
  };
  const flushNow = () => {
    clearTimeout(timer);
    flush();
  };
  window.addEventListener('pagehide', flushNow);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushNow());
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(flush, WRITE_EVERY_MS);
    },
    restoreClient: () => readOffline<PersistedClient>(QUERY_CACHE_KEY),
    removeClient: () => deleteOffline(QUERY_CACHE_KEY),
  };
}
