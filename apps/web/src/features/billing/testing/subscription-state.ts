import type { SubscriptionState } from '#contracts';

/** GET /api/billing/subscription's answer; 'none' (never subscribed) unless overridden. */
export function subscriptionState(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    status: 'none',
    active: false,
    plan: 'premium',
    startDate: null,
    currentPeriodEnd: null,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    complimentary: false,
    ...overrides,
  };
}
