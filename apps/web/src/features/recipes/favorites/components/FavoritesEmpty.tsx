import { Link } from 'react-router';
import { AppIcon } from '../../../../shared/ui/AppIcon';

/** No favourite yet: say where they come from (suggestions, the book, the fridge's generator), each with its link. */
export function FavoritesEmpty() {
  return (
    <div className="card fav-empty">
      <span className="fav-empty-mark" aria-hidden="true">
        <AppIcon name="heart" size={32} />
      </span>
      <h2 className="fav-empty-title">Aucune recette favorite</h2>
      <p className="fav-empty-text">
        Touchez le cœur d'une recette pour la garder ici : dans les suggestions, dans <Link to="/dashboard/recipes">Mes recettes</Link>, ou au
        frigo avec <Link to="/dashboard/inventory">Générer une recette</Link>.
      </p>
      <Link to="/dashboard/feed" className="btn btn-primary">
        <AppIcon name="sparkles" size={18} />
        Voir les suggestions
      </Link>
    </div>
  );
}

/** Favourites exist, none matches the search. */
export function FavoritesNoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="card fav-empty">
      <h2 className="fav-empty-title">Aucune recette ne correspond à « {search.trim()} »</h2>
      <p className="fav-empty-text">Cherchez un autre titre ou un autre ingrédient.</p>
      <button type="button" className="btn btn-secondary" onClick={onClear}>
        Effacer la recherche
      </button>
    </div>
  );
}
