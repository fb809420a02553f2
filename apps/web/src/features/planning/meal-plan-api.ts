import type {
  AcceptMealPlanResult,
  CalendarFeed,
  CreateMealPlanRequest,
  MealPlan,
  MealPlanChoice,
  MealPlanJobAccepted,
  PlanMeal,
  SwapReason,
  WeekGroceries,
  WeekListResult,
} from '#contracts';
import { api } from '../../shared/http';

/** "Planifier ma semaine": the week's draft, kept by week. */
export const mealPlanKey = (weekStart: string) => ['meal-plan', weekStart] as const;
export const mealPlanChoiceKey = ['meal-plan', 'choice'] as const;
export const weekGroceriesKey = (from: string, to: string) => ['week-groceries', from, to] as const;

export interface SlotRef {
  date: string;
  meal: PlanMeal;
}

const plan = (id: string, action: string) => `/meal-plans/${encodeURIComponent(id)}/${action}`;

export const fetchCurrentPlan = (weekStart: string) => api.get<{ plan: MealPlan | null }>(`/meal-plans/current?weekStart=${encodeURIComponent(weekStart)}`);
export const fetchPlanChoice = () => api.get<MealPlanChoice>('/meal-plans/choice');
export const startPlan = (body: CreateMealPlanRequest) => api.post<MealPlanJobAccepted>('/meal-plans', body);
export const swapSlot = (id: string, at: SlotRef, reason?: SwapReason) => api.post<MealPlanJobAccepted>(plan(id, 'swap'), { ...at, ...(reason ? { reason } : {}) });
export const lockSlot = (id: string, at: SlotRef, locked: boolean) => api.post<MealPlan>(plan(id, 'lock'), { ...at, locked });
export const moveSlot = (id: string, from: SlotRef, to: SlotRef) => api.post<MealPlan>(plan(id, 'move'), { from, to });
export const emptySlot = (id: string, at: SlotRef) => api.post<MealPlan>(plan(id, 'empty'), at);
export const acceptPlan = (id: string) => api.post<AcceptMealPlanResult>(plan(id, 'accept'), {});
export const fetchWeekGroceries = (from: string, to: string) =>
  api.get<WeekGroceries>(`/meal-plans/groceries?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
export const addWeekGroceries = (from: string, to: string) =>
  api.post<{ result: WeekListResult; groceries: WeekGroceries }>('/meal-plans/groceries', { from, to });
export const setAisle = (ingredient: string, aisle: string) => api.put<{ ingredient: string; aisle: string }>('/meal-plans/aisles', { ingredient, aisle });
export const regenerateCalendarFeed = () => api.post<CalendarFeed>('/planned-meals/calendar-token', {});
