import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import type { BookRecipe } from '#contracts';
import { RecipeImportService } from '#domain/recipes';
import { QueueName, type RecipeImportJob } from '#queue';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Fetches the page through the guarded client and files its recipe; the user hears either way. */
@Processor(QueueName.RecipeImport)
export class RecipeImportProcessor extends ResilientWorkerHost {
  constructor(private readonly imports: RecipeImportService) {
    super();
  }

  async handle(job: Job<RecipeImportJob>): Promise<BookRecipe> {
    try {
      return await this.imports.importLink(job.id!, job.data);
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
}
