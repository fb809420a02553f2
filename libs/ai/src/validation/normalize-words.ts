// Ingredient lines, table terms and avoided foods are compared word by word after folding case,
// accents, ligatures, elisions and plurals: 'Tomates cerises', 'sauce tomate' and 'tomate' all
// contain the word 'tomate'. Both sides go through the same folding, so a crude singular is enough.

export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
}

function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/(?:au|eu|ou)x$/.test(word)) return word.slice(0, -1); // gâteaux, poireaux, choux
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Start indexes where `phrase` occurs as consecutive words of `words`. */
export function phraseOccurrences(words: readonly string[], phrase: readonly string[]): number[] {
  const found: number[] = [];
  if (phrase.length === 0) return found;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, k) => words[i + k] === w)) found.push(i);
  }
  return found;
}

export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return phraseOccurrences(words, phrase).length > 0;
}
