import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PlannedMeal, RecipeInput } from '#contracts';
import { PlannedMealsService, type KitchenScope, type NewPlannedMeal } from '#domain/kitchen';
import { RecipesService } from './recipes.service';

/** What a meal needs to find or keep its recipe: the suggestion's or the book's id, its lines. */
export type MealRecipe = Pick<NewPlannedMeal, 'recipeId' | 'recipeTitle' | 'type' | 'recipeServings' | 'ingredients' | 'instructions'> & {
  description?: string | null;
  preparationTime?: number | null;
  difficulty?: RecipeInput['difficulty'];
};

/**
 * Planning a meal is acting on its recipe: a suggestion (or a chef's dish) joins the book first, so
 * the meal points at the one recipe and never holds a copy of its lines.
 */
@Injectable()
export class PlanMealService {
  constructor(private readonly recipes: RecipesService, private readonly meals: PlannedMealsService) {}

  async plan(scope: KitchenScope, input: NewPlannedMeal): Promise<PlannedMeal> {
    return this.meals.create(scope, { ...input, recipeRef: await this.recipeFor(scope, input) });
  }

  /** The book's recipe for this meal, kept now if it brings lines the book does not hold; null for a meal typed by hand. */
  async recipeFor(scope: KitchenScope, meal: MealRecipe, manager?: EntityManager): Promise<string | null> {
    if (meal.recipeId) {
      const inBook = await this.recipes.findByAnyId(scope, meal.recipeId);
      if (inBook) return inBook.id;
    }
    const ingredients = meal.ingredients ?? [];
    if (ingredients.length === 0) return null;
    const recipe: RecipeInput = {
      title: meal.recipeTitle,
      description: meal.description ?? null,
      type: meal.type,
      servings: meal.recipeServings ?? null,
      preparationTime: meal.preparationTime ?? null,
      difficulty: meal.difficulty ?? null,
      ingredients,
      steps: meal.instructions ?? [],
    };
    const kept = meal.recipeId
      ? await this.recipes.keep(scope, { ...recipe, originId: meal.recipeId }, manager)
      : await this.recipes.create(scope, recipe, { source: 'own' }, manager);
    return kept.id;
  }
}
