import { DIFFERENCE_WORDS, INGREDIENT_DIFFERENCES, UNKNOWN_DIFFERENCE } from '../knowledge/ingredient-differences';
import type { ChefQuestion } from './chef-question';
import { hasPhrase, phrases } from './text-match';

// "C'est quoi la différence entre crème liquide et crème épaisse ?", "beurre doux ou demi-sel ?":
// two ingredients compared, never a list of foods to cook with (knowledge/ingredient-differences.ts).

const ENTRIES = INGREDIENT_DIFFERENCES.map((entry) => ({ entry, sides: entry.sides.map(phrases) }));
const ASKS_DIFFERENCE = phrases(DIFFERENCE_WORDS);
// Only these say for sure that the question compares: "plutôt" or "pareil" alone may not.
const SURELY = phrases(['différence', 'différences', 'différent', 'différente', 'différents']);
const OR = phrases(['ou']);

export function answerDifference(question: ChefQuestion): string | null {
  const { words } = question;
  const compares = ASKS_DIFFERENCE.some((w) => hasPhrase(words, w));
  const named = ENTRIES.find(({ sides }) => sides.every((side) => side.some((name) => hasPhrase(words, name))));
  if (named && (compares || OR.some((w) => hasPhrase(words, w)))) return named.entry.answer;
  return SURELY.some((w) => hasPhrase(words, w)) ? UNKNOWN_DIFFERENCE : null;
}
