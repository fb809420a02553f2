import { elides } from '#ingredients';
import { findAvoidedFoods } from '../../validation/dietary-rules';
import { mentionedFoods } from './answer-suggestions';
import type { ChefQuestion } from './chef-question';
import { recipeInHistory } from './recipe-reply';
import { toWords, type Words } from './text-match';

// « Je n'ai pas d'œufs » right after a recipe that has none: the family is about to cook it, and
// what it needs to hear is that the recipe does without, not how to replace an ingredient the
// recipe never asked for.

const [NOT, NO_MORE, MISSING, NOR, WITHOUT] = toWords('pas plus manque ni sans');
// « j'ai plus de », « jai plus de », « g plus de », « on a plus de »: « plus » says « no more » only after « avoir ».
const HAVE = new Set(toWords('ai jai g a'));

/**
 * Whether the food at `start` is said to be lacking at home: « pas de », « ni », « il me manque » before it,
 * or « plus de » after « j'ai » (« plus de sauce » alone asks for more). « Sans » asks for a version of
 * the recipe, which the follow-up gives (« Version sans champignons : aucun ingrédient à changer »).
 */
export function isLacking(words: Words, start: number): boolean {
  const before = words.slice(Math.max(0, start - 3), start);
  if (before.some((w) => w === NOT || w === MISSING)) return true;
  // « Pas de crème ni d'œufs » lacks both; « un plat sans gluten ni lactose ni œufs » asks a version without them.
  if (before.includes(NOR)) return words.slice(0, start).findLast((w) => w === NOT || w === MISSING || w === WITHOUT) !== WITHOUT;
  const at = before.lastIndexOf(NO_MORE);
  return at > 0 && HAVE.has(before[at - 1]);
}

/**
 * After a recipe, foods said lacking that the recipe does not use: it does without them. Null when
 * no recipe was given, when a food lacking is in the recipe (the follow-up replaces it) or when the
 * question also names a food it has (« pas d'œufs, que faire avec du riz ? » is a new question).
 */
export function answerNotInRecipe(question: ChefQuestion): string | null {
  const previous = recipeInHistory(question.context.history);
  if (!previous) return null;
  const foods = mentionedFoods(question.words, question.text);
  if (foods.length === 0 || foods.some((f) => !isLacking(question.words, f.start ?? 0))) return null;
  if (foods.some((f) => findAvoidedFoods(previous.recipe.ingredients, [f.name]).length > 0)) return null;
  const names = foods.map((f) => `${elides(f.name) ? "d'" : 'de '}${f.name}`);
  const said = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ni ${names[names.length - 1]}`;
  return [
    `Bonne nouvelle : « ${previous.recipe.title} » ne contient pas ${said} : la recette se fait telle quelle.`,
    "Pour un ingrédient de sa liste qui vous manque ou qu'un convive n'aime pas, dites-le-moi (« je n'ai pas de … ») : je vous dis par quoi le remplacer dans cette recette.",
  ].join('\n');
}
