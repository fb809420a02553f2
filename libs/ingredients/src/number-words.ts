// Quantities written in words or with typographic fractions, as French recipes (and language
// models imitating them) often do. Keys are lowercase; callers match case-insensitively.

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  'dix-sept': 17,
  'dix-huit': 18,
  'dix-neuf': 19,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  cent: 100,
};

// "une douzaine d'œufs", "deux douzaines d'huîtres": approximate or collective counts that
// multiply the quantity before them.
export const COLLECTIVE_WORDS: Readonly<Record<string, number>> = {
  dizaine: 10,
  douzaine: 12,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
  centaine: 100,
};

export const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

export const UNICODE_FRACTION_CLASS = `[${Object.keys(UNICODE_FRACTIONS).join('')}]`;

/** Longest words first, so that "dix-sept" wins over "dix" and "une" over "un". */
export function alternation(words: Iterable<string>): string {
  return [...words].sort((a, b) => b.length - a.length).join('|');
}
