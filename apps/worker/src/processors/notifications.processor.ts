import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { NotificationsService } from '#domain/notifications';
import { QueueName, type NotificationJob } from '#queue';

/** Stores the notification and emits `notification.created` to the user's room. */
@Processor(QueueName.Notifications)
export class NotificationsProcessor extends WorkerHost {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  async process(job: Job<NotificationJob>): Promise<void> {
    await this.notifications.create(job.data);
  }
}
