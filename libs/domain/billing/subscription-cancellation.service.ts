import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { STRIPE, StripeClient } from './stripe-client';
import { SubscriptionsService } from './subscriptions.service';

/** Ends a user's Stripe subscription at once: deleting an account must stop the billing too. */
@Injectable()
export class SubscriptionCancellationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE) private readonly stripe: StripeClient,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async cancelNow(userId: string): Promise<void> {
    const row = await this.subscriptions.findRow(userId);
    // The demo checkout has nothing to cancel at Stripe; a finished subscription neither.
    if (this.config.billingMode !== 'stripe' || !row?.stripeSubscriptionId || row.status === 'canceled') return;
    await this.stripe.api.subscriptions.cancel(row.stripeSubscriptionId);
  }
}
