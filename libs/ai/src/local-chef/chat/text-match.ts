import { normalizeWords } from '../../validation/normalize-words';
import { FOODS_NAMED_AFTER_ANOTHER } from '../knowledge/foods-named-after-another';

// The offline chef reads questions as folded, singular words ('Œufs' → 'oeuf') and forgives a
// typo in longer words ('courgete', 'remplaser'), never in a word it knows as another one:
// 'poivre' stays pepper even though it is one letter away from 'poire', and never in an everyday
// word ('pendant' is not 'fendant').

export type Words = readonly string[];

export const toWords = (text: string): string[] => normalizeWords(text);

const known = new Set<string>();

// Everyday French words one letter away from a food ('pendant' → 'fendant', 'comment' →
// 'froment', 'salut' → 'salade'…): a question is full of them, so they are never corrected.
const COMMON_WORDS = [
  'pendant avant apres comment content souvent vraiment maintenant cependant pourtant tellement',
  'beaucoup toujours encore ensuite depuis parce quelque chose aussi comme entre alors jamais',
  'peut-être vouloir voudrais pouvez pourrais faire ferais avoir aurais merci bonjour bonsoir salut',
  'test tester essai question reponse exemple minute minutes heure heures semaine demain hier soir',
  'mange manger cuisine cuisiner recette recettes idee idees plat plats envie besoin propose proposer',
  'combien quand quoi quel quelle quels quelles pourquoi ou donc mais puis tres trop assez moins plus',
  'petit petite grand grande bonne meilleur meilleure simple rapide facile vite leger legere',
  'personne personnes enfant enfants famille amis invites repas diner dejeuner gouter',
  'courses liste frigo placard menu planning semaine',
];

/** Whether a word of the question can be a typo of a food: a known or everyday word never is. */
function isCorrectable(word: string): boolean {
  return !known.has(word) && !common().has(word);
}

let commonWords: Set<string> | undefined;
// Built lazily: toWords folds accents and plurals the way question words are folded.
function common(): Set<string> {
  commonWords ??= new Set(COMMON_WORDS.flatMap((line) => toWords(line)));
  return commonWords;
}

/** Declares the words of phrases the chef understands, so that they are never "corrected". */
export function learnWords(phrases: Iterable<string>): void {
  for (const phrase of phrases) for (const word of toWords(phrase)) known.add(word);
}

export function isKnownWord(word: string): boolean {
  return known.has(word);
}

/** Whether a word of the question can stand for a word of a phrase. */
export function wordMatches(questionWord: string, phraseWord: string): boolean {
  if (questionWord === phraseWord) return true;
  if (!isCorrectable(questionWord) || phraseWord.length < 5 || questionWord.length < 4) return false;
  // People mistype inside a word, rarely its first letter: 'pendant' is not a typo of 'fendant'.
  if (questionWord[0] !== phraseWord[0]) return false;
  const allowed = phraseWord.length >= 8 ? 2 : 1;
  return Math.abs(questionWord.length - phraseWord.length) <= allowed && editDistance(questionWord, phraseWord, allowed) <= allowed;
}

/** Start positions where `phrase` occurs in `words`, typos forgiven. */
export function findPhrase(words: Words, phrase: Words): number[] {
  const found: number[] = [];
  if (phrase.length === 0) return found;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, k) => wordMatches(words[i + k], w))) found.push(i);
  }
  return found;
}

export function hasPhrase(words: Words, phrase: Words): boolean {
  return findPhrase(words, phrase).length > 0;
}

/** Whether any of the phrases occurs in `words`. */
export function hasAnyPhrase(words: Words, list: readonly Words[]): boolean {
  return list.some((phrase) => hasPhrase(words, phrase));
}

/** A phrase list prepared once: each entry as its words. */
export function phrases(list: readonly string[]): string[][] {
  learnWords(list);
  return list.map(toWords);
}

// Optimal string alignment distance (a swap of two letters counts once), cut off above `max`.
function editDistance(a: string, b: string, max: number): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      rowMin = Math.min(rowMin, d[i][j]);
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows - 1][cols - 1];
}

/**
 * The words with a spoon's name blanked: « une cuillère à café de sucre » measures sugar, and its
 * « café » (or « soupe ») is no food to look up.
 */
export function withoutSpoonNames(words: Words): string[] {
  return words.map((word, i) => ((word === 'cafe' || word === 'soupe') && words[i - 1] === 'a' && /^cuill/.test(words[i - 2] ?? '') ? '' : word));
}

/**
 * The entry whose name occurs in the question, preferring the longest name ('œuf mollet' over
 * 'œuf') and then the earliest occurrence.
 */
export function bestNamed<T>(words: Words, entries: readonly T[], names: (entry: T) => readonly (readonly string[])[]): T | undefined {
  return namedAt(words, entries, names)?.entry;
}

/** bestNamed's entry with the length in words of the name found and where it starts. */
export function namedAt<T>(words: Words, entries: readonly T[], names: (entry: T) => readonly (readonly string[])[]): { entry: T; length: number; start: number } | undefined {
  let best: { entry: T; length: number; start: number } | undefined;
  const find = foodFinder(words);
  for (const entry of entries) {
    for (const name of names(entry)) {
      const starts = find(name);
      if (starts.length === 0) continue;
      const candidate = { entry, length: name.length, start: starts[0] };
      if (!best || candidate.length > best.length || (candidate.length === best.length && candidate.start < best.start)) best = candidate;
    }
  }
  return best;
}

// Learned at load, as every phrase list of the chat: no answer reads « coing » or « curry » as a typo first.
const NAMED_AFTER_ANOTHER = phrases(FOODS_NAMED_AFTER_ANOTHER);

/**
 * Where the question names a food after another (« la pâte de curry », see FOODS_NAMED_AFTER_ANOTHER):
 * each such name's start and its length in words. A shorter name found there (« pâte ») is its first
 * word only, never the food asked about.
 */
function headsOfOtherFoods(words: Words): Map<number, number> {
  const heads = new Map<number, number>();
  for (const name of NAMED_AFTER_ANOTHER) for (const start of findPhrase(words, name)) heads.set(start, Math.max(heads.get(start) ?? 0, name.length));
  return heads;
}

/**
 * Where a food's name occurs in the question (findPhrase), never as the first word of another food
 * named after it: in « la pâte de curry », « pâtes » is not found.
 */
export function foodFinder(words: Words): (name: Words) => number[] {
  const heads = headsOfOtherFoods(words);
  return (name) => findPhrase(words, name).filter((start) => (heads.get(start) ?? 0) <= name.length);
}

// Numbers as families type them: digits or spelled out (« pour huit », « on sera 6 »).
export const NUMBER_WORDS: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20,
};
export const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

/** The number a matched `NUMBER` (or a decimal « 1,5 ») stands for; undefined when nothing matched. */
export function numberIn(raw: string | undefined): number | undefined {
  return raw === undefined ? undefined : (NUMBER_WORDS[raw] ?? Number(raw.replace(',', '.')));
}
