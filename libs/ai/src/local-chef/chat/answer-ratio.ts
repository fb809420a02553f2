import { frenchList } from '#contracts';
import { elides, formatAmount } from '#ingredients';
import { servingsLabel } from '#contracts';
import { PORTIONS } from '../knowledge/portions';
import { RATIOS, UNIT_BASES, type Ratio } from '../knowledge/ratios';
import { servingsFor } from './fridge-request';
import { capitalize, type ChefQuestion } from './chef-question';
import { fold } from './detect-intent';
import { NUMBER, numberIn } from './text-match';
import { findPhrase, hasPhrase, phrases, toWords, type Words } from './text-match';

// "Combien de farine pour 1 litre de lait ?", "combien de sucre pour 2 kg de fraises ?",
// "combien de farine pour 3 œufs ?": the proportion of the obvious preparation
// (knowledge/ratios.ts), for the quantity asked, and the other preparations it could be.

const ENTRIES = RATIOS.map((ratio) => ({ ratio, wanted: phrases(ratio.wanted), base: phrases(ratio.base), dish: phrases(ratio.dishWords) }));
// The food right after these is the one asked: "quatre-quarts de 4 œufs, combien de sucre ?".
const AMOUNT_OF = phrases(['combien de', "combien d'", 'cb de', "cb d'", 'quantité de', "quantité d'"]);
const HOW_MUCH = phrases(['combien', 'cb', 'quantité', 'proportion', 'proportions', 'dose', 'dosage', 'il faut', 'faut-il', 'je mets', 'on met', 'mettre']);


const first = (words: Words, names: readonly string[][]) => Math.min(...names.map((n) => findPhrase(words, n)[0] ?? Infinity));

// "1 litre", "50 cl", "1,5 kg", "un demi-litre", "500g".
const QUANTITY = /(\d+(?:[.,]\d+)?|une?|deux|trois|quatre|cinq|six|dix)?\s*(demi)?[\s-]*(litres?|l|cl|dl|ml|kilos?|kg|grammes?|g)(?=[\s'.,?!]|$)/g;
// "3 œufs", "trois gros oeufs".
const EGG_COUNT = new RegExp(`\\b${NUMBER}\\s+(?:(?:gros|petits|moyens)\\s+)?oeufs?\\b`);
const TO_BASE: Record<string, number> = { l: 1000, litre: 1000, litres: 1000, cl: 10, dl: 100, ml: 1, kg: 1000, kilo: 1000, kilos: 1000, g: 1, gramme: 1, grammes: 1 };

/**
 * The quantity the question gives of the base, in ml or g (a litre weighs a kilo here), and how it
 * was said: the one followed by the base's name ("500 g de farine, combien de lait pour 1 l de
 * lait" takes the litre), or any one when the unit is the base ("pour 1 litre").
 */
function quantityIn(folded: string, baseName: string, per: Ratio['per']): { value: number; said: string } | undefined {
  if (per.unit === 'œuf') {
    const n = numberIn(EGG_COUNT.exec(folded)?.[1]);
    return n !== undefined && n > 0 ? { value: n, said: saidQuantity(n, 'œuf') } : undefined;
  }
  const stem = fold(baseName).slice(0, 4);
  for (const m of folded.matchAll(QUANTITY)) {
    const [, raw, half, unit] = m;
    if (!raw && !half) continue;
    const after = folded.slice((m.index ?? 0) + m[0].length).replace(/^\s*(?:de\s+|d'\s*|d\s+)/, '');
    if (!UNIT_BASES.includes(baseName) && !after.startsWith(stem)) continue;
    const n = numberIn(raw) ?? 1;
    const value = n * (half ? 0.5 : 1) * TO_BASE[unit];
    if (value > 0) return { value, said: saidQuantity(value, /^(?:g|gramme|kg|kilo)/.test(unit) ? 'g' : 'ml') };
  }
  return undefined;
}

// « combien deau », typed on a phone without its apostrophe, is « combien d'eau ».
const ELIDED = /\bd(?=eau\b)/g;

export function answerRatio(asked: ChefQuestion): string | null {
  const unelided = asked.folded.replace(ELIDED, "d'");
  const question = unelided !== asked.folded ? { ...asked, folded: unelided, words: toWords(unelided) } : asked;
  const { words, folded } = question;
  if (!HOW_MUCH.some((w) => hasPhrase(words, w))) return null;
  // "50 cl de crème": the liquid named, not its unit.
  const baseAt = (base: readonly string[][]) => {
    const named = first(words, base.filter((b) => !UNIT_BASES.includes(b.join(' '))));
    return named < Infinity ? named : first(words, base);
  };
  const askedAt = new Set(AMOUNT_OF.flatMap((of) => findPhrase(words, of).map((at) => at + of.length)));
  const candidates = ENTRIES.map((e) => ({ ...e, at: first(words, e.wanted), baseAt: baseAt(e.base) })).map((e) => ({ ...e, asked: e.wanted.some((w) => findPhrase(words, w).some((at) => askedAt.has(at))) }));
  // The food asked comes first ("combien de farine pour 3 œufs"), unless "combien de" says which it is.
  const ordered = candidates.filter((e) => (e.at < e.baseAt || e.asked) && e.at !== e.baseAt && e.baseAt < Infinity && e.at < Infinity);
  const fits = ordered.some((e) => e.asked) ? ordered.filter((e) => e.asked) : ordered;
  if (fits.length === 0) return null;
  const named = fits.find((e) => first(words, e.dish) < Infinity && !e.wanted.some((w) => e.dish.some((d) => d.join(' ') === w.join(' '))));
  const [chosen, ...others] = named ? [named] : fits;
  // « Riz basmati, combien d'eau ? » gives no amount: the proportion, then the household's table, never an arbitrary kilo.
  const example = workedExample(question, chosen);
  if (example) return example;
  const main = scaled(chosen, words, folded);
  const lines = [`Pour ${main.base}, comptez ${main.amount}.`, chosen.ratio.note];
  // "Combien de farine pour 3 œufs ?" is a crêpe batter or a cake: the others said in one line.
  const alternatives = others.filter((e, i) => e.ratio.dish !== chosen.ratio.dish && others.findIndex((o) => o.ratio.dish === e.ratio.dish) === i);
  const same = alternatives.filter((e) => scaled(e, words, folded).amount === main.amount);
  const different = alternatives.filter((e) => !same.includes(e));
  if (same.length > 0) lines.push(`C'est la même proportion pour ${frenchList(same.map((e) => e.ratio.dish))}.`);
  if (different.length > 0) {
    const said = different.map((e) => `pour ${e.ratio.dish}, ${scaled(e, words, folded).amount}`);
    lines.push(`Selon la préparation : ${said.join(' ; ')}. Dites-moi laquelle vous faites si ce n'est pas ${chosen.ratio.dish}.`);
  }
  return lines.join('\n');
}

/** The base named in the question (« riz »), or the entry's first. */
function baseNameIn(entry: { ratio: Ratio; base: string[][]; baseAt: number }, words: Words): string {
  return entry.ratio.base.find((_, i) => findPhrase(words, entry.base[i])[0] === entry.baseAt) ?? entry.ratio.base[0];
}

/**
 * The proportion by volume and by weight, and one worked example for the people asked or the
 * household (an adult's portion of the base, knowledge/portions.ts); null when the question gives
 * an amount or the ratio has no portion.
 */
function workedExample(question: ChefQuestion, entry: { ratio: Ratio; base: string[][]; baseAt: number }): string | null {
  const { ratio } = entry;
  const portion = PORTIONS.find((p) => p.id === ratio.portion);
  if (!ratio.volumes || !portion) return null;
  const baseName = baseNameIn(entry, question.words);
  if (quantityIn(question.folded, baseName, ratio.per)) return null;
  const people = servingsFor(question);
  const each = Math.round((portion.adult[0] + portion.adult[1]) / 20) * 10;
  const base = each * people;
  const per100 = (ratio.amount * 100) / ratio.per.quantity;
  const of = ratio.of ?? elide(ratio.wanted[0]);
  return [
    `${capitalize(baseName)} : ${ratio.volumes} ; au poids, ${said(per100, ratio, of)} pour 100 g ${elide(baseName)}.`,
    `Pour ${servingsLabel(people)} (${each} g par personne) : ${saidQuantity(base, 'g')} ${elide(baseName)} et ${said((ratio.amount * base) / ratio.per.quantity, ratio, of)}.`,
    ratio.note,
  ].join('\n');
}

/** The base as the question gives it ("3 œufs", "1 l de lait") and the amount for it. */
function scaled(entry: { ratio: Ratio; wanted: string[][]; base: string[][]; baseAt: number }, words: Words, folded: string): { base: string; amount: string } {
  const { ratio } = entry;
  const baseName = baseNameIn(entry, words);
  const asked = quantityIn(folded, baseName, ratio.per);
  const base = asked ?? { value: ratio.per.quantity, said: saidQuantity(ratio.per.quantity, ratio.per.unit) };
  const amount = (ratio.amount * base.value) / ratio.per.quantity;
  const of = UNIT_BASES.includes(baseName) || ratio.per.unit === 'œuf' ? '' : ` ${elide(baseName)}`;
  const wantedName = ratio.wanted.find((_, i) => findPhrase(words, entry.wanted[i]).length > 0) ?? ratio.wanted[0];
  return { base: `${base.said}${of}`, amount: said(amount, ratio, ratio.of ?? elide(wantedName)) };
}

const elide = (name: string) => (elides(name) ? `d'${name}` : `de ${name}`);
const decimal = (n: number, places = 1) => String(Math.round(n * 10 ** places) / 10 ** places).replace('.', ',');

function saidQuantity(value: number, unit: 'g' | 'ml' | 'œuf'): string {
  if (unit === 'œuf') return `${value} œuf${value > 1 ? 's' : ''}`;
  // "1,25 l", not "1,3 l": kilos and litres to the 10 g the amounts are rounded to.
  const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
  if (unit === 'g') return formatAmount(value >= 1000 ? { quantity: round(value / 1000, 2), unit: 'kg' } : { quantity: Math.round(value), unit: 'g' });
  return formatAmount(value >= 1000 ? { quantity: round(value / 1000, 2), unit: 'l' } : value >= 10 ? { quantity: round(value / 10, 1), unit: 'cl' } : { quantity: Math.round(value), unit: 'ml' });
}

function said(amount: number, ratio: Ratio, of: string): string {
  if (ratio.unit === 'œuf') {
    const n = Math.max(1, Math.round(amount));
    return `${n} œuf${n > 1 ? 's' : ''}`;
  }
  if (ratio.unit === 'feuille') {
    const n = Math.max(1, Math.round(amount * 2) / 2);
    return `${decimal(n)} feuille${n >= 2 ? 's' : ''} ${of} (${formatAmount({ quantity: n * 2, unit: 'g' })})`;
  }
  const rounded = amount >= 250 ? Math.round(amount / 10) * 10 : Math.max(5, Math.round(amount / 5) * 5);
  return `${saidQuantity(rounded, ratio.unit)} ${of}`;
}
