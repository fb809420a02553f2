import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { MailSenderService } from '#domain/mail';
import { QueueName, type EmailJob } from '#queue';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Thin: renders and sends; a failure is rethrown so BullMQ retries with backoff. */
@Processor(QueueName.Email, { concurrency: 4 })
export class EmailProcessor extends ResilientWorkerHost {
  constructor(private readonly mail: MailSenderService) {
    super();
  }

  async handle(job: Job<EmailJob>): Promise<void> {
    await this.mail.send(job.data);
  }
}
