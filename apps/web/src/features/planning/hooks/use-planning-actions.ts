import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlannedMeal } from '#contracts';
import { isApiError } from '../../../shared/http';
import {
  createPlannedMeal,
  deletePlannedMeal,
  plannedMealsKey,
  plannedMealsRootKey,
  updatePlannedMeal,
  type NewPlannedMeal,
  type PlannedMealChanges,
} from '../api';
import { weekOf, parseIsoDay } from '../week';
import { sortMeals } from './use-planned-meals';

/** The planning page's writes; each updates the cached weeks itself rather than reloading them. */
export function usePlanningActions() {
  const client = useQueryClient();

  /** Slots a meal into its week, when that week is loaded; one not loaded yet will fetch it. */
  const putInItsWeek = (meal: PlannedMeal) => {
    const day = parseIsoDay(meal.date);
    if (!day) return;
    const week = weekOf(day);
    client.setQueryData<PlannedMeal[]>(plannedMealsKey(week.from, week.to), (meals) =>
      meals && !meals.some((m) => m.id === meal.id) ? sortMeals([...meals, meal]) : meals,
    );
  };

  const create = useMutation({
    mutationFn: (meal: NewPlannedMeal) => createPlannedMeal(meal),
    onSuccess: putInItsWeek,
  });

  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PlannedMealChanges }) => updatePlannedMeal(id, changes),
    onSuccess: (meal) => {
      // Out of every week first: a new date may have taken it to another one.
      client.setQueriesData<PlannedMeal[]>({ queryKey: plannedMealsRootKey }, (meals) => meals?.filter((m) => m.id !== meal.id));
      putInItsWeek(meal);
    },
  });

  const remove = useMutation({
    mutationFn: (meal: PlannedMeal) =>
      deletePlannedMeal(meal.id).catch((err: unknown) => {
        // Already gone (another member was quicker): that is what was asked.
        if (!(isApiError(err) && err.status === 404)) throw err;
      }),
    onSuccess: (_done, meal) => {
      client.setQueriesData<PlannedMeal[]>({ queryKey: plannedMealsRootKey }, (meals) => meals?.filter((m) => m.id !== meal.id));
    },
  });

  return { create, update, remove };
}
