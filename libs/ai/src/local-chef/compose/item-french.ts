import { elides } from '#ingredients';
import { foodOf } from './food-lookup';

const WRITTEN_PLURAL = /[sx]$/u;

/**
 * A household's fridge item named with its definite article, as a sentence about their own food
 * says it: "les courgettes", "le poulet", "l'emmental râpé", "la crème fraîche", "le jus d'orange"
 * (a name ending in s or x is plural only for a food that is counted or named in the plural).
 * The gender is the chef's food table's; null when the chef does not know the food.
 */
export function theItem(name: string): string | null {
  const shown = name.trim().toLowerCase();
  if (!shown) return null;
  const food = foodOf(shown);
  if (WRITTEN_PLURAL.test(shown.split(/\s+/u)[0]!) && (!food || food.counted || food.pluralName)) return `les ${shown}`;
  if (!food) return null;
  if (elides(shown)) return `l'${shown}`;
  return food.gender === 'f' ? `la ${shown}` : `le ${shown}`;
}
