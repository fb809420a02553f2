import type { LocalRecipe } from '../local-recipe';
import { RECIPES } from '../recipes';
import { isOfFamily } from '../../validation/food-families';
import { findPhrase, toWords, wordMatches, type Words } from './text-match';

/**
 * The dishes of the book as a question names them: by most of a title (« une quiche lorraine »),
 * by a title said whole within a sentence (« je peux faire le tiramisu la veille ? »). One home
 * for every answer that turns words into a dish of the book.
 */

/** The words of a question or a title that name nothing (articles, « pour », « donne-moi »…). */
export const TITLE_STOP_WORDS = new Set(toWords("a au aux de des du d l la le les un une en et sur pour avec sans mon ma mes ton ta tes votre vos me moi donne donner peux pouvez tu vous svp plait s il"));

/** Whether a word of the question names a word of a title: itself, or a kind of its food (spaghetti for pâtes, see FOOD_FAMILIES). */
export const inTitle = (word: string, titleWord: string): boolean => wordMatches(word, titleWord) || isOfFamily(word, titleWord);

/**
 * The dish of the book these words name, every one of them in its title (a kind for its family:
 * spaghetti for pâtes), its title's first word among them; the title they cover most of. Articles
 * and such are left out first.
 */
export function bookDishNamed(words: Words, leastShare = 0, recipes: readonly LocalRecipe[] = RECIPES): LocalRecipe | undefined {
  const named = words.filter((w) => !TITLE_STOP_WORDS.has(w));
  if (named.length === 0) return undefined;
  let best: { recipe: LocalRecipe; share: number } | undefined;
  for (const recipe of recipes) {
    for (const title of [recipe.title, ...(recipe.alsoCalled ?? [])]) {
      const titleWords = toWords(title).filter((w) => !TITLE_STOP_WORDS.has(w));
      if (titleWords.length === 0 || !named.some((w) => inTitle(w, titleWords[0]))) continue;
      if (!named.every((w) => titleWords.some((tw) => inTitle(w, tw)))) continue;
      // A kind alone names no dish: « des lasagnes » are no « Pâtes à la carbonara ».
      if (!named.some((w) => titleWords.some((tw) => wordMatches(w, tw)))) continue;
      const share = titleWords.filter((tw) => named.some((w) => inTitle(w, tw))).length / titleWords.length;
      if (share >= leastShare && (!best || share > best.share)) best = { recipe, share };
    }
  }
  return best?.recipe;
}

/** The dish of the book these words name (as bookDishNamed reads them, whatever share of its title) when it is the only one. */
export function onlyBookDishNamed(words: Words): LocalRecipe | undefined {
  const named = RECIPES.filter((recipe) => bookDishNamed(words, 0, [recipe]) !== undefined);
  return named.length === 1 ? named[0] : undefined;
}

/** The book's dish whose title or other name occurs whole in the words, the longest name first. */
export function bookDishMentioned(words: Words): LocalRecipe | undefined {
  let best: { recipe: LocalRecipe; length: number } | undefined;
  for (const recipe of RECIPES) {
    for (const name of [recipe.title, ...(recipe.alsoCalled ?? [])]) {
      const said = toWords(name);
      if (findPhrase(words, said).length > 0 && (!best || said.length > best.length)) best = { recipe, length: said.length };
    }
  }
  return best?.recipe;
}
