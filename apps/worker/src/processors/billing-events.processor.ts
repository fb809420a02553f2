import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { ACTIVATION_NOTIFICATION } from '#contracts';
import { BillingEventsService } from '#domain/billing';
import { QueueName, type BillingEventJob, type NotificationJob } from '#queue';
import { RealtimeEmitter } from '#realtime';

/** Applies a verified Stripe event, then tells the user's screens; errors are rethrown for retry. */
@Processor(QueueName.BillingEvents)
export class BillingEventsProcessor extends WorkerHost {
  private readonly logger = new Logger(BillingEventsProcessor.name);

  constructor(
    private readonly billing: BillingEventsService,
    private readonly realtime: RealtimeEmitter,
    @InjectQueue(QueueName.Notifications) private readonly notifications: Queue<NotificationJob>,
  ) {
    super();
  }

  async process(job: Job<BillingEventJob>): Promise<void> {
    const applied = await this.billing.apply(job.data);
    if (!applied) return;
    this.realtime.toUser(applied.userId, 'subscription.updated', applied.state);
    if (applied.activated) {
      // The spec: a failure to create the notification is logged and never blocks activation.
      await this.notifications
        .add('activation', { userId: applied.userId, ...ACTIVATION_NOTIFICATION }, { jobId: `activation-${job.data.eventId}` })
        .catch((err: unknown) => this.logger.error(`Activation notification not queued: ${(err as Error).message}`));
    }
  }
}
