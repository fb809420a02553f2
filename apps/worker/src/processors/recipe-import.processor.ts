import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import { RECIPE_BOOK_MESSAGES, type BookRecipe, type RecipeInput } from '#contracts';
import { isDomainError } from '#domain/errors';
import { RecipeImportService, RecipeTextImportService } from '#domain/recipes';
import { QueueName, type RecipeImportJob } from '#queue';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Fetches the page through the guarded client and files its recipe; the user hears either way. */
@Processor(QueueName.RecipeImport)
export class RecipeImportProcessor extends ResilientWorkerHost {
  constructor(
    private readonly imports: RecipeImportService,
    private readonly texts: RecipeTextImportService,
  ) {
    super();
  }

  async handle(job: Job<RecipeImportJob>): Promise<BookRecipe | RecipeInput> {
    const { text, url } = job.data;
    if (text !== undefined) return this.readText(text);
    try {
      return await this.imports.importLink(job.id!, { ...job.data, url: url! });
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
  private async readText(text: string): Promise<RecipeInput> {
    try {
      return await this.texts.read(text);
    } catch (err) {
      // Neither could read it: the French reason stays on the job for GET /api/recipes/jobs/:id.
      if (isDomainError(err)) throw new UnrecoverableError(RECIPE_BOOK_MESSAGES.importTextUnreadable);
      throw err;
    }
  }
}
