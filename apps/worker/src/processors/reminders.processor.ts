import { Processor } from '@nestjs/bullmq';
import { type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DailyReminderService, ReminderSchedulerService } from '#domain/waste';
import { QueueName, type ReminderJob } from '#queue';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Thin: the household's morning reminder, or the schedulers' reconciliation; errors rethrown for retry. */
@Processor(QueueName.Reminders)
export class RemindersProcessor extends ResilientWorkerHost implements OnApplicationBootstrap {
  constructor(private readonly reminders: DailyReminderService, private readonly scheduler: ReminderSchedulerService) {
    super();
  }

  /** Every worker start upserts the schedulers: same ids, so two workers or a restart leave one each. */
  async onApplicationBootstrap(): Promise<void> {
    await this.scheduler.start();
  }

  async handle(job: Job<ReminderJob>): Promise<unknown> {
    if (job.data.kind === 'reconcile') return this.scheduler.reconcile();
    return this.reminders.run(job.data.householdId, new Date());
  }
}
