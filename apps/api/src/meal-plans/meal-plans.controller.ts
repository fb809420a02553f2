import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AcceptMealPlanResult, AisleOverride, MealPlan, MealPlanChoice, MealPlanJobAccepted, MealPlanJobState, WeekGroceries, WeekListResult } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { AislesService, MealPlansService, WeekGroceriesService } from '#domain/meal-plans';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { UuidParam } from '../common/uuid-param.pipe';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { AisleOverrideDto, CreateMealPlanDto, GroceriesRangeDto, LockDto, MoveDto, SlotRefDto, SwapDto, WeekQueryDto } from './dto/meal-plan.dto';
import { MealPlanJobsService } from './meal-plan-jobs.service';

@ApiTags('meal-plans')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('meal-plans')
export class MealPlansController {
  constructor(
    private readonly jobs: MealPlanJobsService,
    private readonly plans: MealPlansService,
    private readonly groceries: WeekGroceriesService,
    private readonly aisles: AislesService,
  ) {}

  /** 202 {jobId, planId}: the week's days arrive as `meal_plan.progress`, then `meal_plan.ready`. */
  @Post()
  @HttpCode(202)
  plan(@Kitchen() scope: KitchenScope, @Body() dto: CreateMealPlanDto): Promise<MealPlanJobAccepted> {
    return this.jobs.plan(scope, dto);
  }

  /** The household's last choice of meals and efforts (the 7 dinners, quick on weekdays, at first). */
  @Get('choice')
  choice(@Kitchen() scope: KitchenScope): Promise<MealPlanChoice> {
    return this.plans.choice(scope.householdId);
  }

  /** The draft in progress for a week, for a member who opens the page later; null when none. */
  @Get('current')
  async current(@Kitchen() scope: KitchenScope, @Query() q: WeekQueryDto): Promise<{ plan: MealPlan | null }> {
    return { plan: await this.plans.current(scope, q.weekStart) };
  }

  @Get('groceries')
  weekGroceries(@Kitchen() scope: KitchenScope, @Query() q: GroceriesRangeDto): Promise<WeekGroceries> {
    return this.groceries.preview(scope, q.from, q.to);
  }

  /** "Ajouter les courses de la semaine": adds what the fridge lacks; twice never duplicates. */
  @Post('groceries')
  @HttpCode(200)
  addGroceries(@Kitchen() scope: KitchenScope, @Body() dto: GroceriesRangeDto): Promise<{ result: WeekListResult; groceries: WeekGroceries }> {
    return this.groceries.add(scope, dto.from, dto.to);
  }

  @Get('aisles')
  listAisles(@Kitchen() scope: KitchenScope): Promise<AisleOverride[]> {
    return this.aisles.list(scope.householdId);
  }

  @Put('aisles')
  setAisle(@Kitchen() scope: KitchenScope, @Body() dto: AisleOverrideDto): Promise<AisleOverride> {
    return this.aisles.set(scope.householdId, dto.ingredient, dto.aisle);
  }

  @Delete('aisles/:ingredient')
  @HttpCode(204)
  removeAisle(@Kitchen() scope: KitchenScope, @Param('ingredient') ingredient: string): Promise<void> {
    return this.aisles.remove(scope.householdId, ingredient);
  }

  @Get('jobs/:jobId')
  job(@Kitchen() scope: KitchenScope, @Param('jobId') jobId: string): Promise<MealPlanJobState> {
    return this.jobs.state(scope, jobId);
  }

  @Get(':id')
  get(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<MealPlan> {
    return this.plans.get(scope, id);
  }

  /** "Autre idée": 202 {jobId}; the new dish arrives as `meal_plan.progress`. */
  @Post(':id/swap')
  @HttpCode(202)
  swap(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: SwapDto): Promise<MealPlanJobAccepted> {
    return this.jobs.swap(scope, id, { date: dto.date, meal: dto.meal }, dto.reason);
  }

  @Post(':id/lock')
  @HttpCode(200)
  lock(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: LockDto): Promise<MealPlan> {
    return this.plans.lock(scope, id, { date: dto.date, meal: dto.meal }, dto.locked);
  }

  @Post(':id/move')
  @HttpCode(200)
  move(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: MoveDto): Promise<MealPlan> {
    return this.plans.move(scope, id, dto.from, dto.to);
  }

  @Post(':id/empty')
  @HttpCode(200)
  empty(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: SlotRefDto): Promise<MealPlan> {
    return this.plans.empty(scope, id, { date: dto.date, meal: dto.meal });
  }

  /** "Valider la semaine": every dish into the planning, in one transaction. */
  @Post(':id/accept')
  @HttpCode(200)
  accept(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<AcceptMealPlanResult> {
    return this.plans.accept(scope, id);
  }
}
