import type { FavoriteRecipe } from '#contracts';
import { normalizeText } from '../../../shared/text/normalize-text';

/** The search box: in the title or any ingredient, without minding case or accents. */
export function searchFavorites(favorites: readonly FavoriteRecipe[], search: string): FavoriteRecipe[] {
  const needle = normalizeText(search);
  if (!needle) return [...favorites];
  return favorites.filter(
    (f) => normalizeText(f.recipeTitle).includes(needle) || f.ingredients.some((line) => normalizeText(line).includes(needle)),
  );
}
