import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { COMMON_MESSAGES, ERROR_CODES, RECIPE_MESSAGES, type Recipe, type RecipeJobState } from '#contracts';
import { InventoryItemEntity } from '#database';
import { DailyLimitsService } from '#domain/recipe-generation';
import { QueueName, type RecipeGenerationJob } from '#queue';
import { AppError } from '../common/app-error';
import type { KitchenScope } from '#domain/kitchen';
import type { GenerateRecipeDto } from './dto/generate-recipe.dto';

const notFound = () => new AppError(404, ERROR_CODES.NOT_FOUND, COMMON_MESSAGES.notFound);

/** Queues generations (answering at once with the job id) and reports their state. */
@Injectable()
export class RecipeJobsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.RecipeGeneration) private readonly queue: Queue<RecipeGenerationJob, Recipe>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly limits: DailyLimitsService,
  ) {}

  async enqueue(scope: KitchenScope, dto: GenerateRecipeDto): Promise<{ jobId: string }> {
    // An empty fridge cannot succeed: say so at once rather than after the retries.
    if (dto.mode === 'fridge' && !(await this.db.getRepository(InventoryItemEntity).exists({ where: { householdId: scope.householdId } }))) {
      throw new AppError(422, 'FRIDGE_EMPTY', `${RECIPE_MESSAGES.generationFailed}${RECIPE_MESSAGES.fridgeEmpty}`);
    }
    if (!(await this.limits.take(scope.userId, 'recipe'))) {
      throw new AppError(429, 'DAILY_LIMIT', RECIPE_MESSAGES.dailyRecipeLimit);
    }
    const job = await this.queue.add(
      'generate',
      {
        userId: scope.userId,
        householdId: scope.householdId,
        dishType: dto.dishType,
        mode: dto.mode,
        exclude: dto.exclude ?? [],
        regenerate: dto.regenerate ?? false,
      },
      { backoff: { type: 'exponential', delay: this.config.AI_RETRY_BASE_DELAY_MS } },
    );
    return { jobId: job.id! };
  }

  async state(userId: string, jobId: string): Promise<RecipeJobState> {
    const job = await this.queue.getJob(jobId);
    // Another user's job is as unknown as a missing one.
    if (!job || job.data.userId !== userId) throw notFound();
    const state = await job.getState();
    switch (state) {
      case 'completed':
        return { jobId, status: 'completed', recipe: job.returnvalue };
      case 'failed':
        return { jobId, status: 'failed', error: job.failedReason };
      case 'active':
        return { jobId, status: 'active' };
      case 'delayed':
        return { jobId, status: job.attemptsMade > 0 ? 'retrying' : 'queued' };
      default:
        return { jobId, status: 'queued' };
    }
  }
}
