import { Link } from 'react-router';
import { KITCHEN_MESSAGES, type WeekListResult } from '#contracts';
import { KitchenIcon } from '../../shopping/components/KitchenIcon';
import { failureMessage } from '../../shopping/failure-message';

interface WeekListPanelProps {
  /** False when no meal of the week carries ingredients (all typed by hand). */
  hasIngredients: boolean;
  busy: boolean;
  result: WeekListResult | null;
  error: unknown;
  onAdd: () => void;
}

export function addedSummary(count: number): string {
  if (count === 0) return 'Aucun nouvel article ajouté à la liste de courses';
  return count === 1 ? '1 article ajouté à la liste de courses' : `${count} articles ajoutés à la liste de courses`;
}

/** 'Ajouter les ingrédients de la semaine à la liste', then what it did. */
export function WeekListPanel({ hasIngredients, busy, result, error, onAdd }: WeekListPanelProps) {
  return (
    <section className="pl-weeklist card" aria-labelledby="pl-weeklist-title">
      <div className="pl-weeklist-head">
        <span className="pl-weeklist-icon" aria-hidden="true">
          <KitchenIcon name="basket" size={24} />
        </span>
        <div>
          <h2 id="pl-weeklist-title" className="pl-weeklist-title">
            Courses de la semaine
          </h2>
          <p className="pl-weeklist-text">
            {hasIngredients
              ? 'Les ingrédients des repas, adaptés aux portions, moins ce que contient déjà le frigo.'
              : "Les repas de cette semaine n'ont pas d'ingrédients enregistrés : planifiez une recette depuis les Suggestions ou vos Favoris."}
          </p>
        </div>
      </div>
      <button type="button" className="btn btn-primary pl-weeklist-btn" onClick={onAdd} disabled={busy || !hasIngredients} aria-busy={busy || undefined}>
        {busy && <span className="spinner" aria-hidden="true" />}
        Ajouter les ingrédients de la semaine à la liste
      </button>
      <div role="status" aria-live="polite">
        {result && (
          <div className="pl-weeklist-result alert alert-success">
            <p className="pl-weeklist-added">{addedSummary(result.added.length)}</p>
            {result.coveredByFridge.length > 0 && <p>Déjà dans le frigo : {result.coveredByFridge.join(', ')}</p>}
            {result.alreadyListed.length > 0 && <p>Déjà sur la liste : {result.alreadyListed.join(', ')}</p>}
            <Link to="/dashboard/shopping" className="pl-weeklist-link">
              Voir la liste de courses
            </Link>
          </div>
        )}
      </div>
      <div role="alert">
        {error ? <p className="alert alert-error">{failureMessage(error, KITCHEN_MESSAGES.addToShoppingFailed).message}</p> : null}
      </div>
    </section>
  );
}
