import { COLLECTIVE_WORDS, NUMBER_WORDS, UNICODE_FRACTIONS, UNICODE_FRACTION_CLASS, alternation } from './number-words';

export interface LeadingQuantity {
  quantity: number;
  /** Set when the text only gives an estimate ("2 à 3", "quelques"), kept for the reader. */
  note?: string;
  /** The text after the quantity, trimmed at the start. */
  rest: string;
}

const FRACTION = String.raw`\d+\s*[/⁄]\s*\d+`;
// Mixed numbers first ("1 1/2", "1 ½", "1½"), so that "1" alone does not win.
const NUMBER = String.raw`(?:\d+\s+${FRACTION}|\d+\s*${UNICODE_FRACTION_CLASS}|${FRACTION}|${UNICODE_FRACTION_CLASS}|\d+(?:[.,]\d+)?)`;
const NUMBER_AT_START = new RegExp(`^${NUMBER}`, 'u');
// "2-3", "2 – 3", "2 à 3", "2 ou 3"
const RANGE_AT_START = new RegExp(`^(${NUMBER})(?:\\s*[-–—]\\s*|\\s+(?:à|a|ou)\\s+)(${NUMBER})`, 'iu');
const NUMBER_WORD_AT_START = new RegExp(`^(${alternation(Object.keys(NUMBER_WORDS))})(?=\\s|$)`, 'iu');
// "demi", "une demi", "un demi-litre", "une demie": the hyphen belongs to the quantity.
const HALF_AT_START = /^(?:(?:un|une)\s+)?demie?(?:\s+|-|$)/iu;
const COLLECTIVE_AT_START = new RegExp(`^(${alternation(Object.keys(COLLECTIVE_WORDS))})s?(?![\\p{L}])`, 'iu');
const SOME_AT_START = /^quelques(?=\s|$)/iu;
const A_LITTLE_AT_START = /^un\s+peu\s+(?=d)/iu;

/** "1,5", "0.5", "1/2", "½", "1 ½", "1 1/2" as a number; null when the text is something else. */
export function parseNumber(text: string): number | null {
  const compact = text.trim();
  if (compact === '') return null;
  const mixed = /^(\d+)\s*(.+)$/u.exec(compact);
  if (mixed && /[/⁄]|\p{No}/u.test(mixed[2]) && !/^[/⁄]/u.test(mixed[2].trim())) {
    const whole = Number(mixed[1]);
    const part = parseNumber(mixed[2]);
    return part === null || part >= 1 ? null : whole + part;
  }
  const fraction = /^(\d+)\s*[/⁄]\s*(\d+)$/u.exec(compact);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? null : Number(fraction[1]) / denominator;
  }
  if (compact in UNICODE_FRACTIONS) return UNICODE_FRACTIONS[compact];
  if (/^\d+(?:[.,]\d+)?$/.test(compact)) return Number(compact.replace(',', '.'));
  return null;
}

/**
 * A quantity typed on its own (the shopping form's text field): digits, fractions, ranges or
 * French number words. Ranges give their upper bound, like ingredient lines.
 */
export function parseQuantity(text: string): number | null {
  const found = parseLeadingQuantity(text.trim());
  return found && found.rest === '' ? found.quantity : null;
}

/** The quantity that opens an ingredient line, or null when the line starts with something else. */
export function parseLeadingQuantity(text: string): LeadingQuantity | null {
  const base = parseBaseQuantity(text);
  if (!base) return null;
  return applyCollective(base);
}

function parseBaseQuantity(text: string): LeadingQuantity | null {
  // Ranges keep their upper bound: a shopping list must cover the larger need, and the range
  // as written stays in the note so nobody is surprised by the number. People write them in
  // either order ("80 ou 30 g"), so the upper bound is the larger number, wherever it stands.
  const range = RANGE_AT_START.exec(text);
  if (range) {
    const first = parseNumber(range[1]);
    const second = parseNumber(range[2]);
    if (first !== null && second !== null && first !== second) {
      return { quantity: Math.max(first, second), note: range[0], rest: text.slice(range[0].length).trimStart() };
    }
  }
  const number = NUMBER_AT_START.exec(text);
  if (number) {
    // An impossible mixed number ("1 3/2") still starts with a plain one.
    const written = parseNumber(number[0]) === null ? (/^\d+/u.exec(number[0])?.[0] ?? '') : number[0];
    const value = parseNumber(written);
    if (value !== null) return { quantity: value, rest: text.slice(written.length).trimStart() };
  }
  const half = HALF_AT_START.exec(text);
  if (half) return { quantity: 0.5, rest: text.slice(half[0].length) };
  // "Quelques" becomes 3, the smallest amount people mean by it, so the item can be counted,
  // merged and scaled; the word stays in the note.
  const some = SOME_AT_START.exec(text);
  if (some) return { quantity: 3, note: 'quelques', rest: text.slice(some[0].length).trimStart() };
  const aLittle = A_LITTLE_AT_START.exec(text);
  if (aLittle) return { quantity: 1, note: 'un peu', rest: text.slice(aLittle[0].length) };
  const word = NUMBER_WORD_AT_START.exec(text);
  if (word) {
    return { quantity: NUMBER_WORDS[word[1].toLowerCase()], rest: text.slice(word[0].length).trimStart() };
  }
  return null;
}

// "une douzaine d'œufs" = 12, "une demi-douzaine" = 6, "deux douzaines" = 24.
function applyCollective(found: LeadingQuantity): LeadingQuantity {
  const collective = COLLECTIVE_AT_START.exec(found.rest);
  if (!collective) return found;
  return {
    ...found,
    quantity: found.quantity * COLLECTIVE_WORDS[collective[1].toLowerCase()],
    rest: found.rest.slice(collective[0].length).trimStart(),
  };
}
