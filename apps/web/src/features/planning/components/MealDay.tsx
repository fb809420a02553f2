import type { PlannedMeal } from '#contracts';
import type { DayGroup } from '../hooks/use-planned-meals';
import { longDateLabel, toIsoDay } from '../week';
import { MealCard } from './MealCard';

interface MealDayProps {
  day: DayGroup;
  onEdit: (meal: PlannedMeal) => void;
  onDelete: (meal: PlannedMeal) => void;
}

/** One day of the week: 'Lundi 23 novembre 2026' and its meals by time. */
export function MealDay({ day, onEdit, onDelete }: MealDayProps) {
  const headingId = `pl-day-${day.date}`;
  const isToday = day.date === toIsoDay(new Date());
  return (
    <section className={isToday ? 'pl-day is-today' : 'pl-day'} aria-labelledby={headingId}>
      <div className="pl-day-head">
        <h3 id={headingId} className="pl-day-title">
          {longDateLabel(day.date)}
        </h3>
        {isToday && <span className="pl-today">Aujourd'hui</span>}
      </div>
      <ul className="pl-meals">
        {day.meals.map((meal) => (
          <MealCard key={meal.id} meal={meal} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
    </section>
  );
}
