import { cutsCompound, isHeadOf, isKindOf, normalizeIngredientName } from './names';

// Whether what a household has (a fridge item, a staple) answers what a recipe needs. Unlike
// sameIngredient this has a direction: a more specific item answers a plainer need ("blanc de
// poulet" in the fridge is "poulet"; "huile d'olive" is "huile"), but a need qualified by a
// complement is another food than its bare head ("œufs de caille" are not the "œufs" of the
// fridge, "sel de céleri" is not the staple "sel"). Descriptive words without a preposition
// ("tomates bien mûres", "lait entier", "beurre doux", "riz basmati") keep the food; the
// complements that keep it too are data, in kinds.ts.

/**
 * Whether `available` (what the household has) can be used where a recipe says `needed`.
 * True when the names are the same once normalized; when `needed` is the head of `available`
 * (the item is more specific) without cutting a compound product ("lait" ≠ "lait de coco"); or when
 * `available` is the head of `needed` and what `needed` adds is descriptive words or a complement
 * that keeps the food ("huile" → "huile d'olive vierge", "tomate" → "tomates bien mûres").
 */
export function coversIngredient(available: string, needed: string): boolean {
  const have = normalizeIngredientName(available);
  const need = normalizeIngredientName(needed);
  if (have === '' || need === '') return false;
  if (have === need) return true;
  if (isHeadOf(need, have)) return !cutsCompound(need, have);
  return isKindOf(need, have);
}
