import { Link } from 'react-router';
import { AppIcon } from '../../../shared/ui/AppIcon';

/** The list's outline while it loads, announced once for screen readers. */
export function ShoppingSkeleton() {
  return (
    <div role="status" className="sh-skeleton">
      <span className="visually-hidden">Chargement de la liste de courses…</span>
      <div aria-hidden="true">
        <span className="k-skeleton sh-skeleton-progress" />
        <span className="k-skeleton sh-skeleton-toolbar" />
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="k-skeleton sh-skeleton-row" />
        ))}
      </div>
    </div>
  );
}

/** 'Votre liste est vide', with the three ways to fill it. */
export function ShoppingEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="k-empty card">
      <span className="k-empty-icon" aria-hidden="true">
        <AppIcon name="basket" size={40} />
      </span>
      <h2 className="k-empty-title">Votre liste est vide</h2>
      <p className="k-empty-text">
        Ajoutez un article à la main, ajoutez les ingrédients d'une recette depuis les{' '}
        <Link to="/dashboard/feed">Suggestions</Link>, ou ceux de toute la semaine depuis le{' '}
        <Link to="/dashboard/planning">Planning</Link>.
      </p>
      <button type="button" className="btn btn-primary" onClick={onAdd}>
        <AppIcon name="plus" size={20} />
        Ajouter un article
      </button>
    </div>
  );
}
