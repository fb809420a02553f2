import { formatAmount, formatQuantity, parseIngredientLine, parseUnit, type Unit } from '#ingredients';
import { ITEM_WEIGHTS, MASS_G, SPOON_WEIGHTS, THERMOSTAT_STEP_C, VOLUME_ML, type SpoonWeights } from '../knowledge/conversions';
import type { ChefQuestion } from './chef-question';
import { bestNamed, phrases, toWords } from './text-match';

const WEIGHT_NAMES = new Map<SpoonWeights, string[][]>(SPOON_WEIGHTS.map((s) => [s, phrases(s.names)]));

type Target = 'g' | 'kg' | 'mg' | 'ml' | 'cl' | 'dl' | 'l' | 'càs' | 'càc' | 'tasse' | 'verre';

const UNIT_WORDS: Record<Target, [string, string]> = {
  mg: ['mg', 'mg'],
  g: ['g', 'g'],
  kg: ['kg', 'kg'],
  ml: ['ml', 'ml'],
  cl: ['cl', 'cl'],
  dl: ['dl', 'dl'],
  l: ['l', 'l'],
  càs: ['cuillère à soupe', 'cuillères à soupe'],
  càc: ['cuillère à café', 'cuillères à café'],
  tasse: ['tasse', 'tasses'],
  verre: ['verre', 'verres'],
};

const amount = (quantity: number, unit: Target) => `${formatQuantity(quantity)} ${UNIT_WORDS[unit][quantity >= 2 ? 1 : 0]}`;

const ITEM_NAMES = new Map(ITEM_WEIGHTS.map((item) => [item, phrases(item.names)]));

export function answerConversion(question: ChefQuestion): string | null {
  return temperature(question.folded) ?? measure(question) ?? pieceWeight(question) ?? null;
}

// "Combien pèse un œuf ?": no unit to convert, but a piece people weigh in their head.
function pieceWeight(question: ChefQuestion): string | null {
  if (!/pese|poids|combien de g|en g|grammes?/.test(question.folded)) return null;
  return bestNamed(question.words, ITEM_WEIGHTS, (item) => ITEM_NAMES.get(item) ?? [])?.answer ?? null;
}

export const CONVERSION_HELP = [
  'Quelques repères pour convertir :',
  '• 1 cuillère à soupe (càs) = 15 ml, 1 cuillère à café (càc) = 5 ml, 1 tasse = 250 ml ;',
  '• 1 càs de farine ≈ 10 g, de sucre ≈ 15 g, de beurre ≈ 15 g, d\'huile ≈ 13 g ;',
  '• 1 l = 10 dl = 100 cl = 1000 ml, 1 kg = 1000 g ;',
  '• thermostat × 30 = °C (thermostat 6 = 180 °C), °F = °C × 9/5 + 32.',
  'Donnez-moi une quantité précise, par exemple « 3 càs de sucre en grammes ».',
].join('\n');

// ---- Temperatures: °C, °F and the thermostat of French ovens.

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const THERMOSTAT = new RegExp(String.raw`\b(?:th|thermostat)\.?\s*${NUMBER}`);
const FAHRENHEIT = new RegExp(String.raw`${NUMBER}\s*(?:°\s*f\b|degres?\s+f(?:ahrenheit)?\b|f\b|fahrenheit)`);
const CELSIUS = new RegExp(String.raw`${NUMBER}\s*(?:°\s*c?|degres?(?:\s+c(?:elsius)?\b)?|c\b|celsius)`);

function temperature(folded: string): string | null {
  const num = (text: string) => Number(text.replace(',', '.'));
  const thermostat = THERMOSTAT.exec(folded);
  if (thermostat) {
    const n = num(thermostat[1]);
    const c = Math.round(n * THERMOSTAT_STEP_C);
    return `Thermostat ${formatQuantity(n)} = environ ${c} °C (${toFahrenheit(c)} °F). Repère : thermostat × 30 = °C.`;
  }
  const f = FAHRENHEIT.exec(folded);
  if (f) {
    const c = roundTo5(((num(f[1]) - 32) * 5) / 9);
    return `${formatQuantity(num(f[1]))} °F = environ ${c} °C (${thermostatFor(c)}).`;
  }
  const c = CELSIUS.exec(folded);
  if (c && (/fahrenheit|°\s*f\b|thermostat|\bth\b|convert|degre|combien|correspond|equivaut/.test(folded) || /°/.test(folded))) {
    const celsius = num(c[1]);
    return `${formatQuantity(celsius)} °C = ${toFahrenheit(celsius)} °F, soit ${thermostatFor(celsius)}.`;
  }
  return null;
}

function toFahrenheit(c: number): number {
  return Math.round((c * 9) / 5 + 32);
}

function roundTo5(value: number): number {
  return Math.round(value / 5) * 5;
}

function thermostatFor(c: number): string {
  const exact = c / THERMOSTAT_STEP_C;
  const low = Math.floor(exact);
  if (Math.abs(exact - Math.round(exact)) < 0.2) return `thermostat ${Math.round(exact)}`;
  return `entre thermostat ${low} et ${low + 1}`;
}

// ---- Quantities: units of one family convert exactly; spoons and grams go through the food's weight.

const SOURCE = /(?:\d+(?:[.,]\d+)?|½|¼|¾|\b(?:une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|demi)\b)\s*-?\s*(?:c\.\s*[àa]\.?\s*[sc]\.?|càs|càc|cas|cac|cs|cc|cuill[eè]re?s?|cuiller[ée]es?|tasses?|verres?|grammes?|g|kg|kilos?|mg|ml|cl|dl|litres?|l|livres?)(?=[\s,.?!;:)']|$)/iu;
const SOURCE_END = /\s(?:en|ça|ca|c'est|combien|correspond|équivaut|equivaut|fait|font|pèse|pese|soit|dans)\s|[?=!→]/iu;
const TARGET = /(?:\ben|combien\s+de|combien\s+d'|nombre\s+de)\s+(c\.\s*[àa]\.?\s*[sc]\.?|càs|càc|cas|cac|cuill[eè]res?(?:\s+[àa]\s+(?:soupe|caf[ée]))?|tasses?|grammes?|g|kg|kilos?|mg|ml|millilitres?|cl|centilitres?|dl|d[ée]cilitres?|litres?|l)(?=[\s,.?!;:)]|$)/iu;

function measure(question: ChefQuestion): string | null {
  const text = question.text.toLowerCase().replace(/[’‘]/g, "'").replace(/\b(une?|\d+(?:[.,]\d+)?)\s+livres?\b/giu, (_, n: string) => `${(/^une?$/i.test(n) ? 1 : Number(n.replace(',', '.'))) * MASS_G.livre} g`);
  const found = SOURCE.exec(text);
  if (!found) return null;
  const rest = text.slice(found.index);
  const end = SOURCE_END.exec(rest);
  const parsed = parseIngredientLine(end ? rest.slice(0, end.index) : rest);
  // "un verre" alone: the parser wants "un verre de …" before it calls verre a unit.
  const bare = parsed.unit === 'unité' ? parseUnit(parsed.name) : null;
  if (bare) Object.assign(parsed, { unit: bare, name: '' });
  const unit = asTarget(parsed.unit);
  if (!unit || parsed.quantity <= 0) return null;
  const outside = text.slice(0, found.index) + ' ' + (end ? rest.slice(end.index) : '');
  const target = targetUnit(outside);
  // « Combien de sucre dans une cuillère à café ? »: the food named before the measure weighs it
  // (never the « café » of a target « en cuillères à café »).
  const food = parsed.name ? spoonWeightsOf(parsed.name) : spoonWeightsOf(text.slice(0, found.index));
  return convert(parsed.quantity, unit, parsed.name || (food ? food.label : ''), food, target);
}

/** What a spoon or a cup of the named food weighs (knowledge/conversions.ts), when known. */
export function spoonWeightsOf(name: string): SpoonWeights | undefined {
  return bestNamed(toWords(name), SPOON_WEIGHTS, (s) => WEIGHT_NAMES.get(s) ?? []);
}

function asTarget(unit: Unit): Target | null {
  return unit in UNIT_WORDS ? (unit as Target) : null;
}

function targetUnit(text: string): Target | null {
  const found = TARGET.exec(text);
  if (!found) return null;
  const word = found[1];
  if (/^cuill[eè]res?$/iu.test(word)) return 'càs';
  if (/^(?:cas|c\.\s*[àa]\.?\s*s\.?)$/iu.test(word)) return 'càs';
  if (/^(?:cac|c\.\s*[àa]\.?\s*c\.?)$/iu.test(word)) return 'càc';
  const unit = parseUnit(word) ?? parseUnit(word.replace(/s$/, ''));
  return unit ? asTarget(unit) : null;
}

const isMass = (unit: Target) => unit in MASS_G;
const isSpoon = (unit: Target) => unit === 'càs' || unit === 'càc' || unit === 'tasse';

function convert(quantity: number, unit: Target, name: string, food: SpoonWeights | undefined, target: Target | null): string {
  const source = `${amount(quantity, unit)}${name ? ` ${food?.label ?? `de ${name}`}` : ''}`;
  if (target && isMass(target) === isMass(unit)) return `${source} = ${sameFamily(quantity, unit, [target])}.`;

  if (isMass(unit)) {
    const grams = quantity * MASS_G[unit];
    if (!food) {
      if (target) return `${source} : pour passer des grammes aux cuillères, il me faut l'ingrédient (farine, sucre, beurre…), car chacun a son poids.`;
      return `${source} = ${sameFamily(quantity, unit, ['g', 'kg'].filter((u) => u !== unit) as Target[])}.`;
    }
    const spoonUnit: Target = target && isSpoon(target) ? target : grams / food.càs >= 1 ? 'càs' : 'càc';
    const spoons = halves(grams / food[spoonUnit as 'càs' | 'càc' | 'tasse']);
    return `${source} ≈ ${amount(spoons, spoonUnit)} (${food[spoonUnit as 'càs' | 'càc' | 'tasse']} g ${spoonUnit === 'tasse' ? 'la tasse' : 'la cuillère rase'}).`;
  }

  const ml = quantity * VOLUME_ML[unit];
  if (target && isMass(target)) {
    if (!food) return `${source} = ${sameFamily(quantity, unit, ['ml'])} ; le poids dépend de l'ingrédient : dites-moi lequel (farine, sucre, beurre…).`;
    return `${source} ≈ ${weightOf(quantity, unit, ml, food, target)}.`;
  }
  if (food && !target) {
    const volume = unit === 'ml' ? '' : ` (${sameFamily(quantity, unit, ['ml'])})`;
    return `${source} ≈ ${weightOf(quantity, unit, ml, food, 'g')}${volume}${isSpoon(unit) && unit !== 'tasse' ? ', cuillère rase' : ''}.`;
  }
  const others: Target[] = target ? [target] : isSpoon(unit) ? ['ml'] : (['ml', 'cl', 'dl', 'l'] as Target[]).filter((u) => u !== unit);
  return `${source} = ${sameFamily(quantity, unit, others)}.`;
}

function weightOf(quantity: number, unit: Target, ml: number, food: SpoonWeights, target: Target): string {
  const grams = unit === 'càs' || unit === 'càc' || unit === 'tasse' ? quantity * food[unit] : (ml * food.tasse) / 250;
  const value = grams / MASS_G[target];
  return formatAmount({ quantity: value >= 10 ? Math.round(value) : Math.round(value * 10) / 10, unit: target });
}

function sameFamily(quantity: number, unit: Target, targets: readonly Target[]): string {
  const table: Record<string, number> = isMass(unit) ? MASS_G : VOLUME_ML;
  const base = quantity * table[unit];
  return targets.map((t) => approximately(base / table[t], t)).join(' = ');
}

/**
 * A converted amount as people say it: exact when it is ("0,25 kg", "330 ml"), else "environ" and
 * at most one decimal, spoons and cups by halves ("100 ml = environ 6,5 cuillères à soupe", not 6,67).
 */
function approximately(value: number, unit: Target): string {
  const hundredths = value * 100;
  if (Math.abs(hundredths - Math.round(hundredths)) < 1e-6) return amount(Math.round(hundredths) / 100, unit);
  const byHalves = (isSpoon(unit) || unit === 'verre') && value >= 1;
  const rounded = byHalves ? halves(value) : value >= 10 ? Math.round(value) : Math.max(0.1, Math.round(value * 10) / 10);
  return `environ ${amount(rounded, unit)}`;
}

function halves(value: number): number {
  return Math.max(0.5, Math.round(value * 2) / 2);
}
