import { clean, readableAmount, toBaseUnit } from './convert';
import { normalizeIngredientName } from './names';
import type { ParsedIngredient } from './parse-ingredient';
import { isMassUnit, isVolumeUnit, type Unit } from './units';

// A scaled recipe must read like one a cook wrote: "350 g de cerises", "50 g de sucre",
// "7 g de beurre", not 333, 53,33 or 6,67 (and the shopping list copies these lines).

// Things nobody halves: half a pinch, half a bay leaf or a sprig cannot be measured.
const WHOLE_UNITS: ReadonlySet<Unit> = new Set<Unit>(['pincée', 'feuille', 'brin', 'branche', 'bâton', 'goutte', 'zeste']);
// Things bought whole: half a can or half a pack is a leftover, so the next whole one is bought.
const BOUGHT_WHOLE: ReadonlySet<Unit> = new Set<Unit>(['boîte', 'sachet', 'paquet', 'pot', 'rouleau', 'cube']);
// Eggs are counted whole ("jaunes d'œufs" and "blancs d'œufs" too); quail eggs as well; ice cubes.
const EGG = /^(?:(?:jaune|blanc) d')?oeuf\b|^glacon\b/u;
// Counted things sold whole: a pastry sheet, a tortilla, a yoghurt.
const WHOLE_PIECE = /^(?:pate (?:brisee|feuilletee|sablee|a pizza)|rouleau|tortilla|wrap|feuille de brick|galette|yaourt|petit suisse|sachet|cube|boite|pot)\b/u;
// From this many pieces on, a half does not matter any more.
const MANY_PIECES = 10;

/**
 * Rounds an amount the way a cook writes it:
 * - g and ml (mg when written in mg): the numbers a cook writes (see roundMetric), up to the next
 *   one when `buying` (a shopping list is never short). The unit is then the readable one (350 ml →
 *   35 cl, 1 330 g → 1,3 kg).
 * - Spoons: by halves, at least ½; less than a tablespoon becomes teaspoons (⅓ càs → 1 càc).
 *   Cups: by quarters, at least ¼.
 * - Pinches, leaves, sprigs, eggs, ice cubes, and ten pieces or more: whole, at least 1, to the nearest.
 * - Cans, packs, pots, pastry sheets, tortillas, yoghurts: whole, up to the next one.
 * - Other pieces (unité, gousse…): up to the next half up to one piece (« ½ citron »), whole ones
 *   beyond, to the nearest (« 3 courgettes », never « 2,5 courgettes » nor « 1,5 gousse d'ail », as
 *   the composing chef counts them); up to the next whole one when `buying`.
 */
export function roundForCook(p: ParsedIngredient, { buying = false }: { buying?: boolean } = {}): ParsedIngredient {
  const { quantity, unit } = p;
  if (!(quantity > 0)) return p;
  if (unit === 'mg') return { ...p, ...readableAmount(roundMetric(quantity, 'mass', buying) / 1000, 'mass', ['mg']) };
  if (isMassUnit(unit) || (isVolumeUnit(unit) && !isSpoonOrCup(unit))) {
    const base = toBaseUnit(quantity, unit);
    return { ...p, ...readableAmount(roundMetric(base.quantity, base.family === 'volume' ? 'volume' : 'mass', buying), base.family, [unit]) };
  }
  if (unit === 'càs' && quantity < 1 - 1e-9) return { ...p, unit: 'càc', quantity: nearest(quantity * 3, 0.5, 0.5) };
  if (unit === 'càs' || unit === 'càc') return { ...p, quantity: nearest(quantity, 0.5, 0.5) };
  if (unit === 'tasse') return { ...p, quantity: nearest(quantity, 0.25, 0.25) };
  if (WHOLE_UNITS.has(unit) || (unit === 'unité' && EGG.test(normalizeIngredientName(p.name))) || quantity >= MANY_PIECES) {
    return { ...p, quantity: nearest(quantity, 1, 1) };
  }
  if (BOUGHT_WHOLE.has(unit) || (unit === 'unité' && WHOLE_PIECE.test(normalizeIngredientName(p.name)))) {
    return { ...p, quantity: Math.max(1, Math.ceil(quantity - 1e-9)) };
  }
  // A shop sells whole pieces: half a cucumber for the week is one to buy.
  if (buying) return { ...p, quantity: Math.max(1, Math.ceil(quantity - 1e-9)) };
  // Beyond one piece a cook counts whole ones; a half is a portion only below.
  if (quantity > 1 + 1e-9) return { ...p, quantity: nearest(quantity, 1, 1) };
  // The small tolerance keeps 3 × 1/3 = 1.0000000000000002 from climbing past 1.
  return { ...p, quantity: Math.max(0.5, Math.ceil(quantity * 2 - 1e-9) / 2) };
}

/**
 * Grams, millilitres or milligrams as a cook writes them, by size: from 1 000 to the nearest 100
 * (quarters such as 1 250 stay); from 200 to the nearest 50 ("300 g de poulet", "25 cl de lait",
 * never 310 g nor 22,5 cl); from 50 to the nearest 10 ("80 g d'emmental", "12 cl de crème"), a
 * weighed quarter staying (75 g, 125 g of butter, never "12,5 cl"); from 10 to the nearest 5; from 5
 * to the nearest 1; below, to the nearest half, at least ½. From 50 on, an amount moves by an eighth
 * at most, so a portion stays honest. `up` rounds up to the step instead: what is bought is never short.
 */
export function roundMetric(value: number, family: 'mass' | 'volume' = 'mass', up = false): number {
  if (isMultipleOf(value, 250)) return clean(value);
  const step = value >= 1000 ? 100 : metricStep(value, family);
  return up ? Math.max(0.5, clean(Math.ceil(value / step - 1e-9) * step)) : nearest(value, step, 0.5);
}

/** The step roundMetric rounds an amount below a kilo to. */
function metricStep(value: number, family: 'mass' | 'volume'): number {
  // Each bound is where the finer step already rounds up to it (195 → 200 by tens).
  if (value >= 195) return 50;
  if (value >= 47.5) return family === 'mass' && isMultipleOf(value, 25) ? 25 : 10;
  if (value >= 9.5) return 5;
  if (value >= 4.75) return 1;
  return 0.5;
}

function isSpoonOrCup(unit: Unit): boolean {
  return unit === 'càs' || unit === 'càc' || unit === 'tasse';
}

function nearest(value: number, step: number, minimum: number): number {
  // The tolerance rounds 2.4999999 (binary noise for 2,5) like 2,5.
  return Math.max(minimum, clean(Math.round(value / step + 1e-9) * step));
}

function isMultipleOf(value: number, step: number): boolean {
  return Math.abs(value / step - Math.round(value / step)) < 1e-6;
}
