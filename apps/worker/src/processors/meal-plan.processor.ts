import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import type { MealPlan } from '#contracts';
import { isDomainError } from '#domain/errors';
import { MealPlanRunner } from '#domain/meal-plans';
import { generationFailureReason } from '#domain/recipe-generation';
import { QueueName, type MealPlanJob } from '#queue';
import { modelWorkerOptions } from './worker-options';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Thin: fills (or swaps a day of) a week's draft, streaming each day; errors rethrown so BullMQ retries. */
@Processor(QueueName.MealPlan, modelWorkerOptions())
export class MealPlanProcessor extends ResilientWorkerHost {
  constructor(private readonly runner: MealPlanRunner) {
    super();
  }

  async handle(job: Job<MealPlanJob>): Promise<MealPlan | null> {
    try {
      return await this.runner.run(job.id!, job.data);
    } catch (err) {
      // No preferences: a retry cannot help.
      if (isDomainError(err)) throw new UnrecoverableError(err.message);
      // The French reason the family will read if this was the last attempt.
      throw new Error(generationFailureReason(err), { cause: err });
    }
  }

  /** After the last attempt only, the draft says why and the household is told. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<MealPlanJob> | undefined, err: Error): Promise<void> {
    if (!job) return;
    const final = err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) await this.runner.failed(job.id!, job.data, err.message);
  }
}
