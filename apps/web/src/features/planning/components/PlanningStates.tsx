import { Link } from 'react-router';
import { AppIcon } from '../../../shared/ui/AppIcon';

/** The week's outline while it loads, announced once for screen readers. */
export function PlanningSkeleton() {
  return (
    <div role="status" className="pl-skeleton">
      <span className="visually-hidden">Chargement des repas…</span>
      <div aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="pl-skeleton-day">
            <span className="k-skeleton pl-skeleton-title" />
            <span className="k-skeleton pl-skeleton-card" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function PlanningEmpty({ onAdd, onPlan, planLabel }: { onAdd: () => void; onPlan: () => void; planLabel: string }) {
  return (
    <div className="k-empty card">
      <span className="k-empty-icon" aria-hidden="true">
        <AppIcon name="calendar" size={40} />
      </span>
      <h3 className="k-empty-title">Aucun repas planifié cette semaine</h3>
      <p className="k-empty-text">
        Laissez le chef proposer toute la semaine d'un coup, ajoutez un repas, ou choisissez une recette dans les <Link to="/dashboard/feed">Suggestions</Link> ou vos{' '}
        <Link to="/dashboard/favorites">Favoris</Link> pour la planifier avec ses ingrédients.
      </p>
      <div className="k-empty-actions">
        <button type="button" className="btn btn-primary" onClick={onPlan}>
          <AppIcon name="calendar" size={20} />
          {planLabel}
        </button>
        <button type="button" className="btn btn-secondary k-empty-add" onClick={onAdd}>
          <AppIcon name="plus" size={20} />
          Ajouter un repas
        </button>
      </div>
    </div>
  );
}
