import { DIFFERENCE_WORDS, INGREDIENT_DIFFERENCES, UNKNOWN_DIFFERENCE } from '../knowledge/ingredient-differences';
import type { ChefQuestion } from './chef-question';
import { findPhrase, hasPhrase, phrases, type Words } from './text-match';

// "C'est quoi la différence entre crème liquide et crème épaisse ?", "beurre doux ou demi-sel ?":
// two ingredients compared, never a list of foods to cook with (knowledge/ingredient-differences.ts).

const ENTRIES = INGREDIENT_DIFFERENCES.map((entry) => ({ entry, sides: entry.sides.map(phrases) }));
const ASKS_DIFFERENCE = phrases(DIFFERENCE_WORDS);
// Only these say for sure that the question compares: "plutôt" or "pareil" alone may not.
const SURELY = phrases(['différence', 'différences', 'différent', 'différente', 'différents']);
const OR = phrases(['ou']);

/** Where the question names a side: [first word, past the last word] of each occurrence. */
function spans(words: Words, names: readonly string[][]): [number, number][] {
  return names.flatMap((name) => findPhrase(words, name).map((start): [number, number] => [start, start + name.length]));
}

export function answerDifference(question: ChefQuestion): string | null {
  const { words } = question;
  const compares = ASKS_DIFFERENCE.some((w) => hasPhrase(words, w));
  const named = ENTRIES.find(({ sides }) => {
    const [a, b] = sides.map((side) => spans(words, side));
    return a.some(([from, to]) => b.some(([start, end]) => end <= from || start >= to));
  });
  if (named && (compares || OR.some((w) => hasPhrase(words, w)))) return named.entry.answer;
  return SURELY.some((w) => hasPhrase(words, w)) ? UNKNOWN_DIFFERENCE : null;
}
