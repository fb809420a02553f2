import type { DishType } from '#contracts';
import { constraintsIn, lessSweetAt } from './recipe-constraints';
import { findPhrase, hasPhrase, phrases, type Words } from './text-match';

// The words that ask for a course (« un dessert », « une soupe », « un cocktail », « pour ce soir »),
// and the course a question asks for by them.

/** Sweet unless said savoury: « un gâteau salé », « un cake salé », « une idée salée pour le goûter » are bites of the apéro. */
const SWEET_UNLESS_SAVOURY = phrases(['gâteau', 'gâteaux', 'cake', 'cakes', 'goûter', 'quatre-heures', 'collation']);

/** The courses by the words that name them, the first row said first. */
const COURSE_ROWS: readonly [DishType, string[][]][] = [
  ['dessert', phrases(['dessert', 'desserts', 'sucré', 'sucrée', 'sucrés', 'sucrées'])],
  ['dessert', SWEET_UNLESS_SAVOURY],
  // A soup is an entrée of the collection: « une soupe pour ce soir » is no main course.
  ['entrée', phrases(['entrée', 'entrées', 'en entrée', 'soupe', 'soupes', 'velouté', 'veloutés', 'potage', 'potages'])],
  ['plat', phrases(['plat principal', 'plat', 'plats'])],
  ['apéro', phrases(['apéro', 'apéritif', 'apéros', 'tapas'])],
  ['amuse-bouche', phrases(['amuse-bouche', 'amuse-bouches', 'amuse bouche'])],
  ['boisson', phrases(['boisson', 'boissons', 'cocktail', 'à boire', 'smoothie', 'jus'])],
];

export const DISH_TYPE_WORDS: readonly [DishType, string[][]][] = [
  ...COURSE_ROWS,
  // A meal or a moment is a main course, unless a course is named: « un apéro pour ce soir ».
  ['plat', phrases(['repas', 'dîner', 'déjeuner', 'souper', 'ce soir', 'ce midi', 'midi', 'soir'])],
];

/** Whether the words name a course, not only a meal: « un dessert pour le réveillon » asks for one course of the feast. */
export const namesCourse = (words: Words): boolean => COURSE_ROWS.some(([, list]) => list.some((w) => hasPhrase(words, w)));

/**
 * The course the words ask for: the first row of DISH_TYPE_WORDS they say. « Une boisson pas trop
 * sucrée » wishes for less sugar, it asks for no dessert; « une idée salée pour le goûter », « un
 * cake salé » ask for a savoury bite, one of the apéro, unless a dessert is named too.
 */
export function askedDishType(words: Words): DishType | undefined {
  const wish = lessSweetAt(words);
  const row = DISH_TYPE_WORDS.find(([, list]) => list.some((w) => findPhrase(words, w).some((at) => !wish.has(at))));
  const savouryWished = constraintsIn(words).some((c) => c.id === 'savoury');
  return row?.[1] === SWEET_UNLESS_SAVOURY && savouryWished ? 'apéro' : row?.[0];
}
