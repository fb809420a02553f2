import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http';

// Long enough that moving between dashboard pages does not refetch everything; live data is kept
// fresh by server events (useInvalidateOn), not by short stale times.
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * One more try for failures that may pass (network, 5xx); none for a 4xx, whose answer will not
 * change. The HTTP layer already retries 502/503/504 and network errors with backoff.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export interface QueryClientOptions {
  /** Sees every failed query and mutation, e.g. to leave the dashboard on a 403. */
  onError?: (error: unknown) => void;
}

export function createQueryClient({ onError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetryQuery },
      // 'always': offline, TanStack Query would pause a mutation (a spinner until the network comes
      // back); our HTTP layer refuses it at once with the spec's French offline message instead.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
