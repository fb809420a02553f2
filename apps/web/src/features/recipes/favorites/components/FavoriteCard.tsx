import { useId } from 'react';
import type { FavoriteRecipe } from '#contracts';
import { dishLabel } from '../../recipe-format';
import { RecipeImage } from '../../components/RecipeImage';
import { RecipeMeta } from '../../components/RecipeMeta';

interface FavoriteCardProps {
  favorite: FavoriteRecipe;
  onOpen: (favorite: FavoriteRecipe) => void;
}

/** One favourite in the grid; the title is the button, stretched over the whole card. */
export function FavoriteCard({ favorite, onOpen }: FavoriteCardProps) {
  const titleId = useId();
  const type = favorite.type && dishLabel(favorite.type);
  return (
    <li className="fav-card-slot">
      <article className="fav-card" aria-labelledby={titleId}>
        <div className="fav-card-media">
          <RecipeImage recipe={{ imageUrl: favorite.recipeImage, type: favorite.type }} thumbnail />
        </div>
        <div className="fav-card-body">
          {type && <p className="fav-card-type">{type}</p>}
          <h2 className="fav-card-title">
            <button type="button" id={titleId} className="fav-card-open" onClick={() => onOpen(favorite)} aria-haspopup="dialog">
              {favorite.recipeTitle}
            </button>
          </h2>
          {favorite.description && <p className="fav-card-desc">{favorite.description}</p>}
          <RecipeMeta recipe={favorite} />
        </div>
      </article>
    </li>
  );
}
