import { isMassUnit, isVolumeUnit, parseIngredientLine, parseUnit, toBaseUnit, type ParsedIngredient, type Unit } from '#ingredients';
import { foodOf } from '../local-chef/compose/food-lookup';
import type { FridgeItem } from '../types';
import { FridgeMatcher } from './fridge-match';

// Whether a recipe asks for more of a fridge item than the fridge holds. Amounts are compared in
// grams: millilitres count as grams (milk, cream), pieces weigh what the food table says
// ("3 courgettes" ≈ 600 g). An amount that cannot be compared (a "botte" against grams) is not judged.

const SPOON_ML: Partial<Record<Unit, number>> = { càs: 15, càc: 5, tasse: 250 };
// Rounding of the lines (and a pinch of slack) must not read as over-stock.
const TOLERANCE = 1.02;

export function grams(amount: Pick<ParsedIngredient, 'quantity' | 'unit'>, pieceGrams: number | null): number | null {
  const { quantity, unit } = amount;
  if (isMassUnit(unit) || (isVolumeUnit(unit) && !(unit in SPOON_ML))) return toBaseUnit(quantity, unit).quantity;
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
  return grams({ quantity: item.quantity, unit: itemUnit(item) }, foodOf(item.name)?.piece ?? null);
}

/**
 * The fridge items a recipe's lines use more of than the household has, with what they ask and hold.
 * A line the cupboard answers ("eau", "huile") is the cupboard's, even beside an "Eau gazeuse" in the fridge.
 */
export function overStock(lines: readonly string[], fridge: readonly FridgeItem[], staples: readonly string[] = []): { item: FridgeItem; lines: string[] }[] {
  const matcher = new FridgeMatcher(fridge, staples);
  const used = new Map<FridgeItem, { total: number; sameUnit: number; lines: string[]; judged: boolean }>();
  for (const line of lines) {
    if (matcher.isStaple(line)) continue;
    const item = matcher.itemFor(line);
    if (!item) continue;
    const parsed = countedAsPieces(parseIngredientLine(line), item);
    const entry = used.get(item) ?? { total: 0, sameUnit: 0, lines: [], judged: true };
    entry.lines.push(line);
    if (parsed.unit === itemUnit(item)) entry.sameUnit += parsed.quantity;
    const piece = foodOf(item.name)?.piece ?? foodOf(parsed.name)?.piece ?? null;
    const asked = grams(parsed, piece);
    if (asked === null) entry.judged = false;
    else entry.total += asked;
    used.set(item, entry);
  }
  const out: { item: FridgeItem; lines: string[] }[] = [];
  for (const [item, entry] of used) {
    const sameUnitOnly = entry.lines.every((line) => countedAsPieces(parseIngredientLine(line), item).unit === itemUnit(item));
    if (sameUnitOnly) {
      if (entry.sameUnit > item.quantity * TOLERANCE + 1e-9) out.push({ item, lines: entry.lines });
      continue;
    }
    const held = heldGrams(item);
    if (entry.judged && held !== null && entry.total > held * TOLERANCE + 1e-9) out.push({ item, lines: entry.lines });
  }
  return out;
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
