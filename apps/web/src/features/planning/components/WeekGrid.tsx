import { addDays } from 'date-fns';
import { PLAN_MEALS, PLAN_MEAL_LABELS, type PlannedMeal } from '#contracts';
import { sortMeals } from '../hooks/use-planned-meals';
import { longDateLabel, toIsoDay, type Week } from '../week';
import { MealCard } from './MealCard';

/** A meal before 16:00 is a lunch; from 16:00, a dinner (the planner's rule too). */
export const mealOfTime = (time: string) => (time.slice(0, 5) >= '16:00' ? 'dinner' : 'lunch');

interface WeekGridProps {
  week: Week;
  meals: readonly PlannedMeal[];
  onEdit: (meal: PlannedMeal) => void;
  onDelete: (meal: PlannedMeal) => void;
}

/** The week: seven columns on a desktop, one day after another on a phone; lunch and dinner rows; today marked. */
export function WeekGrid({ week, meals, onEdit, onDelete }: WeekGridProps) {
  const today = toIsoDay(new Date());
  const sorted = sortMeals(meals);
  return (
    <div className="pl-grid">
      {Array.from({ length: 7 }, (_, i) => {
        const date = toIsoDay(addDays(week.start, i));
        const ofDay = sorted.filter((m) => m.date === date);
        const headingId = `pl-day-${date}`;
        const isToday = date === today;
        return (
          <section key={date} className={`pl-day${isToday ? ' is-today' : ''}${ofDay.length ? '' : ' is-empty'}`} aria-labelledby={headingId}>
            <div className="pl-day-head">
              <h3 id={headingId} className="pl-day-title">
                {longDateLabel(date)}
              </h3>
              {isToday && <span className="pl-today">Aujourd'hui</span>}
            </div>
            {PLAN_MEALS.map((meal) => {
              const inRow = ofDay.filter((m) => mealOfTime(m.time) === meal);
              return (
                <div key={meal} className="pl-row">
                  <p className="pl-row-label">{PLAN_MEAL_LABELS[meal]}</p>
                  {inRow.length ? (
                    <ul className="pl-meals">
                      {inRow.map((m) => (
                        <MealCard key={m.id} meal={m} onEdit={onEdit} onDelete={onDelete} />
                      ))}
                    </ul>
                  ) : (
                    <p className="pl-row-empty">
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">Rien de prévu</span>
                    </p>
                  )}
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
