import { useCallback, useEffect, useState } from 'react';
import type { SubscriptionState } from '#contracts';
import { ApiError } from '../../../shared/http';
import { useServerEvent } from '../../../shared/socket';
import { billingApi } from '../api';

export type LiveSubscription =
  | { status: 'loading' }
  | { status: 'ready'; subscription: SubscriptionState }
  | { status: 'failed'; message: string };

/** The user's subscription, loaded once and then kept current by the server's `subscription.updated`. */
export function useLiveSubscription() {
  const [state, setState] = useState<LiveSubscription>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    billingApi.subscription(controller.signal).then(
      (subscription) => {
        if (!controller.signal.aborted) setState({ status: 'ready', subscription });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: err instanceof ApiError ? err.message : String(err) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  useServerEvent('subscription.updated', (subscription) => setState({ status: 'ready', subscription }));

  const set = useCallback((subscription: SubscriptionState) => setState({ status: 'ready', subscription }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, set, retry };
}
