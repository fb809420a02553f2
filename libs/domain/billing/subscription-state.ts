import type { SubscriptionState } from '#contracts';
import type { UserSubscriptionEntity } from '#database';

/** Stripe statuses that open the dashboard: paying, or in the FREE30 trial. */
export const ACTIVE_STATUSES = new Set(['active', 'trialing']);

export const isActiveStatus = (status: string | undefined | null): boolean => !!status && ACTIVE_STATUSES.has(status);

export function toSubscriptionState(row: UserSubscriptionEntity | null, complimentary: boolean): SubscriptionState {
  return {
    status: row?.status ?? (complimentary ? 'active' : 'none'),
    active: complimentary || isActiveStatus(row?.status),
    plan: row?.plan ?? 'premium',
    startDate: row?.startDate?.toISOString() ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    trialEnd: row?.trialEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    complimentary,
  };
}
