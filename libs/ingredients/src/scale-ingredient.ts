import { clean, readableAmount, toBaseUnit } from './convert';
import { formatQuantity } from './format';
import type { ParsedIngredient } from './parse-ingredient';
import { roundForCook } from './round-for-cook';
import { isKitchenMeasure, isMassUnit, isVolumeUnit } from './units';

const RANGE_NOTE = /^(\d+(?:[.,]\d+)?)(\s*(?:[-–—]|à|a|ou)\s*)(\d+(?:[.,]\d+)?)/iu;

/**
 * Adapts an ingredient to another number of servings (factor = wanted / original servings).
 * - Metric mass and volume: exact, re-expressed in a readable unit (1 kg × 1,5 → 1,5 kg;
 *   1 l × ⅓ → 33 cl), whole numbers from 10 up and at most two decimals below.
 * - Spoons and cups: nearest quarter, at least ¼; nobody measures 0,33 càs.
 * - Everything counted (unité, gousse, boîte, pincée…): rounded UP to the next half, so that a
 *   scaled recipe never runs short (1,2 œuf → 1,5; 3 œufs × ⅔ → 2).
 * A range in the note ("2 à 3") is scaled too; other notes ("400 g" on a boîte) stay as they are.
 * This keeps the precision for sums; what a person reads goes through scaleForCook.
 */
export function scaleIngredient(p: ParsedIngredient, factor: number): ParsedIngredient {
  assertFactor(factor);
  const scaled: ParsedIngredient = { ...p, ...scaleAmount(p, factor) };
  if (p.note) scaled.note = scaleRangeNote(p.note, factor);
  return scaled;
}

/**
 * scaleIngredient for what people read (recipes, shopping lists, the planner): the exact amount for
 * `factor`, rounded the way a cook writes it (roundForCook): 500 g × ⅔ → 350 g, not 333 g; 10 g × ⅔
 * → 7 g, not 6,67 g; 2 œufs × 0,6 → 1 œuf. At factor 1 the line stays as its author wrote it.
 */
export function scaleForCook(p: ParsedIngredient, factor: number): ParsedIngredient {
  assertFactor(factor);
  if (factor === 1) return { ...p };
  const scaled = roundForCook({ ...p, quantity: p.quantity * factor });
  if (p.note) scaled.note = scaleRangeNote(p.note, factor);
  return scaled;
}

function assertFactor(factor: number): void {
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new RangeError(`Scale factor must be a positive number, got ${factor}`);
  }
}

function scaleAmount(p: ParsedIngredient, factor: number): Pick<ParsedIngredient, 'quantity' | 'unit'> {
  const raw = p.quantity * factor;
  if (isKitchenMeasure(p.unit)) return { quantity: Math.max(0.25, roundTo(raw, 0.25)), unit: p.unit };
  if (isMassUnit(p.unit) || isVolumeUnit(p.unit)) {
    const base = toBaseUnit(raw, p.unit);
    const readable = readableAmount(base.quantity, base.family, [p.unit]);
    const quantity = readable.quantity >= 10 ? Math.round(readable.quantity) : clean(roundTo(readable.quantity, 0.01));
    return { quantity, unit: readable.unit };
  }
  // The small tolerance keeps 3 × 2/3 = 2.0000000000000004 from climbing to 2,5.
  return { quantity: Math.max(0.5, Math.ceil(raw * 2 - 1e-9) / 2), unit: p.unit };
}

function roundTo(value: number, step: number): number {
  return clean(Math.round(value / step) * step);
}

function scaleRangeNote(note: string, factor: number): string {
  const range = RANGE_NOTE.exec(note);
  if (!range) return note;
  const scale = (text: string) => formatQuantity(Number(text.replace(',', '.')) * factor);
  return `${scale(range[1])}${range[2]}${scale(range[3])}${note.slice(range[0].length)}`;
}
