import { coversIngredient, normalizeIngredientName } from '#ingredients';

/** What every kitchen has: never put on a list, whatever the household's cupboard says. */
const STAPLES = ['sel', 'poivre', 'eau', 'sel et poivre'];

/**
 * Never bought, never taken from the fridge: salt, pepper and water, and what the household's
 * cupboard (« Mon placard ») always holds, by family (its « huile » covers a recipe's « huile
 * d'olive »). The week's needs, a recipe added to the list and « J'ai cuisiné » read it here.
 */
export function isAlwaysAtHand(name: string, cupboard: readonly string[]): boolean {
  return STAPLES.includes(normalizeIngredientName(name)) || cupboard.some((held) => coversIngredient(held, name));
}
