import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { kitchenToday, MESSAGES, PLAN_MEAL_TIMES, type DietaryRestriction, type DifficultyValue, type PlanDish } from '#contracts';
import { PlannedMealDetails } from '#database';
import { scaleRecipeIngredients } from '#ai/core';
import { isExpired } from '#domain/kitchen';
import { KitchenContextService } from '#domain/recipe-generation';
import { DomainError } from '#domain/errors';
import { baseOf, isVegetarian, proteinOf, type PlannerContext } from './plan-rules';
import { addDays } from '../waste/kitchen-calendar';

// The kitchen calendar's one date arithmetic, for the planning's callers too.
export { addDays };

export const HISTORY_DAYS = 14;

/** A planned meal at this time or later is a dinner; earlier, a lunch. */
export const isDinnerTime = (time: string) => time.slice(0, 5) >= '16:00';
export const mealOfTime = (time: string) => (isDinnerTime(time) ? 'dinner' : 'lunch');
export const timeOfMeal = (meal: 'lunch' | 'dinner') => PLAN_MEAL_TIMES[meal];

/**
 * What the planner must know of a household: every member's restrictions and avoided foods
 * merged, the planner's portions, the fridge (expired items aside, soonest first), the 14 days
 * before the week, the meals already in it, and the saved recipes it may draw on.
 */
@Injectable()
export class PlannerContextService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly kitchen: KitchenContextService,
  ) {}

  async load(userId: string, householdId: string, weekStart: string, vegetarianEvenings: number, now = new Date()): Promise<PlannerContext> {
    const base = await this.kitchen.load(userId, householdId, true);
    // Said in French: the worker tells the family this text when it gives up.
    if (!base) throw new DomainError('PREFERENCES_REQUIRED', { message: MESSAGES.preferencesRequired });
    const today = kitchenToday(now);
    const members: { avoided: string[] | null; preferred: string[] | null }[] = await this.db.query(
      `SELECT p.avoided_foods AS avoided, p.preferred_foods AS preferred
       FROM user_preferences p JOIN household_members m ON m.user_id = p.user_id WHERE m.household_id = $1`,
      [householdId],
    );
    const avoidedFoods = dedupe([...base.preferences.avoidedFoods, ...members.flatMap((m) => m.avoided ?? [])]);
    const weekEnd = addDays(weekStart, 6);
    const meals = await this.db
      .getRepository(PlannedMealDetails)
      .createQueryBuilder('m')
      .where('m.household_id = :h AND m.date BETWEEN :from AND :to', { h: householdId, from: addDays(weekStart, -HISTORY_DAYS), to: weekEnd })
      .getMany();
    const saved = await this.savedDishes(householdId, base.preferences.servings);
    return {
      today,
      restrictions: base.restrictions as DietaryRestriction[],
      avoidedFoods,
      preferredFoods: base.preferences.preferredFoods,
      difficulty: base.preferences.difficulty as DifficultyValue,
      servings: base.preferences.servings,
      // What the fridge page calls expired (today or earlier) is not planned with.
      fridge: base.fridge.filter((i) => !isExpired(i.expirationDate, today)),
      staples: base.pantry,
      history: meals.filter((m) => m.date < weekStart).map((m) => ({ recipeId: m.recipeId, title: m.recipeTitle, date: m.date })),
      weekMeals: meals
        .filter((m) => m.date >= weekStart)
        .map((m) => ({
          recipeId: m.recipeId,
          title: m.recipeTitle,
          date: m.date,
          protein: proteinOf(m.ingredients),
          base: baseOf(m.ingredients),
          vegetarian: m.ingredients.length > 0 && isVegetarian(m.ingredients),
          dinner: isDinnerTime(m.time),
        })),
      saved,
      vegetarianEvenings,
    };
  }

  /**
   * The household's recipe book: its main courses, the members' favourites first, with their
   * ingredients scaled to the household's portions.
   */
  private async savedDishes(householdId: string, servings: number): Promise<PlanDish[]> {
    const rows = (await this.db.query(
      `SELECT r.*, EXISTS (SELECT 1 FROM recipe_favorites f JOIN household_members m ON m.user_id = f.user_id
                           WHERE f.recipe_id = r.id AND m.household_id = r.household_id) AS favorite
         FROM recipes r
        WHERE r.household_id = $1 AND r.deleted_at IS NULL AND (r.type = 'plat' OR r.type IS NULL)
          AND cardinality(r.ingredients) > 0 AND cardinality(r.steps) > 0
        ORDER BY favorite DESC, r.created_at DESC
        LIMIT 50`,
      [householdId],
    )) as Array<{
      id: string;
      title: string;
      description: string | null;
      image: string | null;
      preparation_time: number | null;
      servings: number | null;
      difficulty: string | null;
      ingredients: string[];
      steps: string[];
      favorite: boolean;
    }>;
    return rows.map((r) => {
      const ingredients = r.servings ? scaleRecipeIngredients({ ingredients: r.ingredients, servings: r.servings }, servings) : r.ingredients;
      return {
        recipeId: r.id,
        title: r.title,
        description: r.description ?? '',
        imageUrl: r.image ?? '',
        preparationTime: r.preparation_time ?? 45,
        servings,
        difficulty: (r.difficulty as DifficultyValue | null) ?? 'facile',
        ingredients,
        instructions: r.steps,
        source: r.favorite ? ('favorite' as const) : ('book' as const),
        vegetarian: isVegetarian(ingredients),
        protein: proteinOf(ingredients),
      };
    });
  }
}

function dedupe(foods: string[]): string[] {
  const seen = new Set<string>();
  return foods.map((f) => f.trim()).filter((f) => f && !seen.has(f.toLowerCase()) && seen.add(f.toLowerCase()));
}
