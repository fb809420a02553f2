import { useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

interface QueryProviderProps {
  children: ReactNode;
  /** Called for every failed query or mutation; the latest function is used, so it need not be stable. */
  onError?: (error: unknown) => void;
}

/**
 * The query cache of the signed-in area. One client per mount: leaving the area (sign-out, a
 * redirect to /subscription) drops the cache, so the next account in this tab never sees the
 * previous one's data. Only lazily loaded pages import it, which keeps TanStack Query out of the
 * landing page's bundle.
 */
export function QueryProvider({ children, onError }: QueryProviderProps) {
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const [client] = useState(() => createQueryClient({ onError: (error) => onErrorRef.current?.(error) }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
