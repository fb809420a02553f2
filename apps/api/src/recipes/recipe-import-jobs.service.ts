import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { BookRecipe, RecipeImportJobState, RecipeInput } from '#contracts';
import { DomainError } from '#domain/errors';
import type { KitchenScope } from '#domain/kitchen';
import { JobQueue, QueueName } from '#queue';

/** Import job ids carry this prefix so /api/recipes/jobs/:id knows which queue to ask. */
export const IMPORT_JOB_PREFIX = 'import-';

/** Queues link imports (answering at once with the job id) and reports their state. */
@Injectable()
export class RecipeImportJobsService {
  constructor(private readonly jobs: JobQueue) {}

  async enqueue(scope: KitchenScope, url: string): Promise<{ jobId: string }> {
    const job = await this.jobs.enqueue(
      QueueName.RecipeImport,
      { userId: scope.userId, householdId: scope.householdId, url },
      { jobId: `${IMPORT_JOB_PREFIX}${randomUUID()}` },
    );
    return { jobId: job.id! };
  }

  /** A pasted text for the model to read (the worker falls back to the rule-based reader): one try. */
  async enqueueText(scope: KitchenScope, text: string): Promise<{ jobId: string }> {
    const job = await this.jobs.enqueue(
      QueueName.RecipeImport,
      { userId: scope.userId, householdId: scope.householdId, text },
      { jobId: `${IMPORT_JOB_PREFIX}${randomUUID()}`, attempts: 1 },
    );
    return { jobId: job.id! };
  }

  async state(userId: string, jobId: string): Promise<RecipeImportJobState> {
    const found = await this.jobs.jobWithState<typeof QueueName.RecipeImport, BookRecipe | RecipeInput>(QueueName.RecipeImport, jobId);
    if (!found || found.job.data.userId !== userId) throw new DomainError('NOT_FOUND');
    const { job, state } = found;
    if (state === 'completed' && job.data.text !== undefined) return { jobId, status: 'completed', draft: job.returnvalue as RecipeInput };
    if (state === 'completed') return { jobId, status: 'completed', recipe: job.returnvalue as BookRecipe };
    if (state === 'failed') return { jobId, status: 'failed', error: job.failedReason };
    return { jobId, status: state === 'active' ? 'active' : 'queued' };
  }
}
