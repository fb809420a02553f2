import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FACT_SEPARATOR, KITCHEN_MESSAGES, MEAL_PLAN_MESSAGES, frenchList, plural } from '#contracts';
import { AISLES, ofFood } from '#ingredients';
import { Modal } from '../../../shared/ui/Modal';
import { failureMessage } from '../../../shared/http/failure-message';
import { useAddWeekGroceries } from '../hooks/use-meal-plan';
import { fetchWeekGroceries, setAisle, weekGroceriesKey } from '../meal-plan-api';
import type { Week } from '../week';
import { addedSummary } from './WeekListPanel';
import { DialogActions } from '../../../shared/ui/DialogActions';
import { unitFor } from '../../../shared/text/fridge-amount';
import { aisleOverridesQueryKey } from '../../../shared/query/query-keys';

// 'œufs 2', 'farine 300 g', '2 pincées': a count goes without its unit after the food's name.
const amount = (quantity: string, unit: string) => (unit === 'unité' ? quantity : `${quantity} ${unitFor(frenchNumber(quantity), unit)}`);
const frenchNumber = (quantity: string) => Number(quantity.replace(',', '.'));
/** « en plus des 6 du frigo », « en plus des 200 g du frigo », « en plus de 1 l du frigo ». */
const besideFridge = ({ quantity, unit }: { quantity: string; unit: string }) =>
  `en plus ${plural(frenchNumber(quantity), 'de', 'des')} ${amount(quantity, unit)} du frigo`;

interface WeekGroceriesDialogProps {
  open: boolean;
  week: Week;
  onClose: () => void;
}

/** The week's shopping by aisle, what the fridge already holds set apart, each line with its days. */
export function WeekGroceriesDialog({ open, week, onClose }: WeekGroceriesDialogProps) {
  const query = useQuery({ queryKey: weekGroceriesKey(week.from, week.to), queryFn: () => fetchWeekGroceries(week.from, week.to), enabled: open });
  const add = useAddWeekGroceries(week);
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  // An aisle's name (« Fruits et légumes ») is no id: aria-labelledby would read it as three.
  const aisleId = useId();
  // The household's own aisle for an ingredient, kept for every list after this one.
  const move = useMutation({
    mutationFn: ({ name, aisle }: { name: string; aisle: string }) => setAisle(name, aisle),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: weekGroceriesKey(week.from, week.to) });
      // The shopping list walks the shop by the same aisles.
      void client.invalidateQueries({ queryKey: aisleOverridesQueryKey });
    },
  });
  const data = query.data;
  const toBuy = data ? data.total - data.inFridge : 0;
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title="Courses de la semaine" size="lg" className="pl-groceries" pending={add.isPending}>
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
          <div className="pl-groceries-head">
            <p className="pl-groceries-fridge">{MEAL_PLAN_MESSAGES.inFridge(data.inFridge, data.total)}</p>
            <button type="button" className="btn btn-ghost" aria-pressed={editing} onClick={() => setEditing((e) => !e)}>
              {editing ? 'Terminer' : 'Modifier les rayons'}
            </button>
          </div>
          {data.groups.map((group, index) => (
            <section key={group.aisle} className="pl-aisle" aria-labelledby={`${aisleId}-${index}`}>
              <h3 id={`${aisleId}-${index}`} className="pl-aisle-title">
                {group.aisle}
              </h3>
              <ul className="pl-aisle-lines">
                {group.lines.map((line) => (
                  <li key={line.name} className={line.inFridge ? 'pl-aisle-line is-fridge' : 'pl-aisle-line'}>
                    <span className="pl-aisle-name">
                      {line.name} <span className="pl-aisle-qty">{amount(line.quantity, line.unit)}</span>
                      {line.heldInFridge && <span className="pl-aisle-held"> — {besideFridge(line.heldInFridge)}</span>}
                    </span>
                    <span className="pl-aisle-days">
                      {line.inFridge ? `Déjà au frigo${FACT_SEPARATOR}` : ''}pour {frenchList(line.days)}
                    </span>
                    {editing && (
                      <select
                        className="input pl-aisle-move"
                        aria-label={`Rayon ${ofFood(line.name)}`}
                        value={line.aisle}
                        disabled={move.isPending}
                        onChange={(e) => move.mutate({ name: line.name, aisle: e.target.value })}
                      >
                        {AISLES.map((aisle) => (
                          <option key={aisle} value={aisle}>
                            {aisle}
                          </option>
                        ))}
                      </select>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
      <div role="status" aria-live="polite">
        {add.data && (
          <div className="pl-weeklist-result alert alert-success">
            <p className="pl-weeklist-added">{addedSummary(add.data.result.added.length)}</p>
            <Link to="/dashboard/shopping" className="pl-weeklist-link">
              Voir la liste de courses
            </Link>
          </div>
        )}
      </div>
      <div role="alert">{move.isError ? <p className="alert alert-error">{failureMessage(move.error, MEAL_PLAN_MESSAGES.aisleInvalid).message}</p> : null}</div>
      <div role="alert">{add.isError ? <p className="alert alert-error">{failureMessage(add.error, KITCHEN_MESSAGES.addToShoppingFailed).message}</p> : null}</div>
      <DialogActions
        label={MEAL_PLAN_MESSAGES.addWeekGroceries}
        cancelLabel="Fermer"
        busy={add.isPending}
        disabled={toBuy === 0}
        onCancel={onClose}
        onAction={() => add.mutate()}
      />
    </Modal>
  );
}
