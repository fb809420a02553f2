import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { MailSenderService } from '#domain/mail';
import { QueueName, type EmailJob } from '#queue';

/** Thin: renders and sends; a failure is rethrown so BullMQ retries with backoff. */
@Processor(QueueName.Email, { concurrency: 4 })
export class EmailProcessor extends WorkerHost {
  constructor(private readonly mail: MailSenderService) {
    super();
  }

  async process(job: Job<EmailJob>): Promise<void> {
    await this.mail.send(job.data);
  }
}
