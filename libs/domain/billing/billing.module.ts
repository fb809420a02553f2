import { Module } from '@nestjs/common';
import { loadConfig } from '#config';
import { BillingEventsService } from './billing-events.service';
import { STRIPE, StripeClient } from './stripe-client';
import { SubscriptionCancellationService } from './subscription-cancellation.service';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  providers: [
    { provide: STRIPE, useFactory: () => new StripeClient(loadConfig()) },
    SubscriptionsService,
    BillingEventsService,
    SubscriptionCancellationService,
  ],
  exports: [STRIPE, SubscriptionsService, BillingEventsService, SubscriptionCancellationService],
})
export class BillingModule {}
