import { useEffect, useMemo, useRef, useState } from 'react';
import { addWeeks } from 'date-fns';
import { useLocation, useNavigate } from 'react-router';
import { KITCHEN_MESSAGES, type PlannedMeal } from '#contracts';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { KitchenIcon } from '../../shopping/components/KitchenIcon';
import { NoticeBar } from '../../shopping/components/NoticeBar';
import { useNotice } from '../../shopping/hooks/use-notice';
import type { NewPlannedMeal } from '../api';
import { AddMealDialog, type AddMealRequest } from '../components/AddMealDialog';
import { MealDay } from '../components/MealDay';
import { PlanningEmpty, PlanningLoadError, PlanningSkeleton } from '../components/PlanningStates';
import { WeekListPanel } from '../components/WeekListPanel';
import { WeekNavigator } from '../components/WeekNavigator';
import { groupByDay, usePlannedMeals } from '../hooks/use-planned-meals';
import { usePlanningActions } from '../hooks/use-planning-actions';
import { usePlanningWeek } from '../hooks/use-planning-week';
import { defaultMealForm } from '../meal-form';
import { readPlanRecipe } from '../plan-recipe';
import { longDateInText, parseIsoDay, weekOf } from '../week';
import '../../shopping/kitchen.css';
import '../planning.css';

/** /dashboard/planning: the household's meals, a week at a time. */
export default function PlanningPage() {
  // Same title as the dashboard shell gives this section, so neither overwrites the other.
  usePageMeta({
    title: 'Planning · Mijote',
    description: 'Le planning des repas de votre foyer, semaine par semaine.',
    path: '/dashboard/planning',
    noindex: true,
  });
  const location = useLocation();
  const navigate = useNavigate();
  const { week, isCurrentWeek, showWeekOf } = usePlanningWeek();
  const query = usePlannedMeals(week);
  const { create, remove, addWeekToList } = usePlanningActions();
  const { notice, show, dismiss } = useNotice();
  const [addRequest, setAddRequest] = useState<AddMealRequest | null>(null);
  const [deleting, setDeleting] = useState<PlannedMeal | null>(null);
  const openings = useRef(0);

  const meals = useMemo(() => query.data ?? [], [query.data]);
  const days = useMemo(() => groupByDay(meals), [meals]);
  const weekResult = addWeekToList.variables?.from === week.from ? addWeekToList : null;

  // Arriving from a recipe (suggestions, favourites) opens the form prefilled. The state is then
  // dropped from the history entry, so a reload or a return here does not plan the recipe again.
  useEffect(() => {
    const recipe = readPlanRecipe(location.state);
    if (!recipe) return;
    setAddRequest({ key: ++openings.current, initial: defaultMealForm(new Date(), recipe), recipe });
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  const openAdd = () => setAddRequest({ key: ++openings.current, initial: defaultMealForm(new Date()), recipe: null });

  async function createMeal(body: NewPlannedMeal) {
    const meal = await create.mutateAsync(body);
    const day = parseIsoDay(meal.date);
    // Show the meal where it went, even in another week.
    if (day && weekOf(day).from !== week.from) showWeekOf(day);
    show({ tone: 'success', text: `« ${meal.recipeTitle} » ajouté au planning le ${longDateInText(meal.date)} à ${meal.time}` });
    return meal;
  }

  function closeDelete(open: boolean) {
    if (open) return;
    setDeleting(null);
    remove.reset();
  }

  let content;
  if (query.isPending) {
    content = <PlanningSkeleton />;
  } else if (query.isError && !query.data) {
    content = <PlanningLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (meals.length === 0) {
    content = <PlanningEmpty onAdd={openAdd} />;
  } else {
    content = (
      <>
        {query.isError && <PlanningLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        <WeekListPanel
          hasIngredients={meals.some((m) => m.ingredients.length > 0)}
          busy={weekResult?.isPending ?? false}
          result={weekResult?.data ?? null}
          error={weekResult?.error ?? null}
          onAdd={() => addWeekToList.mutate({ from: week.from, to: week.to })}
        />
        <div className="pl-days">
          {days.map((day) => (
            <MealDay key={day.date} day={day} onDelete={setDeleting} />
          ))}
        </div>
      </>
    );
  }

  return (
    <div className="k-page pl-page">
      <header className="k-page-header">
        <h1 className="page-title k-page-title" tabIndex={-1}>
          Planning des repas
        </h1>
        <button type="button" className="btn btn-primary k-fab" onClick={openAdd}>
          <KitchenIcon name="plus" size={22} />
          <span className="k-fab-text">Ajouter un repas</span>
        </button>
      </header>

      <WeekNavigator
        week={week}
        isCurrentWeek={isCurrentWeek}
        onPrevious={() => showWeekOf(addWeeks(week.start, -1))}
        onNext={() => showWeekOf(addWeeks(week.start, 1))}
        onToday={() => showWeekOf(new Date())}
      />
      <div className="pl-content" aria-busy={query.isFetching || undefined}>
        {content}
      </div>

      <AddMealDialog request={addRequest} onClose={() => setAddRequest(null)} onCreate={createMeal} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={closeDelete}
        title="Supprimer ce repas ?"
        description={deleting ? `« ${deleting.recipeTitle} », prévu le ${longDateInText(deleting.date)} à ${deleting.time}, sera retiré du planning.` : ''}
        confirmLabel="Supprimer"
        busy={remove.isPending}
        error={remove.isError ? KITCHEN_MESSAGES.mealDeleteFailed : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: (_done, meal) => {
              setDeleting(null);
              show({ tone: 'success', text: `« ${meal.recipeTitle} » retiré du planning` });
            },
          })
        }
      />
      <NoticeBar notice={notice} onDismiss={dismiss} />
    </div>
  );
}
