import { DIFFERENCE_WORDS, INGREDIENT_DIFFERENCES, UNKNOWN_DIFFERENCE } from '../knowledge/ingredient-differences';
import type { ChefQuestion } from './chef-question';
import { findPhrase, hasPhrase, phrases, type Words } from './text-match';

// "C'est quoi la différence entre crème liquide et crème épaisse ?", "beurre doux ou demi-sel ?":
// two ingredients compared, never a list of foods to cook with (knowledge/ingredient-differences.ts).

const ENTRIES = INGREDIENT_DIFFERENCES.map((entry) => ({ entry, sides: entry.sides.map(phrases) }));
const ASKS_DIFFERENCE = phrases(DIFFERENCE_WORDS);
// Only these say for sure that the question compares: "plutôt" or "pareil" alone may not.
const SURELY = phrases(['différence', 'différences', 'différent', 'différente', 'différents']);
// « Velouté ou soupe, c'est pareil ? » asks it of two dishes too.
const SAME = phrases(['pareil', 'pareille', 'même chose', 'la même', 'le même']);
const OR = phrases(['ou']);
// "Je peux mettre de la crème liquide ou il faut de la crème épaisse ?": one put for the other.
const REPLACES = phrases(['remplacer', 'remplace', 'à la place', 'au lieu', 'je peux mettre', 'on peut mettre', 'peut-on mettre', 'je peux utiliser', 'on peut utiliser', 'peut-on utiliser', 'obligé', 'obligatoirement', 'ça marche avec', 'ça marche aussi', 'ça passe', 'ça va aussi']);

/** Where the question names a side: [first word, past the last word] of each occurrence. */
function spans(words: Words, names: readonly string[][]): [number, number][] {
  return names.flatMap((name) => findPhrase(words, name).map((start): [number, number] => [start, start + name.length]));
}

/** The two ingredients compared or put one for the other; `orUnknown`: a difference the chef does not know gets its honest sentence. */
export function answerDifference(question: ChefQuestion, orUnknown = true): string | null {
  const { words } = question;
  const compares = ASKS_DIFFERENCE.some((w) => hasPhrase(words, w));
  const surely = SURELY.some((w) => hasPhrase(words, w));
  const named = ENTRIES.find(({ entry, sides }) => {
    if (entry.dishes && !surely && !SAME.some((w) => hasPhrase(words, w))) return false;
    const [a, b] = sides.map((side) => spans(words, side));
    return a.some(([from, to]) => b.some(([start, end]) => end <= from || start >= to));
  });
  if (named && (compares || OR.some((w) => hasPhrase(words, w)) || REPLACES.some((w) => hasPhrase(words, w)))) {
    return !surely && REPLACES.some((w) => hasPhrase(words, w)) ? named.entry.swap : named.entry.answer;
  }
  return orUnknown && surely ? UNKNOWN_DIFFERENCE : null;
}
