import {
  MASS_IN_GRAMS,
  VOLUME_IN_ML,
  isKitchenMeasure,
  isMassUnit,
  isVolumeUnit,
  unitFamily,
  type Unit,
  type UnitFamily,
  type VolumeUnit,
} from './units';

export interface Amount {
  quantity: number;
  unit: Unit;
}

export interface BaseAmount {
  /** Grams for mass, millilitres for volume, the unit itself otherwise. */
  quantity: number;
  family: UnitFamily;
}

export function toBaseUnit(quantity: number, unit: Unit): BaseAmount {
  if (isMassUnit(unit)) return { quantity: clean(quantity * MASS_IN_GRAMS[unit]), family: 'mass' };
  if (isVolumeUnit(unit)) return { quantity: clean(quantity * VOLUME_IN_ML[unit]), family: 'volume' };
  return { quantity, family: unitFamily(unit) };
}

export function areCompatible(a: Unit, b: Unit): boolean {
  return unitFamily(a) === unitFamily(b);
}

/**
 * Adds amounts of one ingredient into a single amount in the most readable unit of their family
 * (200 g + 0,5 kg → 700 g; 1 l + 50 cl → 1,5 l; 2 càs + 1 càc → 7 càc). Null when the list is
 * empty or mixes families (g and unité, gousse and tête): such amounts stay separate lines.
 */
export function mergeQuantities(items: readonly Amount[]): Amount | null {
  if (items.length === 0) return null;
  const family = unitFamily(items[0].unit);
  if (items.some((item) => unitFamily(item.unit) !== family)) return null;
  const total = items.reduce((sum, item) => sum + toBaseUnit(item.quantity, item.unit).quantity, 0);
  return readableAmount(clean(total), family, items.map((item) => item.unit));
}

/**
 * Expresses a base quantity (g, ml, or the unit itself) in the unit a cook would write, taking
 * the units it came from into account.
 */
export function readableAmount(base: number, family: UnitFamily, from: readonly Unit[]): Amount {
  if (family === 'mass') return readableMass(base, from);
  if (family === 'volume') return readableVolume(base, from);
  return { quantity: base, unit: family === 'count' ? 'unité' : family };
}

// Grams up to a kilo; milligrams only for amounts written in milligrams (saffron, additives).
function readableMass(grams: number, from: readonly Unit[]): Amount {
  if (grams >= 1000) return { quantity: clean(grams / 1000), unit: 'kg' };
  if (from.every((unit) => unit === 'mg') && grams < 1) return { quantity: clean(grams * 1000), unit: 'mg' };
  return { quantity: grams, unit: 'g' };
}

const KITCHEN_ORDER: readonly VolumeUnit[] = ['tasse', 'càs', 'càc'];
const METRIC_ORDER: readonly VolumeUnit[] = ['dl', 'cl', 'ml'];

function readableVolume(ml: number, from: readonly Unit[]): Amount {
  // Spoons stay spoons: "7 càc" helps in a kitchen, "35 ml" does not.
  if (from.every(isKitchenMeasure)) {
    const largest = Math.min(...from.map((unit) => KITCHEN_ORDER.indexOf(unit as VolumeUnit)));
    const candidates = KITCHEN_ORDER.slice(largest);
    for (const unit of candidates) {
      const value = ml / VOLUME_IN_ML[unit];
      if (value >= 1 && isMultipleOf(value, 0.25)) return { quantity: clean(value), unit };
    }
    return { quantity: clean(ml / VOLUME_IN_ML.càc), unit: 'càc' };
  }
  if (ml >= 1000) return { quantity: clean(ml / 1000), unit: 'l' };
  // Below a litre, keep the largest unit the recipe used (dl for Swiss recipes, cl for French
  // ones; litres become cl) if it needs at most one decimal, else a smaller one that does.
  const used: Unit[] = from.map((unit) => (unit === 'l' ? 'cl' : unit));
  const start = METRIC_ORDER.findIndex((unit) => used.includes(unit));
  const candidates = METRIC_ORDER.slice(start === -1 ? METRIC_ORDER.length - 1 : start);
  // One decimal reads well in dl ("1,3 dl") and for a few cl ("7,5 cl"), not in tens of cl: "375 ml", not "37,5 cl".
  const reads = (unit: VolumeUnit) => {
    const value = ml / VOLUME_IN_ML[unit];
    return unit === 'cl' && value >= 10 ? isMultipleOf(value, 1) : isMultipleOf(value, 0.1);
  };
  const tidy = candidates.find(reads) ?? candidates[0];
  return { quantity: clean(ml / VOLUME_IN_ML[tidy]), unit: tidy };
}

function isMultipleOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** Removes binary noise (0.1 + 0.2) without hiding real precision. */
export function clean(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
