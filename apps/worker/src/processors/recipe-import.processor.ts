import { Processor } from '@nestjs/bullmq';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { RECIPE_BOOK_MESSAGES, type BookRecipe, type RecipeInput } from '#contracts';
import { isDomainError } from '#domain/errors';
import { RecipeImageStore, RecipeImportService, RecipeTextImportService } from '#domain/recipes';
import { JobQueue, QueueName, type RecipeImportJob } from '#queue';
import { ResilientWorkerHost } from './resilient-worker-host';

const SWEEP_ID = 'recipe-images-sweep';
const SWEEP_EVERY_MS = 6 * 3_600_000;

/** Fetches the page through the guarded client and files its recipe; the user hears either way. */
@Processor(QueueName.RecipeImport)
export class RecipeImportProcessor extends ResilientWorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly imports: RecipeImportService,
    private readonly texts: RecipeTextImportService,
    private readonly images: RecipeImageStore,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  /** The pictures' sweep, every 6 hours; one scheduler id, so any number of workers leave one. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(QueueName.RecipeImport, SWEEP_ID, { every: SWEEP_EVERY_MS }, { kind: 'sweep-images' }, 'sweep-images');
  }

  async handle(job: Job<RecipeImportJob>): Promise<BookRecipe | RecipeInput | { removed: number }> {
    if (job.data.kind === 'sweep-images') return this.images.sweep();
    const { text, url } = job.data;
    if (text !== undefined) return this.readText(job.id!, job.data.userId, text);
    try {
      return await this.imports.importLink(job.id!, { userId: job.data.userId, householdId: job.data.householdId, url: url! });
    } catch (err) {
      const retryable = RecipeImportService.isRetryable(err);
      const last = !retryable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last) {
        this.imports.failed(job.id!, job.data.userId, err);
        // The job keeps the French reason for GET /api/recipes/jobs/:id.
        throw new UnrecoverableError(RecipeImportService.messageOf(err));
      }
      throw err;
    }
  }

  /** A pasted text: the model reads it, the rule-based reader when it cannot; the draft is the result. */
  private async readText(jobId: string, userId: string, text: string): Promise<RecipeInput> {
    try {
      return await this.texts.readForUser(jobId, userId, text);
    } catch (err) {
      // Neither could read it: the French reason stays on the job for GET /api/recipes/jobs/:id.
      if (isDomainError(err)) throw new UnrecoverableError(RECIPE_BOOK_MESSAGES.importTextUnreadable);
      throw err;
    }
  }
}
