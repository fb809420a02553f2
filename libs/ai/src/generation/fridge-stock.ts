import { isMassUnit, isSaleUnit, isVolumeUnit, parseIngredientLine, parseUnit, soldAs, toBaseUnit, type ParsedIngredient, type Unit } from '#ingredients';
import { foodOf } from '../local-chef/compose/food-lookup';
import { spoonGrams, type Food } from '../local-chef/compose/foods';
import type { FridgeItem } from '../types';
import { FridgeMatcher } from './fridge-match';

// Whether a recipe asks for more of a fridge item than the fridge holds. Amounts are compared in
// grams: millilitres count as grams (milk, cream), pieces weigh what the food table says
// ("3 courgettes" ≈ 600 g), the unit a shop sells a food in what it holds ("1 plaquette de beurre"
// = 250 g, pack-units.ts). An amount that cannot be compared (a "botte" against grams) is not judged.

const SPOON_ML: Partial<Record<Unit, number>> = { càs: 15, càc: 5, tasse: 250 };
// Rounding of the lines (and a pinch of slack) must not read as over-stock.
const TOLERANCE = 1.02;

/**
 * Grams of an amount; a spoon of a powder weighs its own spoon (Food.spoon: `food`), any other a
 * spoon of water; a food's sale unit what it holds (`name`: « beurre » in plaquettes).
 */
export function grams(
  amount: Pick<ParsedIngredient, 'quantity' | 'unit'> & { name?: string },
  pieceGrams: number | null,
  food?: Pick<Food, 'spoon'> | null,
): number | null {
  const { quantity, unit } = amount;
  if (isMassUnit(unit) || (isVolumeUnit(unit) && !(unit in SPOON_ML))) return toBaseUnit(quantity, unit).quantity;
  // Only a line in a sale unit looks its food up: this runs for every line of every dish the chef
  // weighs, and the look-up (a name against the table's terms) doubled the week planner's time.
  const sold = amount.name && isSaleUnit(unit) ? soldAs(amount.name) : null;
  if (sold?.by === 'unit' && sold.unit === unit) return quantity * sold.holds;
  const powder = spoonGrams(food, unit);
  if (powder !== undefined) return quantity * powder;
  if (unit in SPOON_ML) return quantity * SPOON_ML[unit]!;
  if (unit === 'unité' && pieceGrams) return quantity * pieceGrams;
  return null;
}

/**
 * The unit a fridge item is counted in: a family that types « pièce », « Unités » or nothing at all
 * (« Lentilles ×1 ») counts pieces, as the form's 'unité' does.
 */
export function itemUnit(item: FridgeItem): Unit {
  return parseUnit(item.unit) ?? 'unité';
}

/** What a fridge item holds, in grams (millilitres as grams, pieces by the food table); null when unknown. */
export function heldGrams(item: FridgeItem): number | null {
  const food = foodOf(item.name);
  return grams({ quantity: item.quantity, unit: itemUnit(item), name: item.name }, food?.piece ?? null, food);
}

interface Usage {
  lines: string[];
  /** Summed in grams (millilitres as grams, pieces by the food table). */
  total: number;
  /** Summed in the item's own unit, for the lines written in it. */
  sameUnit: number;
  /** Every line could be counted in grams. */
  judged: boolean;
  /** Every line is written in the item's unit (its pieces counted as such). */
  sameUnitOnly: boolean;
}

/** What each fridge item's lines ask, the cupboard's lines left out (overStock, fridgeUse). */
function usage(lines: readonly string[], fridge: readonly FridgeItem[], staples: readonly string[]): Map<FridgeItem, Usage> {
  const matcher = new FridgeMatcher(fridge, staples);
  const used = new Map<FridgeItem, Usage>();
  for (const line of lines) {
    if (matcher.isStaple(line)) continue;
    const item = matcher.itemFor(line);
    if (!item) continue;
    const parsed = countedAsPieces(parseIngredientLine(line), item);
    const entry = used.get(item) ?? { total: 0, sameUnit: 0, lines: [], judged: true, sameUnitOnly: true };
    entry.lines.push(line);
    if (parsed.unit === itemUnit(item)) entry.sameUnit += parsed.quantity;
    else entry.sameUnitOnly = false;
    const piece = foodOf(item.name)?.piece ?? foodOf(parsed.name)?.piece ?? null;
    const asked = grams(parsed, piece, foodOf(item.name) ?? foodOf(parsed.name));
    if (asked === null) entry.judged = false;
    else entry.total += asked;
    used.set(item, entry);
  }
  return used;
}

/**
 * The fridge items a recipe's lines use more of than the household has, with what they ask and hold.
 * A line the cupboard answers ("eau", "huile") is the cupboard's, even beside an "Eau gazeuse" in the fridge.
 */
export function overStock(lines: readonly string[], fridge: readonly FridgeItem[], staples: readonly string[] = []): { item: FridgeItem; lines: string[] }[] {
  const out: { item: FridgeItem; lines: string[] }[] = [];
  for (const [item, entry] of usage(lines, fridge, staples)) {
    if (entry.sameUnitOnly) {
      if (entry.sameUnit > item.quantity * TOLERANCE + 1e-9) out.push({ item, lines: entry.lines });
      continue;
    }
    const held = heldGrams(item);
    if (entry.judged && held !== null && entry.total > held * TOLERANCE + 1e-9) out.push({ item, lines: entry.lines });
  }
  return out;
}

export interface FridgeUse<T extends FridgeItem = FridgeItem> {
  item: T;
  lines: string[];
  /** How much of the item the lines take, in the item's unit; null when their amounts cannot be compared with it. */
  quantity: number | null;
}

/**
 * What a cooked recipe takes from each fridge item, matched and converted as overStock judges it:
 * "300 g de poulet" takes 300 of "Blancs de poulet 600 g", "1 oignon" 100 of "Oignons 500 g".
 */
export function fridgeUse<T extends FridgeItem>(lines: readonly string[], fridge: readonly T[], staples: readonly string[] = []): FridgeUse<T>[] {
  return [...usage(lines, fridge, staples)].map(([item, entry]) => {
    if (entry.sameUnitOnly) return { item: item as T, lines: entry.lines, quantity: entry.sameUnit };
    const held = heldGrams(item);
    // The share of what the item holds, in its own unit: 300 g of a 600 g item is half its quantity.
    const quantity = entry.judged && held ? (entry.total / held) * item.quantity : null;
    return { item: item as T, lines: entry.lines, quantity };
  });
}

/**
 * "2 gousses d'ail" against a fridge's "Ail ×3": the food's pieces (Food.pieceUnit) are what the
 * fridge counts, or a part of it ("3 branches de céleri" are 0.3 of a "Céleri branche ×1").
 */
function countedAsPieces(parsed: ParsedIngredient, item: FridgeItem): ParsedIngredient {
  const food = foodOf(item.name);
  if (itemUnit(item) !== 'unité' || parsed.unit === 'unité' || !food || parsed.unit !== food.pieceUnit) return parsed;
  return { ...parsed, unit: 'unité', quantity: parsed.quantity / (food.pieceUnitsEach ?? 1) };
}
