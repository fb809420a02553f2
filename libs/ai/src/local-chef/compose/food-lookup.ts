import { cutsCompound, isHeadOf, keptAnswers, normalizeIngredientName } from '#ingredients';
import { FOODS, type Food, type PieceUnit } from './foods';

// A cut or a portion names the same food as the whole ("filets de cabillaud" are cabillaud).
const PORTION = /^(?:blanc|filet|cuisse|pave|tranche|morceau|escalope|supreme|dos|aiguillette|cube|rondelle|quartier|botte|bouquet|tete|barquette|sachet|boite|pot|brique|bocal|paquet|tablette|plaquette|bouteille|brin|gousse|feuille) (?:de |d')/u;

const firstWord = (normalized: string) => normalized.split(/\s+|(?<=')/u)[0] ?? '';

interface Entry {
  food: Food;
  key: string;
}

// Longest names first, so "tomate cerise" wins over "tomate" and "lait de coco" over "lait".
const BY_FIRST_WORD = new Map<string, Entry[]>();
for (const food of FOODS) {
  const key = normalizeIngredientName(food.name);
  const list = BY_FIRST_WORD.get(firstWord(key)) ?? [];
  list.push({ food, key });
  BY_FIRST_WORD.set(firstWord(key), list);
}
for (const list of BY_FIRST_WORD.values()) list.sort((a, b) => b.key.length - a.key.length);

/** The food a name written by a person means ("Blancs de poulet fermier" → poulet), or null when the chef does not know it. */
export function foodOf(name: string): Food | null {
  return found(name);
}

const found = keptAnswers((name: string): Food | null => {
  const normalized = normalizeIngredientName(name);
  return lookUp(normalized) ?? lookUp(normalized.replace(PORTION, ''));
}, 5_000);

function lookUp(normalized: string): Food | null {
  if (!normalized) return null;
  for (const entry of BY_FIRST_WORD.get(firstWord(normalized)) ?? []) {
    if (entry.key === normalized || (isHeadOf(entry.key, normalized) && !cutsCompound(entry.key, normalized))) return entry.food;
  }
  return null;
}

/** Grams of the bunch a fresh herb is sold by (« persil » : 20), or null for a food not sold by the bunch. */
export function bunchGrams(name: string): number | null {
  const food = foodOf(name);
  return food?.kind === 'herbe' ? food.piece : null;
}

/** Grams of one piece of the food a name means ("courgettes": 200), or null when the chef does not know it. */
export function pieceGrams(name: string): number | null {
  return foodOf(name)?.piece ?? null;
}

/**
 * What one counted piece of the food is in a recipe's lines, and how many of them a piece the
 * fridge counts holds (Food.pieceUnit): « Jambon ×4 » holds 4 tranches, « Céleri ×1 » ten branches;
 * null for a food counted by its own name.
 */
export function pieceUnitOf(name: string): { unit: PieceUnit; each: number } | null {
  const food = foodOf(name);
  return food?.pieceUnit ? { unit: food.pieceUnit, each: food.pieceUnitsEach ?? 1 } : null;
}
