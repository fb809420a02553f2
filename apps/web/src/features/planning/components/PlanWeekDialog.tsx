import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addDays, format } from 'date-fns';
import { fr } from 'date-fns/locale';
import {
  DEFAULT_MEAL_PLAN_CHOICE,
  EFFORTS,
  EFFORT_LABELS,
  MEAL_PLAN_MESSAGES,
  PLAN_MEALS,
  PLAN_MEAL_LABELS,
  type CreateMealPlanRequest,
  type Effort,
  type MealPlanChoice,
  type PlanMeal,
} from '#contracts';
import { Modal } from '../../../shared/ui/Modal';
import { failureMessage } from '../../../shared/http/failure-message';
import { fetchPlanChoice, mealPlanChoiceKey } from '../meal-plan-api';
import { toIsoDay, type Week } from '../week';
import { DialogActions } from '../../../shared/ui/DialogActions';

interface PlanWeekDialogProps {
  open: boolean;
  week: Week;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onPlan: (request: CreateMealPlanRequest) => void;
}

interface DayChoice {
  meals: Record<PlanMeal, boolean>;
  effort: Effort;
}

function fromChoice(choice: MealPlanChoice): DayChoice[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    const slots = choice.slots.filter((s) => s.weekday === weekday);
    return {
      meals: { lunch: slots.some((s) => s.meal === 'lunch'), dinner: slots.some((s) => s.meal === 'dinner') },
      effort: slots[0]?.effort ?? (weekday < 5 ? 'rapide' : 'normal'),
    };
  });
}

/** "Planifier ma semaine": which meals (the household's last choice) and how much effort each day. */
export function PlanWeekDialog({ open, week, busy, error, onClose, onPlan }: PlanWeekDialogProps) {
  const choice = useQuery({ queryKey: mealPlanChoiceKey, queryFn: fetchPlanChoice, enabled: open });
  const [days, setDays] = useState<DayChoice[]>(() => fromChoice(DEFAULT_MEAL_PLAN_CHOICE));
  const [vegetarian, setVegetarian] = useState(DEFAULT_MEAL_PLAN_CHOICE.vegetarianEvenings);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!choice.data) return;
    setDays(fromChoice(choice.data));
    setVegetarian(choice.data.vegetarianEvenings);
  }, [choice.data]);

  // Days already gone (planning the current week on a Wednesday) are not offered.
  const today = toIsoDay(new Date());
  const past = (i: number) => toIsoDay(addDays(week.start, i)) < today;
  const count = days.reduce((n, d, i) => (past(i) ? n : n + Number(d.meals.lunch) + Number(d.meals.dinner)), 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (count === 0) {
      setFormError(MEAL_PLAN_MESSAGES.slotsRequired);
      return;
    }
    setFormError(null);
    const slots = days.flatMap((d, i) =>
      PLAN_MEALS.filter((m) => d.meals[m] && !past(i)).map((meal) => ({ date: toIsoDay(addDays(week.start, i)), meal, effort: d.effort })),
    );
    onPlan({ weekStart: week.from, slots, vegetarianEvenings: vegetarian });
  }

  const update = (i: number, change: (d: DayChoice) => DayChoice) => setDays((all) => all.map((d, j) => (j === i ? change(d) : d)));
  const shownError = formError ?? (error ? failureMessage(error, MEAL_PLAN_MESSAGES.planLoadFailed).message : null);

  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={MEAL_PLAN_MESSAGES.planTitle} pending={busy} description="Choisissez les repas à prévoir et le temps que vous avez chaque jour.">
      <form className="k-form" onSubmit={submit} noValidate>
        <fieldset className="pl-slots" aria-describedby="pl-slots-count">
          <legend className="visually-hidden">Repas à planifier</legend>
          {days.map((d, i) => {
            const date = addDays(week.start, i);
            const label = format(date, 'EEEE d', { locale: fr });
            return (
              <div key={i} className="pl-slot-row">
                {/* Short on screen ("mer. 25"), whole for screen readers through each control's name. */}
                <span className="pl-slot-day" aria-hidden="true">
                  {format(date, 'EEE d', { locale: fr })}
                </span>
                {PLAN_MEALS.map((meal) => (
                  <label key={meal} className="pl-slot-check">
                    <input
                      type="checkbox"
                      checked={d.meals[meal] && !past(i)}
                      disabled={past(i)}
                      onChange={(e) => update(i, (x) => ({ ...x, meals: { ...x.meals, [meal]: e.target.checked } }))}
                      aria-label={`${PLAN_MEAL_LABELS[meal]} — ${label}`}
                    />
                    <span aria-hidden="true">{PLAN_MEAL_LABELS[meal]}</span>
                  </label>
                ))}
                <select
                  className="input pl-slot-effort"
                  value={d.effort}
                  disabled={past(i)}
                  aria-label={`Effort — ${label}`}
                  onChange={(e) => update(i, (x) => ({ ...x, effort: e.target.value as Effort }))}
                >
                  {EFFORTS.map((effort) => (
                    <option key={effort} value={effort}>
                      {EFFORT_LABELS[effort]}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
        <p id="pl-slots-count" className="pl-slots-count">
          {count === 0 ? 'Aucun repas choisi' : `${count} repas à planifier`}
        </p>
        <div className="field">
          <label htmlFor="pl-vegetarian">Soirs sans viande dans la semaine</label>
          <input
            id="pl-vegetarian"
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            max={7}
            value={vegetarian}
            onChange={(e) => setVegetarian(Math.max(0, Math.min(7, Math.round(Number(e.target.value) || 0))))}
          />
        </div>
        <div role="alert" className={shownError ? 'alert alert-error' : undefined}>
          {shownError}
        </div>
        <DialogActions label="Proposer la semaine" busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
