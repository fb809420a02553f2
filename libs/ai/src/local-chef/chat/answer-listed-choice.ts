import type { ChefQuestion } from './chef-question';
import { lastListed, recipeReply } from './recipe-reply';
import { hasPhrase, phrases } from './text-match';

// « La première », « la deuxième », « la dernière » right after a list of ideas: the whole recipe
// of the one chosen, for the household, as « la recette de … » would give it.

const ORDINALS: readonly (readonly [position: number, words: string[][]])[] = [
  [0, phrases(['la première', 'le premier', 'la 1re', 'la 1ère', 'le 1er', 'la une', 'la 1', 'le 1', 'première'])],
  [1, phrases(['la deuxième', 'le deuxième', 'la seconde', 'le second', 'la 2e', 'le 2e', 'la 2', 'le 2', 'deuxième', 'la deux'])],
  [2, phrases(['la troisième', 'le troisième', 'la 3e', 'le 3e', 'la 3', 'le 3', 'troisième', 'la trois'])],
  [-1, phrases(['la dernière', 'le dernier'])],
];

export function answerListedChoice(question: ChefQuestion): string | null {
  const listed = lastListed(question.context.history);
  if (listed.length === 0 || question.words.length > 6) return null;
  const position = ORDINALS.find(([, list]) => list.some((w) => hasPhrase(question.words, w)))?.[0];
  if (position === undefined) return null;
  const recipe = listed.at(position);
  return recipe ? recipeReply(recipe, question.context.servings ?? recipe.servings, question.context) : null;
}
