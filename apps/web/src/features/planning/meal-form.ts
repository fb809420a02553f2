import type { DishType, PlannedMeal, PlannedMealForm, PlannedMealFormValues } from '#contracts';
import type { NewPlannedMeal, PlannedMealChanges } from './api';
import type { IncomingRecipe } from './plan-recipe';
import { toIsoDay } from './week';

// The form's rules and messages are the contracts' plannedMealFormSchema (CreatePlannedMealDto's limits).

/** Spec, section 5 and 9: today, 19:00, 2 servings, a main course. */
export const DEFAULT_TIME = '19:00';
export const DEFAULT_SERVINGS = 2;
export const DEFAULT_TYPE: DishType = 'plat';

export function defaultMealForm(today: Date, recipe: IncomingRecipe | null = null): PlannedMealForm {
  return {
    recipeTitle: recipe?.recipeTitle ?? '',
    date: toIsoDay(today),
    time: DEFAULT_TIME,
    servings: String(recipe?.servings ?? DEFAULT_SERVINGS),
    type: recipe?.type ?? DEFAULT_TYPE,
  };
}

/** The form opened on a planned meal, to change it. */
export function mealFormFrom(meal: PlannedMeal): PlannedMealForm {
  return { recipeTitle: meal.recipeTitle, date: meal.date, time: meal.time, servings: String(meal.servings), type: meal.type };
}

/** The POST body; a planned recipe brings its id, its own servings, its lines and its steps. */
export function toNewPlannedMeal(values: PlannedMealFormValues, recipe: IncomingRecipe | null): NewPlannedMeal {
  const meal: NewPlannedMeal = { ...values };
  if (!recipe) return meal;
  if (recipe.recipeId) meal.recipeId = recipe.recipeId;
  if (recipe.servings) meal.recipeServings = recipe.servings;
  if (recipe.ingredients.length) meal.ingredients = recipe.ingredients;
  if (recipe.instructions.length) meal.instructions = recipe.instructions;
  return meal;
}

/**
 * The PATCH body: only the fields that differ from the meal, so a change made meanwhile by another
 * member to a field left alone here is not overwritten. The recipe's lines and steps are not sent.
 */
export function mealChanges(meal: PlannedMeal, edited: PlannedMealFormValues): PlannedMealChanges {
  const changes: PlannedMealChanges = {};
  if (edited.recipeTitle !== meal.recipeTitle) changes.recipeTitle = edited.recipeTitle;
  if (edited.date !== meal.date) changes.date = edited.date;
  if (edited.time !== meal.time) changes.time = edited.time;
  if (edited.servings !== meal.servings) changes.servings = edited.servings;
  if (edited.type !== meal.type) changes.type = edited.type;
  return changes;
}
