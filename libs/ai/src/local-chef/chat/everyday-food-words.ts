import { toWords } from './text-match';

// Foods of the table that are everyday words too: « c'est bleu », « un lieu calme », « orange » the
// colour, « des bananes trop mûres » (ripe, no blackberries). Beside the chat's food vocabulary
// (answer-suggestions), as data: such a word names the food only in a food context, never alone as
// an adjective or in an everyday phrase.
export const EVERYDAY_FOOD_WORDS: readonly string[] = ['bleu', 'lieu', 'mûre'];

// What says a food comes next: an article or a partitive (« du bleu », « de l'ail »), a number or a
// unit (« 200 g de bleu »). « au » is no food article here: « au lieu de » is an everyday phrase.
const BEFORE_A_FOOD = new Set(toWords('du de des d le la les l un une g gr gramme grammes kg kilo tranche tranches morceau morceaux part parts filet filets pavé pavés'));
// The kind of food a word qualifies (« fromage bleu », « poisson lieu »).
const KIND_WORDS = new Set(toWords('fromage fromages poisson poissons'));
// A list joins foods: « jambon et bleu », « bleu, noix ».
const LIST_WORDS = new Set(toWords('et ou avec'));

let everyday: Set<string> | undefined;

/** Whether a food named by these words is one of the everyday words. */
export function isEverydayWord(foodWords: readonly string[]): boolean {
  everyday ??= new Set(EVERYDAY_FOOD_WORDS.map((w) => toWords(w).join(' ')));
  return everyday.has(foodWords.join(' '));
}

/**
 * Whether the words at [start, end) are said as a food: after an article, a quantity or a kind of
 * food, or joined by « et », « ou », « avec » or a comma to another food of the question (`listed`
 * tells whether another food of the question covers a word index).
 */
export function inFoodContext(words: readonly string[], start: number, end: number, listed: (index: number) => boolean, commaBefore: boolean, commaAfter: boolean): boolean {
  const before = words[start - 1];
  if (before !== undefined && (BEFORE_A_FOOD.has(before) || /^\d/.test(before) || KIND_WORDS.has(before))) return true;
  if (before !== undefined && LIST_WORDS.has(before) && listed(start - 2)) return true;
  if (commaBefore && listed(start - 1)) return true;
  const after = words[end];
  if (after !== undefined && LIST_WORDS.has(after) && listed(end + 1)) return true;
  if (commaAfter && listed(end)) return true;
  return false;
}
