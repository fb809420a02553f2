import { useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createQueryClient } from './query-client';
import { createOfflinePersister, keptOffline, OFFLINE_COPY_MAX_AGE_MS } from '../offline/query-persistence';

interface QueryProviderProps {
  children: ReactNode;
  /** Called for every failed query or mutation; the latest function is used, so it need not be stable. */
  onError?: (error: unknown) => void;
  /**
   * Keeps a local copy of the cache for offline use (issue 12), tagged with this id (the signed-in
   * user's): a copy left by another account is never restored.
   */
  offlineCopyOf?: string;
}

/**
 * The query cache of the signed-in area. One client per mount: leaving the area (sign-out, a
 * redirect to /subscription) drops the cache, so the next account in this tab never sees the
 * previous one's data. Only lazily loaded pages import it, which keeps TanStack Query out of the
 * landing page's bundle.
 */
export function QueryProvider({ children, onError, offlineCopyOf }: QueryProviderProps) {
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const [client] = useState(() => {
    const created = createQueryClient({ onError: (error) => onErrorRef.current?.(error) });
    // A restored copy must stay until the network can replace it: gcTime at least the copy's age.
    if (offlineCopyOf) created.setDefaultOptions({ ...created.getDefaultOptions(), queries: { ...created.getDefaultOptions().queries, gcTime: OFFLINE_COPY_MAX_AGE_MS } });
    return created;
  });
  const [persister] = useState(createOfflinePersister);
  const [mountedAt] = useState(Date.now);
  if (!offlineCopyOf) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        buster: offlineCopyOf,
        maxAge: OFFLINE_COPY_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: keptOffline },
      }}
      // The copy is shown at once, never trusted as fresh: everything it brought is asked again
      // (paused while offline), or a page reloaded after a save would show the copy from before it.
      // Data this page already got fresh (the access state of the session refresh) is not.
      onSuccess={() => void client.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < mountedAt })}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
