import { Body, Controller, Get, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { PlannedMeal, WeekListResult } from '#contracts';
import { PlannedMealsService, WeekShoppingListService, type KitchenScope } from '#domain/kitchen';
import { PlanMealService } from '#domain/recipes';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { UuidParam } from '../common/uuid-param.pipe';
import { CreatePlannedMealDto, PlannedMealsRangeQuery, UpdatePlannedMealDto, WeekRangeDto } from './dto/planned-meal.dto';
import { ApiErrors } from '../common/api-errors.decorator';
import { Delete, Patch, Post } from '../common/write-routes';

@ApiTags('planned-meals')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('planned-meals')
export class PlannedMealsController {
  constructor(
    private readonly meals: PlannedMealsService,
    private readonly planning: PlanMealService,
    private readonly week: WeekShoppingListService,
  ) {}

  /** The meals of a required range of days (93 at most): a list that stays the same size as the years go by. */
  @ApiOperation({ summary: 'Les repas planifiés entre deux dates (93 jours au plus)' })
  @Get()
  list(@Kitchen() scope: KitchenScope, @Query() range: PlannedMealsRangeQuery): Promise<PlannedMeal[]> {
    return this.meals.list(scope, range);
  }

  @ApiOperation({ summary: 'Planifie un repas' })
  @Post()
  create(@Kitchen() scope: KitchenScope, @Body() dto: CreatePlannedMealDto): Promise<PlannedMeal> {
    return this.planning.plan(scope, dto);
  }

  /** Adds the ingredients of the meals planned between `from` and `to` to the shopping list. */
  @ApiOperation({ summary: "Ajoute les ingrédients des repas d'une période à la liste de courses" })
  @ApiErrors('ALREADY_ON_LIST', 'SHOPPING_LIST_FULL')
  @Post('shopping-list')
  @HttpCode(200)
  addWeekToList(@Kitchen() scope: KitchenScope, @Body() dto: WeekRangeDto): Promise<WeekListResult> {
    return this.week.addWeek(scope, dto.from, dto.to);
  }

  @ApiOperation({ summary: 'Lit un repas planifié' })
  @Get(':id')
  get(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<PlannedMeal> {
    return this.meals.get(scope, id);
  }

  @ApiOperation({ summary: 'Modifie un repas planifié' })
  @ApiErrors('RECIPE_EDIT_CONFLICT')
  @Patch(':id')
  update(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: UpdatePlannedMealDto): Promise<PlannedMeal> {
    return this.meals.update(scope, id, dto);
  }

  @ApiOperation({ summary: 'Supprime un repas planifié' })
  @Delete(':id')
  @HttpCode(204)
  remove(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<void> {
    return this.meals.remove(scope, id);
  }
}
