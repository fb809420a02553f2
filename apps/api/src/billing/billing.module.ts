import { Module } from '@nestjs/common';
import { BillingModule as BillingDomainModule } from '#domain/billing';
import { QueueModule } from '#queue';
import { BillingController } from './billing.controller';
import { CheckoutService } from './checkout.service';
import { DemoCheckoutService } from './demo-checkout.service';
import { StripeWebhookService } from './stripe-webhook.service';

@Module({
  imports: [BillingDomainModule, QueueModule],
  controllers: [BillingController],
  providers: [CheckoutService, DemoCheckoutService, StripeWebhookService],
})
export class BillingModule {}
