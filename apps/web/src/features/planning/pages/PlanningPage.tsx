import { useEffect, useMemo, useRef, useState } from 'react';
import { addWeeks } from 'date-fns';
import { useLocation, useNavigate } from 'react-router';
import { KITCHEN_MESSAGES, countOf, type PlannedMeal } from '#contracts';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { NoticeBar } from '../../../shared/notice/NoticeBar';
import { useNotice } from '../../../shared/notice/use-notice';
import type { NewPlannedMeal, PlannedMealChanges } from '../api';
import { AddMealDialog, type AddMealRequest } from '../components/AddMealDialog';
import { editButtonId } from '../components/MealCard';
import { PlanWeekDialog } from '../components/PlanWeekDialog';
import { CalendarFeedPanel } from '../components/CalendarFeedPanel';
import { WeekDraft } from '../components/WeekDraft';
import { WeekGrid } from '../components/WeekGrid';
import { WeekGroceriesDialog } from '../components/WeekGroceriesDialog';
import { PlanningEmpty, PlanningSkeleton } from '../components/PlanningStates';
import { WeekListPanel } from '../components/WeekListPanel';
import { WeekNavigator } from '../components/WeekNavigator';
import { usePlannedMeals } from '../hooks/use-planned-meals';
import { useMealPlan } from '../hooks/use-meal-plan';
import { usePlanningActions } from '../hooks/use-planning-actions';
import { usePlanningWeek } from '../hooks/use-planning-week';
import { defaultMealForm, mealFormFrom } from '../meal-form';
import { readPlanRecipe } from '../plan-recipe';
import { longDateInText, parseIsoDay, weekOf, weekToPlan } from '../week';
import { LoadError } from '../../../shared/ui/LoadError';
import '../../../shared/kitchen/kitchen.css';
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
  const { create, update, remove } = usePlanningActions();
  const draft = useMealPlan(week);
  const [planning, setPlanning] = useState(false);
  const [groceries, setGroceries] = useState(false);
  const { notice, show, dismiss } = useNotice();
  const [addRequest, setAddRequest] = useState<AddMealRequest | null>(null);
  const [deleting, setDeleting] = useState<PlannedMeal | null>(null);
  const openings = useRef(0);
  // The meal the dialog was last opened on; a ref, as the dialog gives focus back after the request is cleared.
  const editedId = useRef<string | null>(null);

  // At the weekend this week's button plans the week ahead, and says so.
  const toPlan = weekToPlan(week);
  const planLabel = toPlan.from === week.from ? 'Planifier ma semaine' : 'Planifier la semaine prochaine';
  const openPlanning = () => {
    if (toPlan.from !== week.from) showWeekOf(toPlan.start);
    setPlanning(true);
  };

  const meals = useMemo(() => query.data ?? [], [query.data]);
  const plan = draft.plan && draft.plan.status !== 'accepted' ? draft.plan : null;
  const draftBusy = draft.lock.isPending || draft.move.isPending || draft.empty.isPending || draft.swap.isPending;
  const draftError = draft.lock.error ?? draft.move.error ?? draft.empty.error ?? draft.swap.error ?? draft.accept.error;

  // Arriving from a recipe (suggestions, favourites) opens the form prefilled. The state is then
  // dropped from the history entry, so a reload or a return here does not plan the recipe again.
  useEffect(() => {
    const recipe = readPlanRecipe(location.state);
    if (!recipe) return;
    editedId.current = null;
    setAddRequest({ key: ++openings.current, initial: defaultMealForm(new Date(), recipe), recipe });
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  const openAdd = () => {
    editedId.current = null;
    setAddRequest({ key: ++openings.current, initial: defaultMealForm(new Date()), recipe: null });
  };

  const openEdit = (meal: PlannedMeal) => {
    editedId.current = meal.id;
    setAddRequest({ key: ++openings.current, initial: mealFormFrom(meal), recipe: null, editing: meal });
  };

  // Show the meal where it went, even in another week.
  function followToItsWeek(meal: PlannedMeal) {
    const day = parseIsoDay(meal.date);
    if (day && weekOf(day).from !== week.from) showWeekOf(day);
  }

  async function createMeal(body: NewPlannedMeal) {
    const meal = await create.mutateAsync(body);
    followToItsWeek(meal);
    show({ tone: 'success', text: `« ${meal.recipeTitle} » ajouté au planning le ${longDateInText(meal.date)} à ${meal.time}` });
    return meal;
  }

  async function updateMeal(before: PlannedMeal, changes: PlannedMealChanges) {
    const meal = await update.mutateAsync({ id: before.id, changes });
    followToItsWeek(meal);
    const moved = meal.date !== before.date || meal.time !== before.time;
    show({
      tone: 'success',
      text: moved ? `« ${meal.recipeTitle} » déplacé au ${longDateInText(meal.date)} à ${meal.time}` : `« ${meal.recipeTitle} » modifié`,
    });
    return meal;
  }

  // A meal moved to another day has a new card: focus goes to its edit button, when that is on screen.
  const editedMealButton = () => (editedId.current ? document.getElementById(editButtonId(editedId.current)) : null);

  function closeDelete(open: boolean) {
    if (open) return;
    setDeleting(null);
    remove.reset();
  }

  let content;
  if (query.isPending) {
    content = <PlanningSkeleton />;
  } else if (query.isError && !query.data) {
    content = <LoadError message={KITCHEN_MESSAGES.mealsLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (meals.length === 0) {
    content = plan ? null : <PlanningEmpty onAdd={openAdd} onPlan={openPlanning} planLabel={planLabel} />;
  } else {
    content = (
      <>
        {query.isError && <LoadError message={KITCHEN_MESSAGES.mealsLoadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        <WeekListPanel hasIngredients={meals.some((m) => m.ingredients.length > 0)} onOpen={() => setGroceries(true)} />
        <WeekGrid week={week} meals={meals} onEdit={openEdit} onDelete={setDeleting} />
      </>
    );
  }

  return (
    <div className="k-page pl-page">
      <header className="k-page-header">
        <h1 className="page-title k-page-title" tabIndex={-1}>
          Planning des repas
        </h1>
        <div className="pl-header-actions">
          <button type="button" className="btn btn-secondary" onClick={openPlanning}>
            <AppIcon name="calendar" size={20} />
            {planLabel}
          </button>
          <button type="button" className="btn btn-primary k-fab" onClick={openAdd}>
            <AppIcon name="plus" size={22} />
            <span className="k-fab-text">Ajouter un repas</span>
          </button>
        </div>
      </header>

      <WeekNavigator
        week={week}
        isCurrentWeek={isCurrentWeek}
        onPrevious={() => showWeekOf(addWeeks(week.start, -1))}
        onNext={() => showWeekOf(addWeeks(week.start, 1))}
        onToday={() => showWeekOf(new Date())}
      />
      {plan && (
        <WeekDraft
          plan={plan}
          busy={draftBusy}
          accepting={draft.accept.isPending}
          error={draftError}
          onSwap={(at, reason) => draft.swap.mutate({ at, reason })}
          onLock={(at, locked) => draft.lock.mutate({ at, locked })}
          onMove={(from, to) => draft.move.mutate({ from, to })}
          onEmpty={(at) => draft.empty.mutate(at)}
          onAccept={() =>
            draft.accept.mutate(undefined, {
              onSuccess: (r) => show({ tone: 'success', text: `${countOf(r.mealIds.length, 'repas ajouté', 'repas ajoutés')} au planning` }),
            })
          }
        />
      )}
      <div className="pl-content" aria-busy={query.isFetching || undefined}>
        {content}
      </div>
      <CalendarFeedPanel />

      <PlanWeekDialog
        open={planning}
        week={week}
        busy={draft.start.isPending}
        error={draft.start.error}
        onClose={() => setPlanning(false)}
        onPlan={(request) => draft.start.mutate(request, { onSuccess: () => setPlanning(false) })}
      />
      <WeekGroceriesDialog open={groceries} week={week} onClose={() => setGroceries(false)} />

      <AddMealDialog
        request={addRequest}
        onClose={() => setAddRequest(null)}
        onCreate={createMeal}
        onUpdate={updateMeal}
        returnFocusTo={editedMealButton}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={closeDelete}
        title="Supprimer ce repas ?"
        description={deleting ? `« ${deleting.recipeTitle} », prévu le ${longDateInText(deleting.date)} à ${deleting.time}, sera retiré du planning.` : ''}
        confirmLabel="Supprimer"
        busy={remove.isPending}
        error={remove.isError ? KITCHEN_MESSAGES.mealDeleteFailed : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: (_done, meal) => {
              setDeleting(null);
              show({ tone: 'success', text: `« ${meal.recipeTitle} » retiré du planning` });
            },
          })
        }
      />
      <NoticeBar notice={notice} onDismiss={dismiss} />
    </div>
  );
}
