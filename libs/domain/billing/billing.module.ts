import { Module } from '@nestjs/common';
import { loadConfig } from '#config';
import { BillingEventsService } from './billing-events.service';
import { STRIPE, createStripe } from './stripe-client';
import { SubscriptionCancellationService } from './subscription-cancellation.service';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  providers: [
    { provide: STRIPE, useFactory: () => createStripe(loadConfig()) },
    SubscriptionsService,
    BillingEventsService,
    SubscriptionCancellationService,
  ],
  exports: [STRIPE, SubscriptionsService, BillingEventsService, SubscriptionCancellationService],
})
export class BillingModule {}
