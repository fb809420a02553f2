import { useEffect, useState } from 'react';
import { ONBOARDING_MESSAGES } from '#contracts';
import { ApiError } from '../../../shared/http';
import { billingApi, type DemoCheckoutSession } from '../api';

export type DemoSessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: DemoCheckoutSession }
  /** Expired, already used, someone else's, or no id at all: only a new checkout helps. */
  | { status: 'expired'; message: string }
  | { status: 'failed'; message: string };

export function useDemoSession(sessionId: string, attempt: number): DemoSessionState {
  const [state, setState] = useState<DemoSessionState>({ status: 'loading' });

  useEffect(() => {
    if (!sessionId) {
      setState({ status: 'expired', message: ONBOARDING_MESSAGES.demoCheckoutExpired });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    billingApi.demoSession(sessionId, controller.signal).then(
      (session) => {
        if (!controller.signal.aborted) setState({ status: 'ready', session });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const message = err instanceof ApiError ? err.message : ONBOARDING_MESSAGES.paymentGeneric;
        setState(err instanceof ApiError && err.status === 404 ? { status: 'expired', message } : { status: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [sessionId, attempt]);

  return state;
}
