export { createQueryClient, DEFAULT_STALE_TIME_MS, shouldRetryQuery } from './query-client';
export { QueryProvider } from './QueryProvider';
export { useInvalidateOn } from './use-invalidate-on';
