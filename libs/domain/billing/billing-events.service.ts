import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import type { SubscriptionState } from '#contracts';
import { ProfileEntity, StripeEventEntity, UserSubscriptionEntity } from '#database';
import type { BillingEventJob } from '#queue';
import { STRIPE, StripeClient } from './stripe-client';
import { isActiveStatus, toSubscriptionState } from './subscription-state';

/** What a Stripe event says about a subscription, in our terms. */
interface SubscriptionFacts {
  userId?: string;
  customerId?: string;
  subscriptionId?: string;
  status?: string;
  startDate?: Date;
  currentPeriodEnd?: Date | null;
  trialEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
}

export interface AppliedEvent {
  userId: string;
  state: SubscriptionState;
  /** True when this event turned a user without access into a subscriber. */
  activated: boolean;
}

export const HANDLED_STRIPE_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const idOf = (v: unknown): string | undefined => str(v) ?? str((v as { id?: unknown } | null)?.id);
const date = (seconds: unknown): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/**
 * Applies verified Stripe events to `user_subscriptions`. Each event is applied at most once
 * (its id is recorded), and an event older than the last one applied to a subscription changes
 * nothing, so replays and out-of-order deliveries end in the right state.
 */
@Injectable()
export class BillingEventsService {
  private readonly logger = new Logger(BillingEventsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE) private readonly stripe: StripeClient,
  ) {}

  async apply(job: BillingEventJob): Promise<AppliedEvent | null> {
    const facts = await this.factsOf(job);
    return this.db.transaction(async (m) => {
      const event = await m.findOne(StripeEventEntity, { where: { id: job.eventId }, lock: { mode: 'pessimistic_write' } });
      if (event?.processedAt) return null;
      const result = facts ? await this.applyFacts(m, job, facts) : null;
      if (!facts) this.logger.warn(`Stripe event ${job.eventId} (${job.type}) names no known user; ignored`);
      await m.upsert(StripeEventEntity, { id: job.eventId, type: job.type, processedAt: new Date() }, ['id']);
      return result;
    });
  }

  private async applyFacts(m: EntityManager, job: BillingEventJob, facts: SubscriptionFacts): Promise<AppliedEvent | null> {
    const userId = facts.userId ?? (await this.userIdFor(m, facts));
    if (!userId) {
      this.logger.warn(`Stripe event ${job.eventId} (${job.type}) names no known user; ignored`);
      return null;
    }
    await m.query(
      `INSERT INTO user_subscriptions (user_id, status) VALUES ($1, 'incomplete') ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    );
    const row = await m.findOneOrFail(UserSubscriptionEntity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
    const profile = await m.findOne(ProfileEntity, { where: { id: userId } });
    const complimentary = this.isComplimentary(profile?.email);
    const wasActive = complimentary || isActiveStatus(row.status);

    const last = Number(row.lastEventCreated);
    const sameSubscription = !facts.subscriptionId || !row.stripeSubscriptionId || facts.subscriptionId === row.stripeSubscriptionId;
    const older = job.created < last;
    // Events are applied per subscription: one about another subscription than the user's current
    // one (a late invoice of a cancelled plan) changes nothing, unless it starts a new plan while
    // the current one gives no access.
    const startsNew = job.type === 'checkout.session.completed' || (job.type === 'customer.subscription.created' && isActiveStatus(facts.status));
    if (!sameSubscription && !(startsNew && !isActiveStatus(row.status))) {
      this.logger.log(`Stripe event ${job.eventId} is about ${facts.subscriptionId}, not the current subscription; skipped`);
      return { userId, state: toSubscriptionState(row, complimentary), activated: false };
    }
    // Within one second Stripe's order is not guaranteed: a cancellation is final for its subscription.
    const tieAfterCancel = job.created === last && sameSubscription && row.status === 'canceled' && facts.status !== 'canceled';
    if (older || tieAfterCancel) {
      this.logger.log(`Stripe event ${job.eventId} is older than the state it would change; skipped`);
      return { userId, state: toSubscriptionState(row, complimentary), activated: false };
    }

    if (facts.customerId) row.stripeCustomerId = facts.customerId;
    if (facts.subscriptionId) row.stripeSubscriptionId = facts.subscriptionId;
    if (facts.status) row.status = facts.status;
    if (facts.startDate && (!row.startDate || !wasActive)) row.startDate = facts.startDate;
    if (facts.currentPeriodEnd !== undefined) row.currentPeriodEnd = facts.currentPeriodEnd;
    if (facts.trialEnd !== undefined) row.trialEnd = facts.trialEnd;
    if (facts.cancelAtPeriodEnd !== undefined) row.cancelAtPeriodEnd = facts.cancelAtPeriodEnd;
    row.plan = 'premium';
    row.lastEventCreated = String(job.created);
    await m.save(row);

    const state = toSubscriptionState(row, complimentary);
    return { userId, state, activated: !wasActive && state.active };
  }

  private isComplimentary(email: string | undefined): boolean {
    return !!email && this.config.COMPLIMENTARY_EMAILS.includes(email.toLowerCase());
  }

  private async userIdFor(m: EntityManager, facts: SubscriptionFacts): Promise<string | undefined> {
    const where = [
      ...(facts.subscriptionId ? [{ stripeSubscriptionId: facts.subscriptionId }] : []),
      ...(facts.customerId ? [{ stripeCustomerId: facts.customerId }] : []),
    ];
    if (!where.length) return undefined;
    return (await m.findOne(UserSubscriptionEntity, { where }))?.userId;
  }

  private async factsOf(job: BillingEventJob): Promise<SubscriptionFacts | null> {
    const o = job.object;
    const metadata = (o.metadata ?? {}) as Record<string, string>;
    switch (job.type) {
      case 'checkout.session.completed':
        return this.checkoutFacts(job, metadata);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const facts = { ...subscriptionFacts(o), userId: str(metadata.userId) };
        if (job.type === 'customer.subscription.deleted') return { ...facts, status: 'canceled' };
        return { ...facts, ...(await this.currentFromStripe(facts.subscriptionId)) };
      }
      case 'invoice.payment_failed': {
        const parent = o.parent as { subscription_details?: { subscription?: unknown } } | undefined;
        const subscriptionId = idOf(o.subscription) ?? idOf(parent?.subscription_details?.subscription);
        return { customerId: idOf(o.customer), subscriptionId, status: 'past_due', ...(await this.currentFromStripe(subscriptionId)) };
      }
      default:
        return null;
    }
  }

  /**
   * With Stripe keys, the subscription as Stripe holds it now is the authority (an event is a
   * snapshot that may be stale or forged in its details); nothing to re-read in demo mode or for
   * a subscription Stripe no longer knows.
   */
  private async currentFromStripe(subscriptionId: string | undefined): Promise<SubscriptionFacts> {
    if (this.config.billingMode !== 'stripe' || !subscriptionId) return {};
    try {
      const sub = await this.stripe.api.subscriptions.retrieve(subscriptionId);
      const { userId: _ignored, ...facts } = subscriptionFacts(sub as unknown as Record<string, unknown>);
      return facts;
    } catch (err) {
      if ((err as { code?: string }).code === 'resource_missing' || (err as { statusCode?: number }).statusCode === 404) return {};
      throw err; // a Stripe outage: BullMQ retries the event later
    }
  }

  private async checkoutFacts(job: BillingEventJob, metadata: Record<string, string>): Promise<SubscriptionFacts | null> {
    const o = job.object;
    const userId = str(o.client_reference_id) ?? str(metadata.userId);
    if (!userId) return null;
    const paid = o.payment_status === 'paid' || o.payment_status === 'no_payment_required';
    const base: SubscriptionFacts = { userId, customerId: idOf(o.customer), subscriptionId: idOf(o.subscription) };
    if (!paid) return { ...base, status: 'incomplete' };

    // With real Stripe, the subscription itself is the authority on status and dates.
    if (this.config.billingMode === 'stripe' && base.subscriptionId) {
      const sub = await this.stripe.api.subscriptions.retrieve(base.subscriptionId);
      return { ...base, ...subscriptionFacts(sub as unknown as Record<string, unknown>) };
    }
    // The demo checkout has no Stripe account behind it: the session says all there is.
    const trialDays = Number(metadata.trial_days ?? 0);
    const start = new Date(job.created * 1000);
    const trialEnd = trialDays > 0 ? new Date(start.getTime() + trialDays * 86_400_000) : null;
    return {
      ...base,
      status: trialEnd ? 'trialing' : 'active',
      startDate: start,
      trialEnd,
      currentPeriodEnd: trialEnd ?? new Date(start.getTime() + 30 * 86_400_000),
      cancelAtPeriodEnd: false,
    };
  }
}

function subscriptionFacts(o: Record<string, unknown>): SubscriptionFacts {
  const items = (o.items as { data?: { current_period_end?: number }[] } | undefined)?.data ?? [];
  // Recent API versions moved the period to the subscription items.
  const periodEnd = date(o.current_period_end) ?? date(items[0]?.current_period_end);
  return {
    customerId: idOf(o.customer),
    subscriptionId: idOf(o.id),
    status: str(o.status),
    startDate: date(o.start_date) ?? undefined,
    currentPeriodEnd: periodEnd,
    trialEnd: date(o.trial_end),
    cancelAtPeriodEnd: o.cancel_at_period_end === true,
  };
}
