import { DISH_TYPE_LABELS, kitchenToday, servingsLabel, type DishType } from '#contracts';
import { elides } from '#ingredients';
import { expiredNote, freshFridge } from '../../generation/fridge-freshness';
import { MENU_COURSES } from '../knowledge/menu';
import type { LocalRecipe } from '../local-recipe';
import { dishFromFridge, fridgeLeftAfter } from './answer-from-fridge';
import { describe, EMPTY_FRIDGE_REPLY, narrowed, refusedFoods, versionSaid } from './answer-suggestions';
import { readQuestion, type ChefQuestion } from './chef-question';
import { servingsFor } from './fridge-request';
import { MENU_RECIPES_OFFER, sharesSubstance } from './menu-courses';

// « Un menu avec ce que j'ai »: a starter, a main course and a dessert made of the fridge alone and
// the cupboard's basics, the main course first, then the others of what it leaves, so that the menu
// together never takes more than the fridge holds, and no food of substance twice. Listed as the
// book's menu is; « la recette du plat » or « et le dessert ? » composes the menu again from the
// question that asked for it (the same question and fridge give the same dishes) and gives that one
// whole (answer-listed-choice.ts).

/** How a menu of the fridge begins: the follow-ups find it by it. */
export const FRIDGE_MENU_HEAD = "Un menu avec ce qu'il y a dans votre frigo, sans rien acheter";

/**
 * The menu's dishes of the fridge by course, the main course first, keeping the household's rules
 * and the question's diet and refusals; a course the fridge leaves nothing for is missing.
 */
export function fridgeMenuDishes(asked: ChefQuestion): Map<DishType, LocalRecipe> {
  const question = narrowed(asked, refusedFoods(asked));
  const chosen = new Map<DishType, LocalRecipe>();
  let context = question.context;
  for (const type of ['plat', ...MENU_COURSES.filter((t) => t !== 'plat')] as DishType[]) {
    const fits = (dish: LocalRecipe) => ![...chosen.values()].some((other) => sharesSubstance(dish, other));
    const dish = dishFromFridge({ ...question, context }, type, [], [], fits);
    if (!dish) continue;
    chosen.set(type, dish);
    context = { ...context, fridge: fridgeLeftAfter(dish.ingredients, context) };
  }
  return chosen;
}

/** « Un menu avec ce que j'ai » answered: the menu of the fridge, or why there is none. */
export function fridgeMenuReply(question: ChefQuestion): string {
  const { fridge } = question.context;
  if (fridge.length === 0) return EMPTY_FRIDGE_REPLY;
  const dishes = fridgeMenuDishes(question);
  const leftOut = expiredNote(freshFridge(fridge, kitchenToday()).expired);
  if (!dishes.has('plat')) return [`Votre frigo ne suffit pas pour un plat sans rien acheter : demandez-moi « un menu » pour les idées de mon carnet.`, ...(leftOut ? [leftOut] : [])].join('\n');
  const servings = servingsFor(question);
  const courses = MENU_COURSES.map((type) => dishes.get(type)).filter((dish): dish is LocalRecipe => dish !== undefined);
  const missing = MENU_COURSES.filter((type) => !dishes.has(type)).map((type) => DISH_TYPE_LABELS[type].toLowerCase());
  // A dish for fewer says so in its description (« Pour 2 personnes : le frigo n'en permet pas davantage. »).
  return [
    `${FRIDGE_MENU_HEAD}, pour ${servingsLabel(servings)}${versionSaid(question.words, refusedFoods(question))} :`,
    ...courses.map(describe),
    ...missing.map((course) => `Pour ${elides(course) ? "l'" : 'le '}${course}, votre frigo ne suffit plus après le reste du menu.`),
    ...(leftOut ? [leftOut] : []),
    MENU_RECIPES_OFFER,
  ].join('\n');
}

/**
 * The dishes of the menu of the fridge the conversation is in, composed again from the question
 * that asked for it, with the titles it listed; undefined when the last list was no such menu.
 * The dishes given whole since are passed over (« la recette du plat », then « et le dessert ? »).
 */
export function lastFridgeMenu(question: ChefQuestion): { dishes: LocalRecipe[]; listed: string[]; justListed: boolean } | undefined {
  const { history } = question.context;
  for (let at = history.length - 1; at >= 1; at--) {
    const turn = history[at];
    if (turn.role !== 'assistant') continue;
    if (turn.content.startsWith(FRIDGE_MENU_HEAD)) {
      const asked = readQuestion(history[at - 1].content, { ...question.context, history: history.slice(0, at - 1) });
      const listed = [...turn.content.matchAll(/^• (.+?) \(/gm)].map((m) => m[1]);
      return { dishes: [...fridgeMenuDishes(asked).values()], listed, justListed: at === history.length - 2 };
    }
    if (!/ — .*, pour \d+\spersonnes?\.$/m.test(turn.content)) return undefined;
  }
  return undefined;
}
