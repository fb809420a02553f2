import type { DishType, PlannedMeal } from '#contracts';
import { api } from '../../shared/http';

/** Every week's meals; invalidating it refreshes whichever week is on screen. */
export const plannedMealsRootKey = ['planned-meals'] as const;
export const plannedMealsKey = (from: string, to: string) => ['planned-meals', from, to] as const;

export interface NewPlannedMeal {
  recipeTitle: string;
  date: string;
  time: string;
  servings: number;
  type: DishType;
  recipeId?: string;
  recipeServings?: number;
  ingredients?: string[];
  instructions?: string[];
}

/** A PATCH body: the meal's own fields, only those that changed; its recipe is never resent. */
export type PlannedMealChanges = Partial<Pick<NewPlannedMeal, 'recipeTitle' | 'date' | 'time' | 'servings' | 'type'>>;

export const fetchPlannedMeals = (from: string, to: string) =>
  api.get<PlannedMeal[]>(`/planned-meals?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
export const createPlannedMeal = (meal: NewPlannedMeal) => api.post<PlannedMeal>('/planned-meals', meal);
export const updatePlannedMeal = (id: string, changes: PlannedMealChanges) =>
  api.patch<PlannedMeal>(`/planned-meals/${encodeURIComponent(id)}`, changes);
export const deletePlannedMeal = (id: string) => api.delete<void>(`/planned-meals/${encodeURIComponent(id)}`);
