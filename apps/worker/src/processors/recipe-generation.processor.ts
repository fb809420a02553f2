import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import { RecipeGenerationError } from '#ai';
import type { Recipe } from '#contracts';
import { RecipeGenerationService, generationErrorMessage, generationFailureHints } from '#domain/recipe-generation';
import { QueueName, type RecipeGenerationJob } from '#queue';
import { RealtimeEmitter } from '#realtime';
import { modelWorkerOptions } from './worker-options';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Thin: generates, announces `recipe.ready`; failures are rethrown so BullMQ retries (2/4/8 s). */
@Processor(QueueName.RecipeGeneration, modelWorkerOptions())
export class RecipeGenerationProcessor extends ResilientWorkerHost {
  constructor(private readonly generation: RecipeGenerationService, private readonly realtime: RealtimeEmitter) {
    super();
    generation.prepare();
  }

  async handle(job: Job<RecipeGenerationJob>): Promise<Recipe> {
    try {
      // Progress (calls made, the last refusal) is kept on the job for its next attempt.
      const recipe = await this.generation.run(job.data, undefined, (progress) => job.updateData({ ...job.data, progress }));
      this.realtime.toUser(job.data.userId, 'recipe.ready', { jobId: job.id!, recipe });
      return recipe;
    } catch (err) {
      // Kept on the job for the API and the event: that asking again would repeat it, and the basics whose adding to the cupboard makes a dish.
      const failure = generationFailureHints(err);
      if (failure) await job.updateData({ ...job.data, failure });
      // No preferences, an empty fridge, the model calls spent: retrying cannot help.
      if (err instanceof RecipeGenerationError && !err.retryable) throw new UnrecoverableError(generationErrorMessage(err));
      throw new Error(generationErrorMessage(err), { cause: err });
    }
  }

  /** After the last attempt only, the user is told (spec: after 3 retries). */
  @OnWorkerEvent('failed')
  onFailed(job: Job<RecipeGenerationJob> | undefined, err: Error): void {
    if (!job) return;
    const final = err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) this.realtime.toUser(job.data.userId, 'recipe.failed', { jobId: job.id!, error: err.message, ...job.data.failure });
  }
}
