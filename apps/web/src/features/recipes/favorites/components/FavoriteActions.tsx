import type { FavoriteRecipe } from '#contracts';
import { AppIcon } from '../../../../shared/ui/AppIcon';
import { useAddToShopping } from '../../hooks/use-add-to-shopping';

interface FavoriteActionsProps {
  favorite: FavoriteRecipe;
  onPlan: (favorite: FavoriteRecipe) => void;
  onRemoveRequest: (favorite: FavoriteRecipe) => void;
}

/** The detail dialog's footer: to the shopping list, to the planning, out of the favourites. */
export function FavoriteActions({ favorite, onPlan, onRemoveRequest }: FavoriteActionsProps) {
  const shopping = useAddToShopping({ id: favorite.recipeId, title: favorite.recipeTitle, ingredients: favorite.ingredients });
  const pending = shopping.status === 'pending';
  const noIngredients = favorite.ingredients.length === 0;
  return (
    <div className="fav-detail-actions">
      {/* Both regions are present from the start, so screen readers announce what appears in them. */}
      <div role="status" className={shopping.confirmation ? 'alert alert-success' : undefined}>
        {shopping.confirmation}
      </div>
      <div role="alert" className={shopping.error ? 'alert alert-error' : undefined}>
        {shopping.error}
      </div>
      <div className="fav-detail-buttons">
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending || noIngredients}
          aria-busy={pending || undefined}
          onClick={() => void shopping.add()}
        >
          {pending ? <span className="spinner" aria-hidden="true" /> : <AppIcon name="basket" size={18} />}
          Ajouter à la liste de courses
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onPlan(favorite)}>
          <AppIcon name="calendar" size={18} />
          Ajouter au planning
        </button>
        <button type="button" className="btn btn-ghost fav-remove" onClick={() => onRemoveRequest(favorite)}>
          <AppIcon name="heart" size={18} />
          Retirer des favoris
        </button>
      </div>
    </div>
  );
}
