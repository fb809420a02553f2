import { DISH_TYPE_LABELS, type DishType, type FavoriteRecipe } from '#contracts';
import { normalizeText } from '../../shared/text/normalize-text';

export const typeLabel = (type: DishType | null) => (type ? (DISH_TYPE_LABELS[type] ?? type) : null);

export const formatPreparation = (minutes: number | null) => (minutes ? `${minutes} min` : null);

/** "4 personnes", as the suggestions, the planning and the book say it. */
export const formatServings = (servings: number | null) =>
  servings ? `${servings} ${servings > 1 ? 'personnes' : 'personne'}` : null;

/** 'facile' → 'Facile'. */
export const formatDifficulty = (difficulty: string | null) =>
  difficulty ? difficulty.charAt(0).toLocaleUpperCase('fr') + difficulty.slice(1) : null;

// Generated steps sometimes keep their own numbers ('1. Préchauffer…') and ingredient lines a
// bullet ('- 200 g de farine'); the lists number and mark them already.
export const cleanStep = (step: string) => step.replace(/^\s*(?:étape\s*)?\d+\s*[.):-]\s*/i, '').trim();
export const cleanIngredient = (line: string) => line.replace(/^\s*[-•*–]\s*/, '').trim();

/** The search box: in the title or any ingredient, without minding case or accents. */
export function searchFavorites(favorites: readonly FavoriteRecipe[], search: string): FavoriteRecipe[] {
  const needle = normalizeText(search);
  if (!needle) return [...favorites];
  return favorites.filter(
    (f) => normalizeText(f.recipeTitle).includes(needle) || f.ingredients.some((line) => normalizeText(line).includes(needle)),
  );
}
