import { agreeWithQuantity } from '#ingredients';
import { DIFFICULTIES, servingsLabel, type DifficultyValue, frenchList } from '#contracts';
import { coversFood } from '../../generation/fridge-match';
import { slugify } from '../../generation/recipe-identity';
import type { RecipeRequest } from '../../types';
import type { LocalRecipe } from '../local-recipe';
import { preferredFoodsIn } from '../food-match';
import { composeDish, isUrgent, type ComposeOptions, readPantry, readStock, type ComposedDish, type Stocked } from './compose-dish';
import type { FoodsFrom } from './dish-pattern';
import { plural, the } from './dish-french';
import { foodOf } from './food-lookup';
import { isWeighed, type Food } from './foods';
import { MARKET_BASKET } from './market-basket';
import { patternsOfType } from './patterns';

// How many ways each pattern is tried: the draw varies which foods of equal urgency fill it.
const TRIES_PER_PATTERN = 3;
const USE_FIRST_BONUS = 20;
const RECENTLY_SHOWN_PENALTY = 30;
/**
 * What a dish for fewer than the table costs, for the whole table missing: a dinner for three when
 * six sit down weighs more than an item due tomorrow saved from the bin (4, see urgency), so a
 * poêlée for all beats the côtes de porc for three when both use what is due; one missing of four
 * weighs less than it.
 */
const SHORT_TABLE_PENALTY = 12;

export interface ScoredDish extends ComposedDish {
  score: number;
}

/** A composed dish in the shape of any recipe: the provider's answer, the chat's whole recipe. */
export function asDraft(dish: ScoredDish): Omit<LocalRecipe, 'type'> {
  return {
    id: slugify(dish.title),
    title: dish.title,
    description: dish.description,
    preparationTime: dish.preparationTime,
    servings: dish.servings,
    difficulty: dish.difficulty,
    ingredients: dish.ingredients,
    instructions: dish.instructions,
  };
}

/**
 * Every dish of the requested type the fridge allows, best first: dishes that use what expires
 * soonest, use more of the fridge, feed everyone, hold preferred foods and fit the household's
 * difficulty come first; one shown recently goes last. A fallback pattern (the cheese course in
 * place of a dessert) comes only when nothing else is possible; `fallbacks: false` never takes one.
 * `foodsFrom: 'named'` when the « fridge » is the foods a question named: the text never calls them the fridge's.
 */
export function composeFromFridge(
  request: RecipeRequest,
  today: string,
  random: () => number,
  extra: readonly Stocked[] = [],
  { fallbacks = true, foodsFrom }: { fallbacks?: boolean } & ComposeOptions = {},
): ScoredDish[] {
  const stock = [...readStock(request.fridge, today, request), ...extra];
  const pantry = readPantry(request.staples, request);
  const recent = new Set(request.exclude.map(slugify));
  const seen = new Set<string>();
  const dishes: ScoredDish[] = [];
  for (const pattern of patternsOfType(request.dishType)) {
    if (pattern.fallback && !fallbacks) continue;
    for (let attempt = 0; attempt < TRIES_PER_PATTERN; attempt++) {
      const dish = composeDish(pattern, stock, pantry, request, random, { foodsFrom });
      if (!dish || seen.has(dish.title)) continue;
      seen.add(dish.title);
      dishes.push({ ...withNotes(dish, request, foodsFrom ?? 'fridge'), score: score(dish, request, recent, random) });
    }
  }
  const real = dishes.filter((d) => !d.fallback);
  return (real.length > 0 ? real : dishes).sort((a, b) => b.score - a.score);
}

/** How well a dish answers the request (see composeFromFridge); also used for the collection's recipes. */
export function score(dish: Pick<ComposedDish, 'used' | 'title' | 'ingredients' | 'difficulty' | 'servings'>, request: RecipeRequest, recent: Set<string>, random: () => number): number {
  let total = dish.used.reduce((sum, s) => sum + (s.bought ? 0 : 0.6 + urgency(s)), 0);
  total += 3 * preferredFoodsIn([dish.title, ...dish.ingredients], request.preferredFoods);
  total += difficultyFit(dish.difficulty, request.difficulty);
  total -= SHORT_TABLE_PENALTY * (1 - dish.servings / request.servings);
  if (request.useFirst && dish.used.some((s) => coversFood(request.useFirst!, s.item.name) || coversFood(s.item.name, request.useFirst!))) total += USE_FIRST_BONUS;
  if (recent.has(slugify(dish.title))) total -= RECENTLY_SHOWN_PENALTY;
  return total + random();
}

function urgency(stocked: Stocked): number {
  const days = stocked.days;
  if (days === null) return 0;
  if (days <= 1) return 4;
  if (days <= 3) return 2.5;
  if (days <= 7) return 1;
  return 0.2;
}

function difficultyFit(dish: DifficultyValue, household: DifficultyValue): number {
  const gap = DIFFICULTIES.indexOf(dish) - DIFFICULTIES.indexOf(household);
  if (gap === 0) return 1;
  return gap < 0 ? 0.5 : -1.5 * gap;
}

/**
 * What the user should know: the items it saves from the bin, and when the fridge feeds fewer
 * people. An urgent item the dish uses whole is « finished »; one it leaves some of is « used »,
 * never said finished while a courgette stays in the fridge.
 */
function withNotes(dish: ComposedDish, request: RecipeRequest, foodsFrom: FoodsFrom): ComposedDish {
  const notes: string[] = [];
  const urgent = dish.used.filter(isUrgent);
  const told = (s: Stocked) => dish.told.get(s) ?? s.food;
  const finished = urgent.filter((s) => dish.usedUp.has(s)).map(told);
  const partly = urgent.filter((s) => !dish.usedUp.has(s)).map(told);
  if (urgent.length > 0) {
    const foods = [...finished, ...partly];
    const many = foods.length > 1 || plural(foods[0]);
    // A first list with its « et » is set apart by a comma: « finir les radis et la menthe, et utiliser le lait ».
    const join = finished.length > 1 ? ', et ' : ' et ';
    const what = [finished.length > 0 && `finir ${frenchList(finished.map(the))}`, partly.length > 0 && `utiliser ${frenchList(partly.map(the))}`].filter(Boolean).join(join);
    notes.push(`De quoi ${what} avant ${many ? 'leur' : 'sa'} date.`);
  }
  // A quiche for one is a whole quiche: what the table leaves is said to keep, not left to surprise.
  if (dish.feeds !== undefined) notes.push('La pâte se cuit entière : de quoi en garder pour le lendemain.');
  if (dish.servings < request.servings) {
    // The fridge is said only of the fridge's foods (see Dish.foodsFrom): the foods a question named hold as much as it said.
    notes.push(`Pour ${servingsLabel(dish.servings)} : ${foodsFrom === 'fridge' ? "le frigo n'en permet pas davantage" : "ces quantités n'en permettent pas davantage"}.`);
  }
  return notes.length > 0 ? { ...dish, description: `${dish.description} ${notes.join(' ')}` } : dish;
}

// Enough of anything for a household's dinner: a planned week buys what the fridge lacks.
const PLENTY = 100_000;

/**
 * Dishes for a planned week: composed from the fridge first (what expires soonest leads) and the
 * everyday foods of the market basket, for the whole household (short stock is bought, not a
 * smaller dish). Never a fallback: a week that can buy what it lacks plans a real dish.
 */
export function composeForWeek(request: RecipeRequest, today: string, random: () => number): ScoredDish[] {
  const fridge = request.fridge.map((item) => ({ ...item, quantity: PLENTY }));
  const held = new Set(readStock(fridge, today, request).map((s) => s.food));
  // Counted as a cook buys them: "2 courgettes", "6 œufs", but "300 g de pâtes", "300 g de gnocchis",
  // "200 g de champignons de Paris" (a counted food weighed is named in the plural).
  const counted = (food: Food | null) => food !== null && food.counted && food.piece >= 40 && !isWeighed(food);
  const itemOf = (name: string) => {
    const food = foodOf(name);
    if (counted(food)) return { name, unit: 'unité' };
    return { name: food?.counted && !food.wholeInTitle ? agreeWithQuantity(name, 2) : name, unit: 'g' };
  };
  const basket: Stocked[] = readStock(
    MARKET_BASKET.map((name) => ({ ...itemOf(name), quantity: PLENTY, expirationDate: null })),
    today,
    request,
  )
    .filter((s) => !held.has(s.food))
    .map((s) => ({ ...s, bought: true }));
  return composeFromFridge({ ...request, fridge }, today, random, basket, { fallbacks: false, foodsFrom: 'week' });
}
