// The closed list of units an ingredient line can carry. It extends the form units of the spec
// (unité, g, kg, ml, l, càs, càc, pincée) with those recipes really use, so that "3 gousses d'ail"
// keeps its meaning instead of becoming "3 unité gousses d'ail".
// Measures: counted, weighed or poured amounts.
const MEASURE_UNITS = [
  'unité',
  'mg',
  'g',
  'kg',
  'livre',
  'ml',
  'cl',
  'dl',
  'l',
  'càc',
  'càs',
  'tasse',
  'pincée',
] as const;

// Containers and portions ("3 gousses d'ail"): units only when followed by "de"/"d'".
const CONTAINER_UNITS = [
  'gousse',
  'tranche',
  'boîte',
  'sachet',
  'botte',
  'bouquet',
  'feuille',
  'brin',
  'poignée',
  'filet',
  'zeste',
  'verre',
  'pot',
  'paquet',
  'morceau',
  'rouleau',
  'cube',
  'goutte',
  'tête',
  'branche',
  'bâton',
  // "3 bâtonnets de surimi": the sticks a pack of surimi holds.
  'bâtonnet',
  'carré',
  'bouteille',
  'louche',
  'bol',
  // What a shop sells butter, liquid cream and lardons in (pack-units.ts).
  'plaquette',
  'brique',
  'barquette',
] as const;

export const INGREDIENT_UNITS = [...MEASURE_UNITS, ...CONTAINER_UNITS] as const;

export type Unit = (typeof INGREDIENT_UNITS)[number];

export type MassUnit = 'mg' | 'g' | 'kg' | 'livre';
export type VolumeUnit = 'ml' | 'cl' | 'dl' | 'l' | 'càc' | 'càs' | 'tasse';

/** Units sharing a family convert into each other; any other unit is a family of its own. */
export type UnitFamily = 'mass' | 'volume' | 'count' | Exclude<Unit, MassUnit | VolumeUnit | 'unité'>;

/** Grams for mass units, millilitres for volume units. */
export const MASS_IN_GRAMS: Readonly<Record<MassUnit, number>> = {
  mg: 0.001,
  g: 1,
  kg: 1000,
  // The market's "livre" is 500 g, not the English pound.
  livre: 500,
};
export const VOLUME_IN_ML: Readonly<Record<VolumeUnit, number>> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  càc: 5,
  càs: 15,
  tasse: 250,
};

export function isUnit(value: string): value is Unit {
  return (INGREDIENT_UNITS as readonly string[]).includes(value);
}

export function isMassUnit(unit: Unit): unit is MassUnit {
  return unit in MASS_IN_GRAMS;
}

export function isVolumeUnit(unit: Unit): unit is VolumeUnit {
  return unit in VOLUME_IN_ML;
}

/** Spoons and cups: household measures people keep thinking in, unlike ml/cl/dl/l. */
export function isKitchenMeasure(unit: Unit): boolean {
  return unit === 'càs' || unit === 'càc' || unit === 'tasse';
}

export function unitFamily(unit: Unit): UnitFamily {
  if (isMassUnit(unit)) return 'mass';
  if (isVolumeUnit(unit)) return 'volume';
  if (unit === 'unité') return 'count';
  return unit;
}

// Symbols and abbreviations never take a plural mark ("2 kg", "3 càs").
const INVARIABLE: ReadonlySet<Unit> = new Set<Unit>(['unité', 'mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l', 'càc', 'càs']);
const IRREGULAR_PLURALS: Partial<Record<Unit, string>> = { morceau: 'morceaux', rouleau: 'rouleaux' };

/** The word to print after a quantity; French puts the plural from 2 on ("1,5 tasse", "2 tasses"). */
export function unitLabel(unit: Unit, quantity: number): string {
  if (unit === 'unité') return '';
  if (quantity < 2 || INVARIABLE.has(unit)) return unit;
  return IRREGULAR_PLURALS[unit] ?? `${unit}s`;
}

/**
 * How units are written in the wild. `abbreviation` aliases are symbols ("g", "càs") that only
 * make sense right after a number; word aliases can also open a line ("Pincée de sel").
 * `needsDe`: container nouns only act as a unit when followed by "de"/"d'" ("1 bouquet garni"
 * is an ingredient, "1 bouquet de persil" is a unit).
 */
interface UnitAlias {
  unit: Unit;
  pattern: RegExp;
  abbreviation: boolean;
  needsDe: boolean;
}

const SPOON = String.raw`(?:cuill?[eè]re?s?|cuiller[ée]es?|cuill?\.)`;

// 'word+de': a word that is a unit only before "de", like the container nouns.
const ALIAS_SOURCES: ReadonlyArray<[Unit, string, 'abbr' | 'word' | 'word+de']> = [
  ['mg', 'mg', 'abbr'],
  ['mg', 'milligrammes?', 'word'],
  ['g', String.raw`g|grs?\.?`, 'abbr'],
  ['g', 'grammes?', 'word'],
  ['kg', 'kgs?', 'abbr'],
  ['kg', 'kilo(?:gramme)?s?', 'word'],
  // Also a book: only "1 livre de cerises" is a weight.
  ['livre', 'livres?', 'word+de'],
  ['ml', 'ml', 'abbr'],
  ['ml', 'millilitres?', 'word'],
  ['cl', 'cl', 'abbr'],
  ['cl', 'centilitres?', 'word'],
  ['dl', 'dl', 'abbr'],
  ['dl', 'd[ée]cilitres?', 'word'],
  ['l', 'l', 'abbr'],
  ['l', 'litres?', 'word'],
  // "càs", "CàS", "c. à s.", "c.à.s", "cas", "cs", "c.s.", "c. à soupe", "tbsp"
  ['càs', String.raw`c\.?\s*[àa]\.?\s*s\.?|c\.?\s*s\.?|c\.?\s*[àa]\s*(?:soupe|table)|tbsp|tbs`, 'abbr'],
  ['càs', String.raw`${SPOON}\s*(?:[àa]\s+)?(?:soupe|table)`, 'word'],
  // "càc", "c. à c.", "cac", "cc", "c.c.", "c. à café", "tsp"
  ['càc', String.raw`c\.?\s*[àa]\.?\s*c\.?|c\.?\s*c\.?|c\.?\s*[àa]\s*(?:caf[ée]|th[ée])|tsp`, 'abbr'],
  ['càc', String.raw`${SPOON}\s*(?:[àa]\s+)?(?:caf[ée]|th[ée])`, 'word'],
  // A spoon without its size ("1 cuillère de miel") is the one a cook reaches for to serve: the
  // tablespoon. Only before "de", so that "cuillère à dessert" is not read as one.
  ['càs', SPOON, 'word+de'],
  ['tasse', 'tasses?', 'word'],
  ['pincée', 'pinc[ée]es?', 'word'],
  ['gousse', 'gousses?', 'word'],
  ['tranche', 'tranches?', 'word'],
  ['boîte', 'bo[iî]tes?', 'word'],
  ['sachet', 'sachets?', 'word'],
  ['botte', 'bottes?', 'word'],
  ['bouquet', 'bouquets?', 'word'],
  ['feuille', 'feuilles?', 'word'],
  // A "brindille" of thyme is what a cook calls a "brin": one unit, so that the two add up.
  ['brin', 'brins?|brindilles?', 'word'],
  ['poignée', 'poign[ée]es?', 'word'],
  ['filet', 'filets?', 'word'],
  ['zeste', 'zestes?', 'word'],
  ['verre', 'verres?', 'word'],
  ['pot', 'pots?', 'word'],
  ['paquet', 'paquets?', 'word'],
  ['morceau', 'morceaux?', 'word'],
  ['rouleau', 'rouleaux?', 'word'],
  ['cube', 'cubes?', 'word'],
  ['goutte', 'gouttes?', 'word'],
  ['tête', 't[êe]tes?', 'word'],
  ['branche', 'branches?', 'word'],
  ['bâton', 'b[âa]tons?', 'word'],
  ['bâtonnet', 'b[âa]tonnets?', 'word'],
  ['carré', 'carr[ée]s?', 'word'],
  ['bouteille', 'bouteilles?', 'word'],
  ['louche', 'louches?', 'word'],
  ['bol', 'bols?', 'word'],
  ['plaquette', 'plaquettes?', 'word'],
  ['brique', 'briques?', 'word'],
  ['barquette', 'barquettes?', 'word'],
];

const NEEDS_DE: ReadonlySet<Unit> = new Set<Unit>(CONTAINER_UNITS);

// A unit ends where a word would: "g" must not match the start of "gros", nor "l" of "l'eau".
const ALIASES: readonly UnitAlias[] = ALIAS_SOURCES.map(([unit, source, kind]) => ({
  unit,
  // An abbreviation may carry its own full stop ("200 g. de farine", "1 l. de lait").
  pattern: new RegExp(`^(?:${source})\\.?(?![\\p{L}\\p{N}'])`, 'iu'),
  abbreviation: kind === 'abbr',
  needsDe: kind === 'word+de' || NEEDS_DE.has(unit),
}));

export function unitNeedsDe(unit: Unit): boolean {
  return NEEDS_DE.has(unit);
}

export interface UnitMatch {
  unit: Unit;
  /** The text as written, e.g. "cuillères à soupe". */
  text: string;
  abbreviation: boolean;
  /** Read as a unit only when "de"/"d'" follows ("1 bouquet de persil", not "1 bouquet garni"). */
  needsDe: boolean;
}

/** The longest unit alias at the very start of `text`, if any. */
export function matchUnitAtStart(text: string): UnitMatch | null {
  let best: UnitMatch | null = null;
  for (const alias of ALIASES) {
    const found = alias.pattern.exec(text);
    if (found && (!best || found[0].length > best.text.length)) {
      best = { unit: alias.unit, text: found[0], abbreviation: alias.abbreviation, needsDe: alias.needsDe };
    }
  }
  return best;
}

/** A unit typed on its own (a form field, an API value): "CàS" → 'càs', "grammes" → 'g'. */
export function parseUnit(text: string): Unit | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  if (/^unit[ée]s?$/i.test(trimmed)) return 'unité';
  const found = matchUnitAtStart(trimmed);
  return found && found.text.length === trimmed.length ? found.unit : null;
}
