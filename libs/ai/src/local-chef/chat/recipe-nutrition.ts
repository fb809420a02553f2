import { normalizeIngredientName, parseIngredientLine, type ParsedIngredient } from '#ingredients';
import { grams as fridgeGrams } from '../../generation/fridge-stock';
import { foodOf } from '../compose/food-lookup';
import { MASS_G } from '../knowledge/conversions';
import { FRYING_ABSORBED, FRYING_BATH_G, NEGLIGIBLE_FOODS, NEGLIGIBLE_UNITS, NUTRITION_FACTS, UNCOUNTED_LIMIT } from '../knowledge/nutrition';
import { spoonWeightsOf } from './answer-conversion';
import { hasPhrase, phrases, toWords } from './text-match';

// What a portion of a recipe holds, counted from its own lines: the chat's « combien de calories
// par part ? » and « combien de sucre par part ? » after a recipe it gave (answer-nutrition.ts).

export type Nutrient = 'protein' | 'carbs' | 'sugar' | 'fat' | 'fibre';

/** Sugar as a line's food or a question's word. */
export const SUGAR_WORDS = phrases(['sucre', 'sucres']);

export type Estimate = Record<'kcal' | Nutrient, number> & { uncounted: string[] };

const NEGLIGIBLE = new Set(NEGLIGIBLE_FOODS.map(normalizeIngredientName));
const FACTS_BY_NAME = new Map(NUTRITION_FACTS.flatMap((facts) => facts.names.map((name) => [normalizeIngredientName(name), facts] as const)));

/**
 * A portion of a recipe counted from its own lines (knowledge/nutrition.ts, NEGLIGIBLE_UNITS): each
 * line's food is the food table's (« beurre doux » is beurre, « lait de coco » is not lait), or its
 * name as written. Undefined when more than UNCOUNTED_LIMIT of the weight, or of the lines, is unknown.
 */
export function recipeEstimate(ingredients: readonly string[], servings: number): Estimate | undefined {
  const total: Estimate = { kcal: 0, protein: 0, carbs: 0, sugar: 0, fat: 0, fibre: 0, uncounted: [] };
  let weighed = 0;
  let unknownWeight = 0;
  let counted = 0;
  for (const line of ingredients) {
    const parsed = parseIngredientLine(line);
    if (!parsed.name || !(parsed.quantity > 0) || NEGLIGIBLE_UNITS.includes(parsed.unit) || NEGLIGIBLE.has(normalizeIngredientName(parsed.name))) continue;
    const food = foodOf(parsed.name);
    const facts = FACTS_BY_NAME.get(normalizeIngredientName(food?.name ?? parsed.name)) ?? FACTS_BY_NAME.get(normalizeIngredientName(parsed.name));
    const grams = gramsOf(parsed);
    const weight = facts?.id === 'huile' && grams !== undefined && grams > FRYING_BATH_G ? grams * FRYING_ABSORBED : grams;
    if (weight !== undefined && !facts) unknownWeight += weight;
    if (weight !== undefined) weighed += weight;
    if (weight === undefined || !facts) {
      total.uncounted.push(line);
      continue;
    }
    counted++;
    const per100 = facts.rows[0]!;
    for (const key of ['kcal', 'protein', 'carbs', 'sugar', 'fat', 'fibre'] as const) total[key] += (per100[key] * weight) / 100;
  }
  if (counted === 0 || unknownWeight > weighed * UNCOUNTED_LIMIT || total.uncounted.length > (counted + total.uncounted.length) * UNCOUNTED_LIMIT) return undefined;
  for (const key of ['kcal', 'protein', 'carbs', 'sugar', 'fat', 'fibre'] as const) total[key] /= servings;
  return total;
}

/** Calories as an estimate says them: to the nearest ten. */
export const roundKcal = (kcal: number) => Math.round(kcal / 10) * 10;

/** The sugar lines of a recipe ("25 g de sucre", "2 càs de sucre") and what they weigh together. */
export function addedSugar(ingredients: readonly string[]): { lines: string[]; grams: number } | undefined {
  const sugars = ingredients
    .map((line) => ({ line, parsed: parseIngredientLine(line) }))
    .filter(({ parsed }) => SUGAR_WORDS.some((w) => hasPhrase(toWords(parsed.name), w)))
    .map(({ line, parsed }) => ({ line, grams: gramsOf(parsed) }))
    .filter((s): s is { line: string; grams: number } => s.grams !== undefined);
  const grams = sugars.reduce((sum, s) => sum + s.grams, 0);
  return grams > 0 ? { lines: sugars.map((s) => s.line), grams } : undefined;
}

/**
 * A line's weight in grams: its mass, its spoons of a food whose spoon weight is known
 * (knowledge/conversions.ts), or else as the fridge counts it (millilitres as grams, pieces by the
 * food table, « 3 branches de céleri » as a share of the head). Spoons of an unknown food stay unknown.
 */
function gramsOf(parsed: ParsedIngredient): number | undefined {
  const { quantity, unit, name } = parsed;
  if (unit in MASS_G) return quantity * MASS_G[unit];
  if (unit === 'càs' || unit === 'càc' || unit === 'tasse') {
    const spoon = spoonWeightsOf(name);
    return spoon ? quantity * spoon[unit] : undefined;
  }
  const food = foodOf(name);
  if (food && unit === food.pieceUnit) return (quantity * food.piece) / (food.pieceUnitsEach ?? 1);
  return fridgeGrams(parsed, food?.piece ?? null) ?? undefined;
}
