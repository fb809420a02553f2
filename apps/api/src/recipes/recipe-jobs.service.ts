import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { type Recipe, type RecipeJobState } from '#contracts';
import { DailyLimitsService } from '#domain/recipe-generation';
import { JobQueue, QueueName, modelBackoff } from '#queue';
import { DomainError } from '#domain/errors';
import { InventoryService, type KitchenScope } from '#domain/kitchen';
import type { GenerateRecipeDto } from './dto/generate-recipe.dto';

/** Queues generations (answering at once with the job id) and reports their state. */
@Injectable()
export class RecipeJobsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly inventory: InventoryService,
    private readonly limits: DailyLimitsService,
  ) {}

  async enqueue(scope: KitchenScope, dto: GenerateRecipeDto): Promise<{ jobId: string }> {
    // An empty fridge cannot succeed: say so at once rather than after the retries.
    if (dto.mode === 'fridge' && !(await this.inventory.hasItems(scope.householdId))) {
      throw new DomainError('FRIDGE_EMPTY');
    }
    if (!(await this.limits.take(scope.userId, 'recipe'))) {
      throw new DomainError('DAILY_LIMIT');
    }
    const job = await this.jobs.enqueue(
      QueueName.RecipeGeneration,
      {
        userId: scope.userId,
        householdId: scope.householdId,
        dishType: dto.dishType,
        mode: dto.mode,
        exclude: dto.exclude ?? [],
        regenerate: dto.regenerate ?? false,
        ...(dto.mode === 'fridge' && dto.useFirst?.trim() ? { useFirst: dto.useFirst.trim() } : {}),
      },
      { backoff: modelBackoff(this.config.AI_RETRY_BASE_DELAY_MS) },
    );
    return { jobId: job.id! };
  }

  async state(userId: string, jobId: string): Promise<RecipeJobState> {
    const found = await this.jobs.jobWithState<typeof QueueName.RecipeGeneration, Recipe>(QueueName.RecipeGeneration, jobId);
    // Another user's job is as unknown as a missing one.
    if (!found || found.job.data.userId !== userId) throw new DomainError('NOT_FOUND');
    const { job, state } = found;
    switch (state) {
      case 'completed':
        return { jobId, status: 'completed', recipe: job.returnvalue };
      case 'failed':
        return { jobId, status: 'failed', error: job.failedReason, ...job.data.failure };
      case 'active':
        return { jobId, status: 'active' };
      case 'delayed':
        return { jobId, status: job.attemptsMade > 0 ? 'retrying' : 'queued' };
      default:
        return { jobId, status: 'queued' };
    }
  }
}
