import { AppIcon } from '../../../shared/ui/AppIcon';
import { weekLabel, type Week } from '../week';

interface WeekNavigatorProps {
  week: Week;
  isCurrentWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/**
 * 'Semaine du 23 au 29 novembre' between the previous and next week; the label is announced when it
 * changes. « Cette semaine » brings the current week back; on it, it says so (aria-current, drawn
 * as the chosen state) rather than turning into a faded, disabled button that reads as broken.
 */
export function WeekNavigator({ week, isCurrentWeek, onPrevious, onNext, onToday }: WeekNavigatorProps) {
  return (
    <nav className="pl-week" aria-label="Choix de la semaine">
      <button type="button" className="icon-btn pl-week-arrow" aria-label="Semaine précédente" onClick={onPrevious}>
        <AppIcon size={22} name="chevronLeft" />
      </button>
      <h2 className="pl-week-label" aria-live="polite" aria-atomic="true">
        {weekLabel(week)}
      </h2>
      <button type="button" className="icon-btn pl-week-arrow" aria-label="Semaine suivante" onClick={onNext}>
        <AppIcon size={22} name="chevronRight" />
      </button>
      <button
        type="button"
        className="btn btn-secondary pl-week-today"
        aria-current={isCurrentWeek ? 'date' : undefined}
        onClick={isCurrentWeek ? undefined : onToday}
      >
        {isCurrentWeek && <AppIcon size={18} name="check" />}
        Cette semaine
      </button>
    </nav>
  );
}
