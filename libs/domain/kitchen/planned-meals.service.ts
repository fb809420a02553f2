import { findRecipeRef } from './recipe-ref';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MESSAGES, type DishType, type PlannedMeal } from '#contracts';
import { PlannedMealDetails, PlannedMealEntity } from '#database';
import { HouseholdEvents } from './household-events';
import type { KitchenScope } from './kitchen-scope';
import { DomainError } from '#domain/errors';
import { updateOnly } from './update-only';

export interface NewPlannedMeal {
  recipeId?: string | null;
  /** The book's recipe the meal cooks (PlanMealService resolves it, keeping a suggestion first). */
  recipeRef?: string | null;
  recipeTitle: string;
  date: string;
  time: string;
  servings: number;
  type: DishType;
  /** The recipe's own lines, when planning a suggestion the book does not hold yet. */
  recipeServings?: number | null;
  ingredients?: string[];
  instructions?: string[];
}

/** The longest range GET /api/planned-meals answers (about three months: a quarter's planning). */
export const PLANNED_MEALS_MAX_DAYS = 93;

export const toPlannedMeal = (e: PlannedMealDetails): PlannedMeal => ({
  id: e.id,
  recipeId: e.recipeId,
  recipeTitle: e.recipeTitle,
  date: e.date,
  time: e.time.slice(0, 5),
  servings: e.servings,
  type: e.type as DishType,
  recipeServings: e.recipeServings,
  ingredients: e.ingredients,
  instructions: e.instructions,
  createdAt: e.createdAt.toISOString(),
});

@Injectable()
export class PlannedMealsService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly events: HouseholdEvents) {}

  private get repo() {
    return this.db.getRepository(PlannedMealEntity);
  }

  private get details() {
    return this.db.getRepository(PlannedMealDetails);
  }

  /** Ordered by date then time (spec), within a range of days, required and at most PLANNED_MEALS_MAX_DAYS long: the answer's size stays bounded. */
  async list(scope: KitchenScope, range: { from: string; to: string }): Promise<PlannedMeal[]> {
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (!(days >= 0 && days < PLANNED_MEALS_MAX_DAYS)) {
      throw new DomainError('VALIDATION_FAILED', { message: MESSAGES.mealRangeInvalid, fields: { to: MESSAGES.mealRangeInvalid } });
    }
    const rows = await this.details
      .createQueryBuilder('m')
      .where('m.household_id = :h', { h: scope.householdId })
      .andWhere('m.date BETWEEN :from AND :to', range)
      .orderBy('m.date', 'ASC')
      .addOrderBy('m.time', 'ASC')
      .addOrderBy('m.created_at', 'ASC')
      .getMany();
    return rows.map(toPlannedMeal);
  }

  async create(scope: KitchenScope, input: NewPlannedMeal): Promise<PlannedMeal> {
    const recipeRef = input.recipeRef ?? (await findRecipeRef(this.repo.manager, scope.householdId, input.recipeId));
    const saved = await this.repo.save(
      this.repo.create({
        householdId: scope.householdId,
        createdBy: scope.userId,
        recipeId: input.recipeId ?? null,
        recipeRef,
        recipeTitle: input.recipeTitle.trim(),
        date: input.date,
        time: input.time,
        servings: input.servings,
        type: input.type,
      }),
    );
    this.events.changed(scope.householdId, { resource: 'planned-meals', action: 'created', ids: [saved.id], actorId: scope.userId });
    return this.get(scope, saved.id);
  }

  async get(scope: KitchenScope, id: string): Promise<PlannedMeal> {
    const found = await this.details.findOne({ where: { id, householdId: scope.householdId } });
    if (!found) throw new DomainError('NOT_FOUND');
    return toPlannedMeal(found);
  }

  async update(scope: KitchenScope, id: string, patch: Partial<NewPlannedMeal>): Promise<PlannedMeal> {
    await updateOnly(this.repo, { id, householdId: scope.householdId }, {
      recipeTitle: patch.recipeTitle?.trim(),
      date: patch.date,
      time: patch.time,
      servings: patch.servings,
      type: patch.type,
    });
    this.events.changed(scope.householdId, { resource: 'planned-meals', action: 'updated', ids: [id], actorId: scope.userId });
    return this.get(scope, id);
  }

  async remove(scope: KitchenScope, id: string): Promise<void> {
    const result = await this.repo.delete({ id, householdId: scope.householdId });
    if (!result.affected) throw new DomainError('NOT_FOUND');
    this.events.changed(scope.householdId, { resource: 'planned-meals', action: 'deleted', ids: [id], actorId: scope.userId });
  }
}
