import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ACTIVATION_NOTIFICATION } from '#contracts';
import { BillingEventsService } from '#domain/billing';
import { JobQueue, QueueName, type BillingEventJob } from '#queue';
import { RealtimeEmitter } from '#realtime';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Applies a verified Stripe event, then tells the user's screens; errors are rethrown for retry. */
@Processor(QueueName.BillingEvents)
export class BillingEventsProcessor extends ResilientWorkerHost {
  private readonly logger = new Logger(BillingEventsProcessor.name);

  constructor(
    private readonly billing: BillingEventsService,
    private readonly realtime: RealtimeEmitter,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async handle(job: Job<BillingEventJob>): Promise<void> {
    const applied = await this.billing.apply(job.data);
    if (!applied) return;
    this.realtime.toUser(applied.userId, 'subscription.updated', applied.state);
    if (applied.activated) {
      // The spec: a failure to create the notification is logged and never blocks activation.
      await this.jobs
        .enqueue(QueueName.Notifications, { userId: applied.userId, ...ACTIVATION_NOTIFICATION }, { name: 'activation', jobId: `activation-${job.data.eventId}` })
        .catch((err: unknown) => this.logger.error(`Activation notification not queued: ${(err as Error).message}`));
    }
  }
}
