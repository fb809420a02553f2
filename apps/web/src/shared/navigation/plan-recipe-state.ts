import type { DishType } from '#contracts';

export const PLANNING_PATH = '/dashboard/planning';

/**
 * What a page hands to the planning page to plan a recipe (suggestions, favourites, the book):
 *   navigate(PLANNING_PATH, { state: { planRecipe } satisfies PlanRecipeState })
 * The add-meal dialog then opens prefilled, and the meal keeps the recipe's lines and steps.
 */
export interface PlanRecipe {
  recipeId: string;
  recipeTitle: string;
  type: DishType;
  /** How many the recipe's ingredient lines serve; the meal's portions start there. */
  servings: number;
  ingredients: string[];
  instructions: string[];
}

/** What a sender hands over: it may not know the type or the servings (the planning page then picks its defaults). */
export interface PlanRecipeState {
  planRecipe: Omit<PlanRecipe, 'type' | 'servings'> & { type: DishType | null; servings: number | null };
}
