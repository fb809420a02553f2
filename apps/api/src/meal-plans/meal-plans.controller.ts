import { Body, Controller, Get, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { AcceptMealPlanResult, AisleOverride, MealPlan, MealPlanChoice, MealPlanJobAccepted, MealPlanJobState, WeekGroceries, WeekListResult } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { AislesService, MealPlansService, WeekGroceriesService } from '#domain/meal-plans';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { UuidParam } from '../common/uuid-param.pipe';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { AisleOverrideDto, CreateMealPlanDto, GroceriesRangeDto, LockDto, MoveDto, SlotRefDto, SwapDto, WeekQueryDto } from './dto/meal-plan.dto';
import { MealPlanJobsService } from './meal-plan-jobs.service';
import { ApiErrors } from '../common/api-errors.decorator';
import { Delete, Post, Put } from '../common/write-routes';

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
  @ApiOperation({ summary: 'Compose la semaine (202 : les jours arrivent par le socket)' })
  @ApiErrors('DAILY_LIMIT', 'PREFERENCES_REQUIRED')
  @Post()
  @HttpCode(202)
  plan(@Kitchen() scope: KitchenScope, @Body() dto: CreateMealPlanDto): Promise<MealPlanJobAccepted> {
    return this.jobs.plan(scope, dto);
  }

  /** The household's last choice of meals and efforts (the 7 dinners, quick on weekdays, at first). */
  @ApiOperation({ summary: "Le dernier choix de repas et d'efforts du foyer" })
  @Get('choice')
  choice(@Kitchen() scope: KitchenScope): Promise<MealPlanChoice> {
    return this.plans.choice(scope.householdId);
  }

  /** The draft in progress for a week, for a member who opens the page later; null when none. */
  @ApiOperation({ summary: 'Le brouillon en cours pour une semaine (null sinon)' })
  @Get('current')
  async current(@Kitchen() scope: KitchenScope, @Query() q: WeekQueryDto): Promise<{ plan: MealPlan | null }> {
    return { plan: await this.plans.current(scope, q.weekStart) };
  }

  @ApiOperation({ summary: "Les courses d'une période, par rayon, moins ce que le frigo contient" })
  @Get('groceries')
  weekGroceries(@Kitchen() scope: KitchenScope, @Query() q: GroceriesRangeDto): Promise<WeekGroceries> {
    return this.groceries.preview(scope, q.from, q.to);
  }

  /** "Ajouter les courses de la semaine": adds what the fridge lacks; twice never duplicates. */
  @ApiOperation({ summary: 'Ajoute les courses de la semaine à la liste' })
  @ApiErrors('ALREADY_ON_LIST')
  @Post('groceries')
  @HttpCode(200)
  addGroceries(@Kitchen() scope: KitchenScope, @Body() dto: GroceriesRangeDto): Promise<{ result: WeekListResult; groceries: WeekGroceries }> {
    return this.groceries.add(scope, dto.from, dto.to);
  }

  @ApiOperation({ summary: 'Liste les rayons choisis par le foyer' })
  @Get('aisles')
  listAisles(@Kitchen() scope: KitchenScope): Promise<AisleOverride[]> {
    return this.aisles.list(scope.householdId);
  }

  @ApiOperation({ summary: 'Range un ingrédient dans un rayon' })
  @ApiErrors('AISLE_OVERRIDES_FULL')
  @Put('aisles')
  setAisle(@Kitchen() scope: KitchenScope, @Body() dto: AisleOverrideDto): Promise<AisleOverride> {
    return this.aisles.set(scope.householdId, dto.ingredient, dto.aisle);
  }

  @ApiOperation({ summary: 'Rend à un ingrédient son rayon par défaut' })
  @Delete('aisles/:ingredient')
  @HttpCode(204)
  removeAisle(@Kitchen() scope: KitchenScope, @Param('ingredient') ingredient: string): Promise<void> {
    return this.aisles.remove(scope.householdId, ingredient);
  }

  @ApiOperation({ summary: "Suit la composition d'une semaine" })
  @Get('jobs/:jobId')
  job(@Kitchen() scope: KitchenScope, @Param('jobId') jobId: string): Promise<MealPlanJobState> {
    return this.jobs.state(scope, jobId);
  }

  @ApiOperation({ summary: 'Lit une semaine composée' })
  @Get(':id')
  get(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<MealPlan> {
    return this.plans.get(scope, id);
  }

  /** "Autre idée": 202 {jobId}; the new dish arrives as `meal_plan.progress`. */
  @ApiOperation({ summary: 'Demande une autre idée pour un repas (202)' })
  @ApiErrors('MEAL_PLAN_SLOT_LOCKED', 'MEAL_PLAN_ACCEPTED', 'MEAL_PLAN_NOT_READY', 'DAILY_LIMIT')
  @Post(':id/swap')
  @HttpCode(202)
  swap(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: SwapDto): Promise<MealPlanJobAccepted> {
    return this.jobs.swap(scope, id, { date: dto.date, meal: dto.meal }, dto.reason);
  }

  @ApiOperation({ summary: 'Verrouille ou déverrouille un repas' })
  @ApiErrors('MEAL_PLAN_ACCEPTED')
  @Post(':id/lock')
  @HttpCode(200)
  lock(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: LockDto): Promise<MealPlan> {
    return this.plans.lock(scope, id, { date: dto.date, meal: dto.meal }, dto.locked);
  }

  @ApiOperation({ summary: 'Déplace un repas vers un autre jour' })
  @ApiErrors('MEAL_PLAN_ACCEPTED', 'MEAL_PLAN_SLOT_LOCKED')
  @Post(':id/move')
  @HttpCode(200)
  move(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: MoveDto): Promise<MealPlan> {
    return this.plans.move(scope, id, dto.from, dto.to);
  }

  @ApiOperation({ summary: 'Vide un repas de la semaine' })
  @ApiErrors('MEAL_PLAN_ACCEPTED', 'MEAL_PLAN_SLOT_LOCKED')
  @Post(':id/empty')
  @HttpCode(200)
  empty(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: SlotRefDto): Promise<MealPlan> {
    return this.plans.empty(scope, id, { date: dto.date, meal: dto.meal });
  }

  /** "Valider la semaine": every dish into the planning, in one transaction. */
  @ApiOperation({ summary: 'Valide la semaine : chaque plat rejoint le planning' })
  @ApiErrors('MEAL_PLAN_ACCEPTED', 'MEAL_PLAN_NOT_READY', 'MEAL_PLAN_EMPTY')
  @Post(':id/accept')
  @HttpCode(200)
  accept(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<AcceptMealPlanResult> {
    return this.plans.accept(scope, id);
  }
}
