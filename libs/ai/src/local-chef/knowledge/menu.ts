// What a menu is, as a French family serves one to guests or on a Sunday: its courses in the order
// they come, and what a cook never serves twice in it. The chat's menus (chat/answer-menu.ts) read
// this; to change what a menu holds, change it here.

import type { DishType } from '#contracts';

/** Words that ask for a whole meal: « un menu pour samedi », « un repas complet pour 6 ». */
export const MENU_WORDS = ['menu', 'menus', 'repas complet', 'repas complets', 'entrée plat dessert', 'entrée plat et dessert', 'entrée, plat et dessert'];

/** The courses of a menu, in the order they are served; the main course is chosen first, the others around it. */
export const MENU_COURSES: readonly DishType[] = ['entrée', 'plat', 'dessert'];

/**
 * The kinds of food a menu serves in one course only: no salmon starter before a salmon main, no
 * cheese tart before a fondue, no apple twice. Kinds of compose/foods.ts, written as words (knowledge
 * imports nothing above it); answer-menu.spec.ts checks each is one.
 */
export const ONCE_IN_A_MENU: readonly string[] = ['viande', 'volaille', 'poisson', 'fruits de mer', 'charcuterie', 'tofu', 'œuf', 'fromage', 'fromage frais', 'féculent', 'légumineuse', 'fruit'];
