import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MealPlan, SwapReason } from '#contracts';
import { useServerEvent } from '../../../shared/socket';
import { shoppingQueryKey } from '../../../shared/query/query-keys';
import { plannedMealsRootKey } from '../api';
import {
  acceptPlan,
  addWeekGroceries,
  emptySlot,
  fetchCurrentPlan,
  lockSlot,
  mealPlanKey,
  moveSlot,
  startPlan,
  swapSlot,
  weekGroceriesKey,
  type SlotRef,
} from '../meal-plan-api';
import type { Week } from '../week';

/**
 * The week's draft, live: every day the planner decides (for this member or another) arrives as
 * an event and lands in the cache, so the week appears day by day on every open screen.
 */
export function useMealPlan(week: Week) {
  const client = useQueryClient();
  const key = mealPlanKey(week.from);
  const query = useQuery({ queryKey: key, queryFn: async () => (await fetchCurrentPlan(week.from)).plan });

  const put = (plan: MealPlan) => {
    // An older draft's late event never replaces a newer one.
    client.setQueryData<MealPlan | null>(mealPlanKey(plan.weekStart), (current) =>
      current && current.id !== plan.id && current.updatedAt > plan.updatedAt ? current : plan,
    );
    if (plan.status === 'accepted') void client.invalidateQueries({ queryKey: plannedMealsRootKey });
  };
  useServerEvent('meal_plan.progress', (e) => put(e.plan));
  useServerEvent('meal_plan.ready', (e) => put(e.plan));
  useServerEvent('meal_plan.updated', (e) => put(e.plan));
  useServerEvent('meal_plan.failed', () => void client.invalidateQueries({ queryKey: key }));

  const id = () => query.data?.id ?? '';
  const start = useMutation({
    mutationFn: startPlan,
    onSuccess: () => void client.invalidateQueries({ queryKey: key }),
  });
  const swap = useMutation({ mutationFn: ({ at, reason }: { at: SlotRef; reason?: SwapReason }) => swapSlot(id(), at, reason) });
  const lock = useMutation({ mutationFn: ({ at, locked }: { at: SlotRef; locked: boolean }) => lockSlot(id(), at, locked), onSuccess: put });
  const move = useMutation({ mutationFn: ({ from, to }: { from: SlotRef; to: SlotRef }) => moveSlot(id(), from, to), onSuccess: put });
  const empty = useMutation({ mutationFn: (at: SlotRef) => emptySlot(id(), at), onSuccess: put });
  const accept = useMutation({
    mutationFn: () => acceptPlan(id()),
    onSuccess: (result) => {
      put(result.plan);
      void client.invalidateQueries({ queryKey: weekGroceriesKey(week.from, week.to) });
    },
  });
  return { plan: query.data ?? null, query, start, swap, lock, move, empty, accept };
}

/** "Ajouter les courses de la semaine": adds what the fridge lacks; the list page follows. */
export function useAddWeekGroceries(week: Week) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => addWeekGroceries(week.from, week.to),
    onSuccess: (data) => {
      client.setQueryData(weekGroceriesKey(week.from, week.to), data.groceries);
      void client.invalidateQueries({ queryKey: shoppingQueryKey });
    },
  });
}
