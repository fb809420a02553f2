import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { KITCHEN_MESSAGES, MEAL_PLAN_MESSAGES } from '#contracts';
import { Modal } from '../../../shared/ui/Modal';
import { failureMessage } from '../../shopping/failure-message';
import { useAddWeekGroceries } from '../hooks/use-meal-plan';
import { fetchWeekGroceries, weekGroceriesKey } from '../meal-plan-api';
import type { Week } from '../week';
import { addedSummary } from './WeekListPanel';

const amount = (quantity: string, unit: string) => (unit === 'unité' ? quantity : `${quantity} ${unit}`);
const frenchList = (days: string[]) => (days.length <= 1 ? days.join('') : `${days.slice(0, -1).join(', ')} et ${days.at(-1)}`);

interface WeekGroceriesDialogProps {
  open: boolean;
  week: Week;
  onClose: () => void;
}

/** The week's shopping by aisle, what the fridge already holds set apart, each line with its days. */
export function WeekGroceriesDialog({ open, week, onClose }: WeekGroceriesDialogProps) {
  const query = useQuery({ queryKey: weekGroceriesKey(week.from, week.to), queryFn: () => fetchWeekGroceries(week.from, week.to), enabled: open });
  const add = useAddWeekGroceries(week);
  const data = query.data;
  const toBuy = data ? data.total - data.inFridge : 0;
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title="Courses de la semaine" size="lg" pending={add.isPending}>
      {query.isPending ? (
        <p className="pl-draft-pending">
          <span className="spinner" aria-hidden="true" /> Calcul des courses…
        </p>
      ) : query.isError ? (
        <p className="alert alert-error">{failureMessage(query.error, KITCHEN_MESSAGES.shoppingLoadFailed).message}</p>
      ) : data && data.total === 0 ? (
        <p>Les repas de cette semaine n'ont pas d'ingrédients enregistrés.</p>
      ) : data ? (
        <>
          <p className="pl-groceries-fridge">{MEAL_PLAN_MESSAGES.inFridge(data.inFridge, data.total)}</p>
          {data.groups.map((group) => (
            <section key={group.aisle} className="pl-aisle" aria-labelledby={`pl-aisle-${group.aisle}`}>
              <h3 id={`pl-aisle-${group.aisle}`} className="pl-aisle-title">
                {group.aisle}
              </h3>
              <ul className="pl-aisle-lines">
                {group.lines.map((line) => (
                  <li key={line.name} className={line.inFridge ? 'pl-aisle-line is-fridge' : 'pl-aisle-line'}>
                    <span className="pl-aisle-name">
                      {line.name} <span className="pl-aisle-qty">{amount(line.quantity, line.unit)}</span>
                    </span>
                    <span className="pl-aisle-days">
                      {line.inFridge ? 'Déjà au frigo · ' : ''}pour {frenchList(line.days)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
      <div role="status" aria-live="polite">
        {add.data && (
          <p className="alert alert-success">
            {addedSummary(add.data.result.added.length)} · <Link to="/dashboard/shopping">Voir la liste de courses</Link>
          </p>
        )}
      </div>
      <div role="alert">{add.isError ? <p className="alert alert-error">{failureMessage(add.error, KITCHEN_MESSAGES.addToShoppingFailed).message}</p> : null}</div>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={add.isPending}>
          Fermer
        </button>
        <button type="button" className="btn btn-primary" onClick={() => add.mutate()} disabled={add.isPending || toBuy === 0} aria-busy={add.isPending || undefined}>
          {add.isPending && <span className="spinner" aria-hidden="true" />}
          {MEAL_PLAN_MESSAGES.addWeekGroceries}
        </button>
      </div>
    </Modal>
  );
}
