import { Injectable } from '@nestjs/common';
import type { MealPlan, MealPlanJobAccepted, MealPlanJobState, PlanMeal, SwapReason } from '#contracts';
import { DomainError } from '#domain/errors';
import type { KitchenScope } from '#domain/kitchen';
import { MealPlansService } from '#domain/meal-plans';
import { DailyLimitsService } from '#domain/recipe-generation';
import { JobQueue, QueueName } from '#queue';
import type { CreateMealPlanDto } from './dto/meal-plan.dto';

/** Creates the draft and queues its filling (or a swap); reports a job's state. */
@Injectable()
export class MealPlanJobsService {
  constructor(private readonly plans: MealPlansService, private readonly jobs: JobQueue, private readonly limits: DailyLimitsService) {}

  /** A week, or a swap, counts as one generation of the user's daily allowance (a model may answer it). */
  private async allowance(userId: string): Promise<void> {
    if (!(await this.limits.take(userId, 'recipe'))) throw new DomainError('DAILY_LIMIT');
  }

  async plan(scope: KitchenScope, dto: CreateMealPlanDto): Promise<MealPlanJobAccepted> {
    this.plans.validate(dto);
    await this.allowance(scope.userId);
    const plan = await this.plans.create(scope, dto);
    const job = await this.jobs.enqueue(QueueName.MealPlan, { kind: 'plan', planId: plan.id, userId: scope.userId, householdId: scope.householdId });
    return { jobId: job.id!, planId: plan.id };
  }

  async swap(scope: KitchenScope, planId: string, at: { date: string; meal: PlanMeal }, reason?: SwapReason): Promise<MealPlanJobAccepted> {
    await this.plans.assertSwappable(scope, planId, at);
    await this.allowance(scope.userId);
    await this.plans.startSwap(scope, planId, at);
    const job = await this.jobs.enqueue(QueueName.MealPlan, {
      kind: 'swap',
      planId,
      userId: scope.userId,
      householdId: scope.householdId,
      date: at.date,
      meal: at.meal,
      ...(reason ? { reason } : {}),
    });
    return { jobId: job.id!, planId };
  }

  async state(scope: KitchenScope, jobId: string): Promise<MealPlanJobState> {
    const found = await this.jobs.jobWithState<typeof QueueName.MealPlan, MealPlan | null>(QueueName.MealPlan, jobId);
    // Another household's job is as unknown as a missing one.
    if (!found || found.job.data.householdId !== scope.householdId) throw new DomainError('NOT_FOUND');
    const { job, state } = found;
    const planId = job.data.planId;
    // Read after the state, so a 'completed' job comes with the plan it completed.
    const plan = await this.plans.get(scope, planId).catch(() => undefined);
    switch (state) {
      case 'completed':
        return { jobId, planId, status: 'completed', plan };
      case 'failed':
        return { jobId, planId, status: 'failed', plan, error: job.failedReason };
      case 'active':
        return { jobId, planId, status: 'active', plan };
      case 'delayed':
        return { jobId, planId, status: job.attemptsMade > 0 ? 'retrying' : 'queued', plan };
      default:
        return { jobId, planId, status: 'queued', plan };
    }
  }
}
