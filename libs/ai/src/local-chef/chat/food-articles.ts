// "Avec des tomates et du riz", never "Avec tomates et riz". The chef keeps the article the user
// wrote before a food ("le riz" → "du riz", "au jambon" → "du jambon"), takes "des" for a plural,
// else the gender of the composing chef's table (« du poulet », « de la crème »), and says it does
// not know for a food outside it: the caller then phrases around the article.

import { frenchList } from '#contracts';
import { agreeWithQuantity, elides } from '#ingredients';
import { foodOf } from '../compose/food-lookup';

/** The classes of foods a question may name that the composing chef's table has no line for (its foods are of them). */
const CLASS_ARTICLES: Readonly<Record<string, string>> = { poisson: 'du', volaille: 'de la', viande: 'de la', porc: 'du', gibier: 'du' };

/**
 * The partitive article for the food the question names at `start` (a word index into `written`,
 * the question's words as typed, elisions split: "l'ail" → "l", "ail"); null when unknown.
 */
export function articleFor(written: readonly string[], start: number, shown: string): string | null {
  const before = written[start - 1];
  if (before === 'des' || before === 'les') return 'des';
  if (before === 'du' || before === 'le' || before === 'au') return elides(shown) ? "de l'" : 'du';
  if (before === 'aux') return 'des';
  if (before === 'la') return 'de la';
  if (before === 'l') return "de l'";
  if (before === 'un' || before === 'une') return before;
  // « Tomates », « fruits de mer », « pommes de terre »: a plural head.
  if (/[sx]$/u.test(shown.split(' ')[0])) return 'des';
  const food = foodOf(shown);
  if (!food) return CLASS_ARTICLES[shown] ?? null;
  return elides(shown) ? "de l'" : food.gender === 'f' ? 'de la' : 'du';
}

/** "des tomates", "de l'ail"; a food corrected from a typo agrees with "des" ("des courgete" → "des courgettes"). */
export function withArticle(article: string, shown: string): string {
  if (article === 'des') return `des ${agreeWithQuantity(shown, 2)}`;
  return article.endsWith("'") ? `${article}${shown}` : `${article} ${shown}`;
}

/**
 * The foods a question names, each with the article it was said with (« des tomates et du riz »);
 * null when one article is unknown: the caller then phrases around it.
 */
export function withArticles(foods: readonly { article?: string | null; written?: string; name: string }[]): string | null {
  return foods.every((f) => f.article) ? frenchList(foods.map((f) => withArticle(f.article!, f.written ?? f.name))) : null;
}
