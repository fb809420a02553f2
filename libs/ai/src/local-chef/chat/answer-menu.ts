import { DISH_TYPE_LABELS, isFeminineDishType, servingsLabel, type DishType } from '#contracts';
import { elides } from '#ingredients';
import { MENU_COURSES, MENU_WORDS } from '../knowledge/menu';
import type { RecipeConstraint } from '../knowledge/recipe-constraints';
import type { LocalRecipe } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { ALLERGY_REMINDER, isAllergyQuestion } from './answer-allergy';
import { allowedRecipes, describe, outOfSeason, narrowed, refusedFoods, versionSaid, wantsFridge } from './answer-suggestions';
import { fridgeMenuReply } from './fridge-menu';
import { MENU_RECIPES_OFFER, sharesSubstance } from './menu-courses';
import { askedServings } from './asked-servings';
import type { ChefQuestion } from './chef-question';
import { questionSeed } from './fridge-request';
import { byConstraints, constraintsIn, isLight, menuWish, wishFor } from './recipe-constraints';
import { recipeInHistory } from './recipe-reply';
import { findPhrase, phrases, toWords } from './text-match';

// « Un menu pour samedi, on sera 6 », « un menu végétarien ? »: a starter, a main course and a
// dessert of the book (knowledge/menu.ts), for the people said or the household, each keeping the
// household's rules and the question's diet, refusals and wishes; the main course first, the others
// around it: in season, no food of substance twice, light beside a rich main. Listed as ideas are,
// so « la recette du plat » or « la deuxième » gives one of them whole.

const MENU = phrases(MENU_WORDS);

// « Mets des crêpes au menu de mardi » plans a dish (detect-chat-action.ts), « au menu ce soir » asks what to eat: no menu asked.
const ON_THE_MENU = toWords('au')[0];

/** Whether the question asks for a whole menu: a new question, never a follow-up on the last recipe (« un autre menu ? »). */
export const asksForMenu = (question: ChefQuestion): boolean =>
  MENU.some((w) => findPhrase(question.words, w).some((at) => question.words[at - 1] !== ON_THE_MENU));

export function answerMenu(asked: ChefQuestion): string | null {
  if (!asksForMenu(asked)) return null;
  if (wantsFridge(asked.words)) return fridgeMenuReply(asked);
  const negated = refusedFoods(asked);
  const question = narrowed(asked, negated);
  const constraints = constraintsIn(question.words);
  // Varies with the wording of the question, stays the same for the same question.
  const random = seededRandom(questionSeed(question));
  // « Un autre menu ? »: what the chat already gave comes last.
  const given = new Set(recipeInHistory(question.context.history)?.given ?? []);
  const chosen = new Map<DishType, LocalRecipe>();
  const notAsWished: { type: DishType; noneInBook: boolean }[] = [];
  for (const type of ['plat', ...MENU_COURSES.filter((t) => t !== 'plat')] as DishType[]) {
    const main = chosen.get('plat');
    // Stable sorts, the last one first in rank: what was given last, then another season's last (a
    // gaspacho in November), the wishes' order (« rapide » the quickest first), beside a rich main
    // course the light ones, then chance: the season's and all year's alike, for a varied menu.
    const ordered = (recipes: readonly LocalRecipe[]) =>
      byGiven(offSeasonLast(byConstraints([...recipes].sort(() => random() - 0.5).sort((a, b) => (main && !isLight(main) ? Number(isLight(b)) - Number(isLight(a)) : 0)), constraints)), given);
    const fits = (r: LocalRecipe) => ![...chosen.values()].some((other) => sharesSubstance(r, other));
    const wished = ordered(allowedRecipes(question, type));
    // A course the book has none of as wished, or none that does not repeat a food (« un menu italien »
    // and its beef carpaccio before a bolognaise), keeps the household's rules and the diet asked, not the wish.
    const relaxed = ordered(allowedRecipes({ ...question, words: [] }, type));
    const pick = wished.find(fits) ?? relaxed.find(fits) ?? wished[0] ?? relaxed[0];
    if (!pick) continue;
    if (!wished.includes(pick)) notAsWished.push({ type, noneInBook: wished.length === 0 });
    chosen.set(type, pick);
  }
  if (!chosen.has('plat')) return null;
  const courses = MENU_COURSES.map((type) => chosen.get(type)).filter((r): r is LocalRecipe => r !== undefined);
  const servings = askedServings(question.folded) ?? question.context.servings;
  const lines = [
    `Une idée de ${menuWish(constraints)}${servings ? ` pour ${servingsLabel(servings)}` : ''}${versionSaid(question.words, negated)} :`,
    ...courses.map(describe),
    ...notAsWished.map(({ type, noneInBook }) => notKept(type, constraints, noneInBook)),
    MENU_RECIPES_OFFER,
  ];
  if (isAllergyQuestion(asked)) lines.push(ALLERGY_REMINDER);
  return lines.join('\n');
}

/**
 * « Je n'ai pas d'entrée italienne dans mon carnet : celle de ce menu n'en est pas une. », or, when
 * those of the book would repeat a food of the menu, « Pour ne pas servir deux fois le même
 * ingrédient, l'entrée de ce menu n'est pas une entrée italienne. »
 */
function notKept(type: DishType, constraints: readonly RecipeConstraint[], noneInBook: boolean): string {
  const wish = wishFor(type, constraints);
  const wished = wish.replace(/^une? /, '');
  const feminine = isFeminineDishType(type);
  if (noneInBook) return `Je n'ai pas ${elides(wished) ? "d'" : 'de '}${wished} dans mon carnet : ${feminine ? 'celle' : 'celui'} de ce menu n'en est pas ${feminine ? 'une' : 'un'}.`;
  const course = DISH_TYPE_LABELS[type].toLowerCase();
  return `Pour ne pas servir deux fois le même ingrédient, ${elides(course) ? "l'" : feminine ? 'la ' : 'le '}${course} de ce menu n'est pas ${wish}.`;
}

const offSeasonLast = (recipes: readonly LocalRecipe[]): LocalRecipe[] => [...recipes].sort((a, b) => Number(outOfSeason(a) === 2) - Number(outOfSeason(b) === 2));

/** The recipes not yet given in the conversation first, each group in its order. */
const byGiven = (recipes: readonly LocalRecipe[], given: ReadonlySet<LocalRecipe>): LocalRecipe[] => [...recipes].sort((a, b) => Number(given.has(a)) - Number(given.has(b)));

