import { useQuery } from '@tanstack/react-query';
import type { PlannedMeal } from '#contracts';
import { useInvalidateOn } from '../../../shared/query';
import { fetchPlannedMeals, plannedMealsKey, plannedMealsRootKey } from '../api';
import type { Week } from '../week';

/** By date, then time; the server sends them so, and meals added here are slotted in the same way. */
export function sortMeals(meals: readonly PlannedMeal[]): PlannedMeal[] {
  return [...meals].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.createdAt.localeCompare(b.createdAt));
}

/** The week's meals, kept live: another member's change shows up without a reload. */
export function usePlannedMeals(week: Week) {
  // Every change, this user's included: the same account may be open on a phone and a laptop.
  useInvalidateOn('household.changed', [plannedMealsRootKey], (change) => change.resource === 'planned-meals');
  return useQuery({
    queryKey: plannedMealsKey(week.from, week.to),
    queryFn: () => fetchPlannedMeals(week.from, week.to),
    select: sortMeals,
  });
}
