import type { DishType, LocalRecipe } from '../local-recipe';
import { AMUSE_BOUCHES } from './amuse-bouches';
import { APEROS } from './aperos';
import { BOISSONS } from './boissons';
import { DESSERTS } from './desserts';
import { ENTREES } from './entrees';
import { PLATS } from './plats';

/** The offline chef's curated collection, original recipes written for Mijote. */
export const RECIPES: readonly LocalRecipe[] = [...BOISSONS, ...ENTREES, ...PLATS, ...DESSERTS, ...AMUSE_BOUCHES, ...APEROS];

export function recipesOfType(type: DishType): LocalRecipe[] {
  return RECIPES.filter((recipe) => recipe.type === type);
}
