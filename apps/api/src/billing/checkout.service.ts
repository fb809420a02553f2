import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { MESSAGES, PROMO_CODES, type CheckoutResponse, type PortalResponse } from '#contracts';
import { ProfileEntity } from '#database';
import { STRIPE, StripeClient, SubscriptionsService } from '#domain/billing';
import { DomainError } from '#domain/errors';
import { DemoCheckoutService } from './demo-checkout.service';

/** Creates Stripe Checkout and billing-portal sessions (or their demo stand-ins without keys). */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE) private readonly stripe: StripeClient,
    @InjectDataSource() private readonly db: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly demo: DemoCheckoutService,
  ) {}

  async checkout(userId: string, promoCode: string | undefined): Promise<CheckoutResponse> {
    if (this.config.billingOff) throw new DomainError('BILLING_DISABLED');
    const trialDays = this.trialDaysFor(promoCode);
    const profile = await this.db.manager.findOne(ProfileEntity, { where: { id: userId } });
    if (!profile) throw new DomainError('PROFILE_NOT_FOUND', { message: MESSAGES.userNotFound });
    if (!profile.email) throw new DomainError('VALIDATION_FAILED', { message: MESSAGES.emailNotFound });

    const origin = this.config.APP_ORIGIN;
    if ((await this.subscriptions.state(userId)).active) return { url: `${origin}/dashboard` };
    if (this.config.billingDemo) {
      const sessionId = await this.demo.createSession({ userId, email: profile.email, trialDays });
      return { url: `${origin}/billing/demo-checkout?session_id=${sessionId}` };
    }

    const existing = await this.subscriptions.findRow(userId);
    try {
      const session = await this.stripe.api.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: this.config.STRIPE_PRICE_ID!, quantity: 1 }],
        ...(existing?.stripeCustomerId ? { customer: existing.stripeCustomerId } : { customer_email: profile.email }),
        client_reference_id: userId,
        success_url: `${origin}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/subscription`,
        locale: 'fr',
        metadata: { userId, ...(trialDays ? { trial_days: String(trialDays), promo_code: promoCode! } : {}) },
        // The subscription's own events then name the user even before checkout completes.
        subscription_data: { metadata: { userId }, ...(trialDays ? { trial_period_days: trialDays } : {}) },
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { url: session.url };
    } catch (err) {
      this.logger.error(`Stripe checkout failed: ${(err as Error).message}`);
      throw new DomainError('CHECKOUT_FAILED');
    }
  }

  async portal(userId: string): Promise<PortalResponse> {
    if (this.config.billingOff) throw new DomainError('BILLING_DISABLED');
    const row = await this.subscriptions.findRow(userId);
    if (!row?.stripeCustomerId) {
      throw new DomainError('SUBSCRIPTION_NOT_FOUND');
    }
    const returnUrl = `${this.config.APP_ORIGIN}/dashboard/settings`;
    if (this.config.billingDemo) return { url: `${this.config.APP_ORIGIN}/billing/demo-portal` };
    try {
      const session = await this.stripe.api.billingPortal.sessions.create({
        customer: row.stripeCustomerId,
        return_url: returnUrl,
        locale: 'fr',
      });
      return { url: session.url };
    } catch (err) {
      this.logger.error(`Stripe billing portal failed: ${(err as Error).message}`);
      throw new DomainError('PORTAL_FAILED');
    }
  }

  /** Promo codes are checked here, never trusted from the browser. */
  private trialDaysFor(promoCode: string | undefined): number {
    if (!promoCode) return 0;
    const promo = PROMO_CODES[promoCode.trim().toUpperCase()];
    if (!promo) throw new DomainError('PROMO_CODE_UNKNOWN', { fields: { promoCode: MESSAGES.promoCodeUnknown } });
    return promo.trialDays;
  }
}
