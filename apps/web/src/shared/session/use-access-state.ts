import { useCallback, useEffect, useState } from 'react';
import type { AccessState } from '#contracts';
import { ApiError } from '../http';
import { fetchAccess } from './access-api';

export type AccessCheck =
  | { status: 'checking' }
  | { status: 'ready'; access: AccessState }
  | { status: 'failed'; error: ApiError };

/**
 * Asks the API where the user stands (GET /api/access) on arrival, and again on `retry`.
 * The onboarding and billing pages decide their redirects from it; the server enforces the same
 * rules on its side, so this is about taking the user to the right screen, not about security.
 */
export function useAccessState(): { check: AccessCheck; retry: () => void } {
  const [check, setCheck] = useState<AccessCheck>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setCheck({ status: 'checking' });
    fetchAccess(controller.signal).then(
      (access) => {
        if (!controller.signal.aborted) setCheck({ status: 'ready', access });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const error = err instanceof ApiError ? err : new ApiError(0, 'UNKNOWN', String(err));
        setCheck({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { check, retry };
}
