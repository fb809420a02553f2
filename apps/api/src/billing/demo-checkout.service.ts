import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#config';
import { MESSAGES } from '#contracts';
import { STRIPE, StripeClient, SubscriptionsService } from '#domain/billing';
import { REDIS, redisKey } from '#redis';
import { DomainError } from '#domain/errors';
import { StripeWebhookService, type WebhookOutcome } from './stripe-webhook.service';

interface DemoSession {
  userId: string;
  email: string;
  trialDays: number;
}

export interface DemoSessionView {
  sessionId: string;
  email: string;
  trialDays: number;
  amount: string;
}

const SESSION_TTL_SECONDS = 3600;
const rand = () => randomBytes(12).toString('hex');

/**
 * The embedded default without Stripe keys: a checkout of our own whose "payment" produces a
 * `checkout.session.completed` event signed with the local webhook secret and handled by the
 * very same webhook code as Stripe's. Off as soon as STRIPE_SECRET_KEY is set.
 */
@Injectable()
export class DemoCheckoutService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(STRIPE) private readonly stripe: StripeClient,
    private readonly subscriptions: SubscriptionsService,
    private readonly webhook: StripeWebhookService,
  ) {}

  async createSession(session: DemoSession): Promise<string> {
    const id = `cs_demo_${rand()}`;
    await this.redis.set(this.key(id), JSON.stringify(session), 'EX', SESSION_TTL_SECONDS);
    return id;
  }

  async view(userId: string, sessionId: string): Promise<DemoSessionView> {
    const s = await this.load(userId, sessionId);
    return { sessionId, email: s.email, trialDays: s.trialDays, amount: 'CHF 9.99' };
  }

  async complete(userId: string, sessionId: string): Promise<WebhookOutcome> {
    const s = await this.load(userId, sessionId);
    await this.redis.del(this.key(sessionId));
    const existing = await this.subscriptions.findRow(userId);
    return this.send('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: userId,
      customer: existing?.stripeCustomerId ?? `cus_demo_${rand()}`,
      customer_email: s.email,
      subscription: `sub_demo_${rand()}`,
      payment_status: s.trialDays > 0 ? 'no_payment_required' : 'paid',
      metadata: { userId, ...(s.trialDays > 0 ? { trial_days: String(s.trialDays), promo_code: 'FREE30' } : {}) },
    });
  }

  /** The demo portal's "cancel": Stripe would send customer.subscription.deleted. */
  async cancel(userId: string): Promise<WebhookOutcome> {
    this.assertDemo();
    const row = await this.subscriptions.findRow(userId);
    if (!row?.stripeSubscriptionId) {
      throw new DomainError('SUBSCRIPTION_NOT_FOUND');
    }
    return this.send('customer.subscription.deleted', {
      id: row.stripeSubscriptionId,
      object: 'subscription',
      customer: row.stripeCustomerId,
      status: 'canceled',
      metadata: { userId },
    });
  }

  private async send(type: string, object: Record<string, unknown>): Promise<WebhookOutcome> {
    const payload = JSON.stringify({
      id: `evt_demo_${rand()}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const signature = this.stripe.api.webhooks.generateTestHeaderString({
      payload,
      secret: this.config.stripeWebhookSecret,
    });
    return this.webhook.handle(Buffer.from(payload), signature);
  }

  private async load(userId: string, sessionId: string): Promise<DemoSession> {
    this.assertDemo();
    const raw = await this.redis.get(this.key(sessionId));
    const session = raw ? (JSON.parse(raw) as DemoSession) : null;
    // Another user's session id is treated as unknown.
    if (!session || session.userId !== userId) {
      throw new DomainError('NOT_FOUND', { message: MESSAGES.demoCheckoutExpired });
    }
    return session;
  }

  private assertDemo(): void {
    if (!this.config.billingDemo) throw new DomainError('NOT_FOUND');
  }

  private key(sessionId: string): string {
    return redisKey('billing', 'demo-session', sessionId);
  }
}
