import { KITCHEN_MESSAGES, type DishType, type PlannedMeal } from '#contracts';
import type { NewPlannedMeal, PlannedMealChanges } from './api';
import type { IncomingRecipe } from './plan-recipe';
import { parseIsoDay, toIsoDay } from './week';

/** Spec, section 5 and 9: today, 19:00, 2 servings, a main course. */
export const DEFAULT_TIME = '19:00';
export const DEFAULT_SERVINGS = 2;
export const DEFAULT_TYPE: DishType = 'plat';
/** The API's ceiling for servings. */
export const MAX_SERVINGS = 50;
export const SERVINGS_TOO_MANY = `Le nombre de portions ne doit pas dépasser ${MAX_SERVINGS}`;

/** The add-meal form as typed: every field is text until it is checked. */
export interface MealFormValues {
  recipeTitle: string;
  date: string;
  time: string;
  servings: string;
  type: DishType;
}

export type MealField = keyof MealFormValues;
export type MealFormErrors = Partial<Record<MealField, string>>;

export function defaultMealForm(today: Date, recipe: IncomingRecipe | null = null): MealFormValues {
  return {
    recipeTitle: recipe?.recipeTitle ?? '',
    date: toIsoDay(today),
    time: DEFAULT_TIME,
    servings: String(recipe?.servings ?? DEFAULT_SERVINGS),
    type: recipe?.type ?? DEFAULT_TYPE,
  };
}

/** The form opened on a planned meal, to change it. */
export function mealFormFrom(meal: PlannedMeal): MealFormValues {
  return { recipeTitle: meal.recipeTitle, date: meal.date, time: meal.time, servings: String(meal.servings), type: meal.type };
}

/** The same rules as the API (CreatePlannedMealDto), with its French messages. */
export function validateMealForm(values: MealFormValues): MealFormErrors {
  const errors: MealFormErrors = {};
  if (!values.recipeTitle.trim()) errors.recipeTitle = KITCHEN_MESSAGES.mealTitleRequired;
  if (!values.date) errors.date = KITCHEN_MESSAGES.mealDateRequired;
  else if (!parseIsoDay(values.date)) errors.date = KITCHEN_MESSAGES.mealDateInvalid;
  if (!values.time) errors.time = KITCHEN_MESSAGES.mealTimeRequired;
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = KITCHEN_MESSAGES.mealTimeInvalid;
  const servings = Number(values.servings.trim());
  if (!values.servings.trim() || !Number.isInteger(servings) || servings < 1) errors.servings = KITCHEN_MESSAGES.mealServingsMin;
  else if (servings > MAX_SERVINGS) errors.servings = SERVINGS_TOO_MANY;
  return errors;
}

/** The POST body; a planned recipe brings its id, its own servings, its lines and its steps. */
export function toNewPlannedMeal(values: MealFormValues, recipe: IncomingRecipe | null): NewPlannedMeal {
  const meal: NewPlannedMeal = {
    recipeTitle: values.recipeTitle.trim(),
    date: values.date,
    time: values.time,
    servings: Number(values.servings.trim()),
    type: values.type,
  };
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
export function mealChanges(meal: PlannedMeal, values: MealFormValues): PlannedMealChanges {
  const edited = toNewPlannedMeal(values, null);
  const changes: PlannedMealChanges = {};
  if (edited.recipeTitle !== meal.recipeTitle) changes.recipeTitle = edited.recipeTitle;
  if (edited.date !== meal.date) changes.date = edited.date;
  if (edited.time !== meal.time) changes.time = edited.time;
  if (edited.servings !== meal.servings) changes.servings = edited.servings;
  if (edited.type !== meal.type) changes.type = edited.type;
  return changes;
}
