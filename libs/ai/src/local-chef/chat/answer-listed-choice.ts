import { DISH_TYPE_LABELS, isFeminineDishType, type DishType } from '#contracts';
import { elides } from '#ingredients';
import type { ChatTurn } from '../../types';
import { askedServings } from './asked-servings';
import type { ChefQuestion } from './chef-question';
import { fold } from './detect-intent';
import { lastFridgeMenu } from './fridge-menu';
import { lastListedThread, recipeReply, wholeRecipesGiven } from './recipe-reply';
import { hasPhrase, phrases, toWords } from './text-match';
import { bookDishMentioned, bookDishNamed } from './book-dishes';

// « La première », « la deuxième », « la dernière » after a list of ideas (its dishes given since aside), « la recette du
// plat », « et le dessert ? » right after a menu (one dish of each course): the whole recipe of the
// one chosen, as « la recette de … » would give it, for the people the list was asked for (« un menu
// pour 6 »), else the household.

const ORDINALS: readonly (readonly [position: number, words: string[][]])[] = [
  [0, phrases(['la première', 'le premier', 'la 1re', 'la 1ère', 'le 1er', 'la une', 'la 1', 'le 1', 'première'])],
  [1, phrases(['la deuxième', 'le deuxième', 'la seconde', 'le second', 'la 2e', 'le 2e', 'la 2', 'le 2', 'deuxième', 'la deux'])],
  [2, phrases(['la troisième', 'le troisième', 'la 3e', 'le 3e', 'la 3', 'le 3', 'troisième', 'la trois'])],
  [-1, phrases(['la dernière', 'le dernier'])],
];

/** « Le plat », « du dessert », « l'entrée », « de l'entrée »: a course named with its article. */
const COURSES = (Object.keys(DISH_TYPE_LABELS) as DishType[]).map((type) => {
  const label = DISH_TYPE_LABELS[type].toLowerCase();
  const the = elides(label) ? [`l'${label}`, `de l'${label}`] : isFeminineDishType(type) ? [`la ${label}`, `de la ${label}`] : [`le ${label}`, `du ${label}`];
  return { type, words: phrases(the) };
});

export function answerListedChoice(question: ChefQuestion): string | null {
  const { history } = question.context;
  if (question.words.length > 6) return null;
  const position = ORDINALS.find(([, list]) => list.some((w) => hasPhrase(question.words, w)))?.[0];
  const course = COURSES.find((c) => c.words.some((w) => hasPhrase(question.words, w)))?.type;
  // An ordinal chooses in the list just given; a course in the last list, its recipes given since
  // aside, when it holds one dish of that course (a menu): after three plats, « le plat » chooses none.
  const thread = lastListedThread(history);
  // « La première », then « et la deuxième ? »: the list is still the one read while only its own dishes were given since.
  const browsing = thread !== undefined && wholeRecipesGiven(history.slice(thread.at + 1)).every((given) => thread.listed.some((r) => r.title === given.recipe.title));
  const ofCourse = course && thread ? thread.listed.filter((r) => r.type === course) : [];
  const recipe = position !== undefined ? (browsing ? thread?.listed.at(position) : undefined) : ofCourse.length === 1 ? ofCourse[0] : undefined;
  if (!recipe || !thread) return fridgeMenuChoice(question, position, course) ?? advisedChoice(question, position);
  const servings = askedServings(question.folded) ?? askedBefore(history, thread.at) ?? question.context.servings ?? recipe.servings;
  return recipeReply(recipe, servings, question.context);
}

/** The people the question that got the list asked for (« un menu pour 6 personnes »). */
function askedBefore(history: readonly ChatTurn[], at: number): number | undefined {
  const asked = history.slice(0, at).filter((turn) => turn.role === 'user').at(-1);
  return asked ? askedServings(fold(asked.content)) : undefined;
}

/**
 * « La recette du plat », « et le dessert ? », « la deuxième » after a menu of the fridge: that dish
 * whole, composed again from the question that asked for the menu; said so when the fridge changed since.
 */
function fridgeMenuChoice(question: ChefQuestion, position: number | undefined, course: DishType | undefined): string | null {
  if (position === undefined && course === undefined) return null;
  const menu = lastFridgeMenu(question);
  if (!menu || (position !== undefined && !menu.justListed)) return null;
  const title = position !== undefined ? menu.listed.at(position) : menu.listed.find((listed) => menu.dishes.some((d) => d.title === listed && d.type === course));
  const dish = menu.dishes.find((d) => d.title === title);
  if (!dish) return "Votre frigo a changé depuis ce menu : redemandez-moi « un menu avec ce que j'ai ».";
  return recipeReply(dish, dish.servings, question.context);
}

/**
 * « La première » right after advice in points (« Pour un anniversaire… • un gâteau au yaourt… »):
 * the book's dish that point names, whole, for the household; null when it names none.
 */
function advisedChoice(question: ChefQuestion, position: number | undefined): string | null {
  const { history } = question.context;
  const advice = history.at(-2);
  if (position === undefined || advice?.role !== 'assistant') return null;
  const point = advice.content.split('\n').filter((line) => line.startsWith('• ')).at(position);
  // « • pain perdu : trempé dans du lait… », « • les légumineuses : dahl de lentilles, chili… »: the
  // dish the point names whole, else the first of its parts that names one by half its title.
  const parts = point ? point.slice(2).split(/\s:\s|,\s/u) : [];
  const recipe = point ? (bookDishMentioned(toWords(point)) ?? parts.map((part) => bookDishNamed(toWords(part), 0.5)).find(Boolean)) : undefined;
  return recipe ? recipeReply(recipe, question.context.servings ?? recipe.servings, question.context) : null;
}
