import { useEffect, useRef, useState } from 'react';
import type { SubscriptionState } from '#contracts';
import { useServerEvent } from '../../../shared/socket';
import { billingApi } from '../api';

export const POLL_INTERVAL_MS = 2_000;
export const POLL_TIMEOUT_MS = 60_000;

export interface WatchState {
  /** 'idle' until enabled; 'done' once `until` held; 'timed-out' when it never did in time. */
  status: 'idle' | 'waiting' | 'done' | 'timed-out';
  /** The last state the server reported, if any. */
  subscription: SubscriptionState | null;
}

interface WatchOptions {
  until: (subscription: SubscriptionState) => boolean;
  enabled?: boolean;
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * Waits for the server to report a subscription state (design departure 2: only the server's signed
 * webhook changes it). It listens to `subscription.updated` on the socket and, in case that event is
 * missed (sent before the page listened, socket down), polls GET /api/billing/subscription.
 */
export function useSubscriptionWatch({
  until,
  enabled = true,
  intervalMs = POLL_INTERVAL_MS,
  timeoutMs = POLL_TIMEOUT_MS,
}: WatchOptions): WatchState {
  const [state, setState] = useState<WatchState>({ status: enabled ? 'waiting' : 'idle', subscription: null });
  const untilRef = useRef(until);
  untilRef.current = until;
  // The running watch's handler; null when no watch runs, so late events change nothing.
  const onReport = useRef<((subscription: SubscriptionState) => void) | null>(null);

  useServerEvent('subscription.updated', (subscription) => onReport.current?.(subscription));

  useEffect(() => {
    if (!enabled) {
      // Back to idle, so a later run does not start from the previous run's outcome.
      setState((s) => (s.status === 'idle' ? s : { status: 'idle', subscription: s.subscription }));
      return;
    }
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const deadline = Date.now() + timeoutMs;

    const stop = () => {
      finished = true;
      clearTimeout(timer);
      controller.abort();
      if (onReport.current === report) onReport.current = null;
    };
    const report = (subscription: SubscriptionState) => {
      if (finished) return;
      if (untilRef.current(subscription)) {
        stop();
        setState({ status: 'done', subscription });
      } else {
        setState({ status: 'waiting', subscription });
      }
    };
    const poll = async () => {
      try {
        report(await billingApi.subscription(controller.signal));
      } catch {
        // A network hiccup or a busy server: the next round may do better, until the deadline.
      }
      if (finished) return;
      if (Date.now() >= deadline) {
        stop();
        setState((s) => ({ status: 'timed-out', subscription: s.subscription }));
        return;
      }
      timer = setTimeout(() => void poll(), intervalMs);
    };

    onReport.current = report;
    setState((s) => ({ status: 'waiting', subscription: s.subscription }));
    void poll();
    return stop;
  }, [enabled, intervalMs, timeoutMs]);

  return state;
}
