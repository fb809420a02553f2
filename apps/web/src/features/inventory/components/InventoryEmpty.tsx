import { Link } from 'react-router';
import { AppIcon } from '../../../shared/ui/AppIcon';

/** The fridge holds nothing yet: say how to fill it. */
export function InventoryEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="fridge-empty">
      <span className="fridge-empty-mark" aria-hidden="true">
        🧊
      </span>
      <h2 className="fridge-empty-title">Votre frigo est vide</h2>
      <p className="fridge-empty-text">
        Ajoutez ce que vous avez sous la main, ou rangez dans le frigo les articles cochés de votre liste de courses.
      </p>
      <div className="fridge-empty-actions">
        <button type="button" className="btn btn-primary k-empty-add" onClick={onAdd}>
          <AppIcon name="plus" size={18} />
          Ajouter un article
        </button>
        <Link to="/dashboard/shopping" className="btn btn-secondary">
          <AppIcon name="basket" size={18} />
          Ouvrir la liste de courses
        </Link>
      </div>
    </div>
  );
}

/** Items exist, but none matches the search or the chip. */
export function InventoryNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="fridge-empty">
      <h2 className="fridge-empty-title">Aucun article ne correspond</h2>
      <p className="fridge-empty-text">Essayez un autre mot ou une autre catégorie.</p>
      <div className="fridge-empty-actions">
        <button type="button" className="btn btn-secondary" onClick={onClear}>
          Effacer les filtres
        </button>
      </div>
    </div>
  );
}
