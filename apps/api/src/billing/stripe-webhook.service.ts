import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { StripeEventEntity } from '#database';
import { HANDLED_STRIPE_EVENTS, STRIPE, StripeClient } from '#domain/billing';
import { JobQueue, QueueName } from '#queue';
import { DomainError } from '#domain/errors';

export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
}

/**
 * Verifies a Stripe webhook on its raw body, records the event id once and queues it for the
 * worker. The demo checkout's locally signed events come through here too.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE) private readonly stripe: StripeClient,
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    // No billing, no events: nothing anyone signs can change a subscription.
    if (this.config.billingOff) throw new DomainError('BILLING_DISABLED');
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('missing body or signature');
      event = this.stripe.api.webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret);
    } catch (err) {
      this.logger.warn(`Refused a Stripe webhook: ${(err as Error).message}`);
      throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
    }

    // The id is stored in the same transaction that queues the job: if queueing fails nothing
    // is recorded and Stripe's retry is processed; a replay finds the id and changes nothing.
    return this.db.transaction(async (m) => {
      const inserted = await m
        .createQueryBuilder()
        .insert()
        .into(StripeEventEntity)
        .values({ id: event.id, type: event.type, processedAt: HANDLED_STRIPE_EVENTS.has(event.type) ? null : new Date() })
        .orIgnore()
        .returning(['id'])
        .execute();
      const duplicate = (inserted.raw as unknown[]).length === 0;
      if (!duplicate && HANDLED_STRIPE_EVENTS.has(event.type)) {
        await this.jobs.enqueue(
          QueueName.BillingEvents,
          {
            eventId: event.id,
            type: event.type,
            created: event.created,
            object: event.data.object as unknown as Record<string, unknown>,
          },
          { name: event.type, jobId: event.id },
        );
      }
      return { received: true, duplicate };
    });
  }
}
