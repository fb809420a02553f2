import type { Amount } from './convert';
import type { ParsedIngredient } from './parse-ingredient';
import { agreeWithQuantity } from './agreement';
import { unitLabel } from './units';

/** French number for people: "2", "0,5", "1,25"; at most two decimals, no trailing zeros. */
export function formatQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) return String(quantity);
  // EPSILON keeps 1.005 from rounding down through its binary representation.
  const rounded = Math.round((quantity + Math.sign(quantity) * Number.EPSILON) * 100) / 100;
  if (Number.isInteger(rounded)) return String(rounded === 0 ? 0 : rounded);
  return rounded.toFixed(2).replace(/0+$/u, '').replace('.', ',');
}

/**
 * A quantity and its unit as every screen and the chef write them: "250 g", "1,5 tasse",
 * "2 gousses"; a count is its number alone ("3"). The one place a number meets its unit.
 */
export function formatAmount({ quantity, unit }: Amount): string {
  const label = unitLabel(unit, quantity);
  return label ? `${formatQuantity(quantity)} ${label}` : formatQuantity(quantity);
}

/**
 * "200 g de farine", "2 càs d'huile d'olive", "3 gousses d'ail", "2 oignons (émincés)". A counted
 * food agrees with its number, as a recipe scaled for more or fewer people needs (« 1 œuf »,
 * « 2 poivrons jaunes »), and a half is written « ½ » (« ½ citron »).
 */
export function formatIngredient(p: ParsedIngredient): string {
  const amount = formatAmount(p).replace(/^0,5(?= |$)/u, '½');
  const written = p.name.trim();
  const name = p.unit === 'unité' && written ? agreeWithQuantity(written, p.quantity) : written;
  let line: string;
  if (!name) line = amount;
  else line = unitLabel(p.unit, p.quantity) ? `${amount} ${withDe(name)}` : `${amount} ${name}`;
  return p.note ? `${line} (${p.note})` : line;
}

// Words whose h is "aspiré": French keeps "de" and "le" in front of them ("200 g de haricots
// verts", "sauce au houmous").
const ASPIRATED_H = ['haricot', 'hareng', 'homard', 'hach', 'haddock', 'houblon', 'hampe', 'hérisson', 'houmous'];

/** Whether "de", "le" and "la" elide before the word: "d'huile", "l'œuf", but "de yaourt" (y counts as a consonant) and "de haricots". */
export function elides(name: string): boolean {
  const lower = name.trim().toLowerCase();
  const first = lower.normalize('NFD').charAt(0);
  return /[aeiouœæ]/u.test(first) || (first === 'h' && !ASPIRATED_H.some((word) => lower.startsWith(word)));
}

/** "de farine" but "d'huile", "d'œufs". */
function withDe(name: string): string {
  return elides(name) ? `d'${name}` : `de ${name}`;
}

/** A food's name after "de" inside a sentence, lower case as the app writes it there: "Œufs" → "d'œufs", "Blanc de poulet" → "de blanc de poulet". */
export const ofFood = (name: string): string => withDe(name.trim().toLocaleLowerCase('fr'));
