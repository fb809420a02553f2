import type { AddToShopping } from '../hooks/use-add-to-shopping';
import type { FavoriteState } from '../hooks/use-favorite';
import { FavoriteToggle } from './FavoriteToggle';
import { AppIcon } from '../../../shared/ui/AppIcon';

interface RecipeActionBarProps {
  favorite: FavoriteState;
  shopping: AddToShopping;
  onChangeType: () => void;
  onPlan: () => void;
  onRegenerate: () => void;
}

/**
 * The suggestion's side buttons: a vertical bar beside the card on wide screens, a bar at the
 * bottom on phones. Short visible labels; the accessible names say the whole action and contain
 * the visible words (so voice control users can say what they see).
 */
export function RecipeActionBar({ favorite, shopping, onChangeType, onPlan, onRegenerate }: RecipeActionBarProps) {
  const adding = shopping.status === 'pending';
  return (
    <div className="rk-actions" role="group" aria-label="Actions sur la recette">
      <button type="button" className="rk-action" aria-label="Changer de type" onClick={onChangeType}>
        <AppIcon name="grid" size={22} />
        <span className="rk-action-label" aria-hidden="true">
          Type
        </span>
      </button>
      <FavoriteToggle favorite={favorite} />
      <button
        type="button"
        className="rk-action"
        aria-label="Ajouter à la liste de courses"
        onClick={() => void shopping.add()}
        disabled={adding}
        aria-busy={adding || undefined}
        data-done={shopping.status === 'added' || undefined}
      >
        {adding ? <span className="spinner" aria-hidden="true" /> : <AppIcon name={shopping.status === 'added' ? 'check' : 'basket'} size={22} />}
        <span className="rk-action-label" aria-hidden="true">
          Courses
        </span>
      </button>
      <button type="button" className="rk-action" aria-label="Ajouter au planning" onClick={onPlan}>
        <AppIcon name="calendar" size={22} />
        <span className="rk-action-label" aria-hidden="true">
          Planning
        </span>
      </button>
      <button type="button" className="rk-action rk-action-primary" aria-label="Régénérer" onClick={onRegenerate}>
        <AppIcon name="refresh" size={22} />
        <span className="rk-action-label" aria-hidden="true">
          Régénérer
        </span>
      </button>
    </div>
  );
}
