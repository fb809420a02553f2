import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { NotificationsService } from '#domain/notifications';
import { QueueName, type NotificationJob } from '#queue';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Stores the notification and emits `notification.created` to the user's room. */
@Processor(QueueName.Notifications)
export class NotificationsProcessor extends ResilientWorkerHost {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  async handle(job: Job<NotificationJob>): Promise<void> {
    await this.notifications.create(job.data);
  }
}
