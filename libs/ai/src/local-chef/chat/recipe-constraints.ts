import { DIFFICULTIES, DISH_TYPE_LABELS, isFeminineDishType, type DietaryRestriction, type DishType, frenchList } from '#contracts';
import { elides, parseIngredientLine, proteinFamilyOf } from '#ingredients';
import { findAvoidedFoods } from '../../validation/dietary-rules';
import {
  DIET_VERSION_LABELS,
  DIET_WORDS,
  MINUTE_WORDS,
  KCAL_PER_PROTEIN_GRAM,
  LESS_SWEET_GRAMS,
  NAMED_DURATIONS,
  PROTEIN_RICH_GRAMS,
  PROTEIN_RICH_SHARE,
  QUICK_SHARE_OF_RANGE,
  RECIPE_CONSTRAINTS,
  RICH_FOODS,
  SOUP_WORDS,
  SPICY_FOODS,
  servedCold,
  simmers,
  stepsUseHeat,
  stepsUseOven,
  TIME_LIMIT_AFTER,
  TIME_LIMIT_BEFORE,
  type RecipeConstraint,
} from '../knowledge/recipe-constraints';
import { foodOf } from '../compose/food-lookup';
import { COSTLY_FAMILIES } from '../knowledge/budget';
import { PREPARATION_TIME_RANGES, type LocalRecipe } from '../local-recipe';
import { recipeEstimate } from './recipe-nutrition';
import { findPhrase, hasPhrase, phrases, toWords, type Words } from './text-match';

const DIETS = DIET_WORDS.map(([restriction, list]) => ({ restriction, words: phrases(list) }));
const SOUP = phrases(SOUP_WORDS);
const CONSTRAINTS = RECIPE_CONSTRAINTS.map((c) => ({ constraint: c, words: phrases(c.words) }));

/** The diets a question names ("sans gluten", "végétarien"…). */
export function dietsIn(said: Words): DietaryRestriction[] {
  // « Sans gluten ni lactose », « ni gluten ni lactose », « je ne mange ni viande ni poisson »: a
  // « ni » refuses as « sans » does (the lactose was dropped, then both without « sans »).
  const words = said.map((w) => (w === NI ? WITHOUT : w));
  // « Sans lait de coco », « sans noix de cajou » leave out a food the words begin, not the diet.
  const named = (w: Words) => findPhrase(words, w).some((start) => !OF.has(words[start + w.length] ?? ''));
  return DIETS.filter((d) => d.words.some(named)).map((d) => d.restriction);
}

const OF = new Set(toWords("de d'"));
const [NI, WITHOUT] = toWords('ni sans');

/** How a reply names a diet's version: "sans gluten", "végétarienne". */
export function dietLabel(diet: DietaryRestriction): string {
  return diet === 'none' ? '' : DIET_VERSION_LABELS[diet];
}

/** The other constraints a question names ("sans four", "rapide", "pour les enfants", « en 20 minutes »). */
export function constraintsIn(words: Words): RecipeConstraint[] {
  const said = (id: RecipeConstraint['id'], start: number) =>
    !(OF_ORIGIN.has(id) && start > 0 && foodOf(words[start - 1]) !== null) && !(id === 'cold' && WEATHER.has(words[start - 1] ?? ''));
  const named = CONSTRAINTS.filter((c) => c.words.some((w) => findPhrase(words, w).some((start) => said(c.constraint.id, start)))).map((c) => c.constraint);
  const minutes = minutesAllowed(words);
  return minutes === undefined ? named : [...named, { id: 'within', words: [], label: `en ${minutes} minutes au plus`, minutes }];
}

const LESS_SWEET = CONSTRAINTS.find((c) => c.constraint.id === 'lessSweet')!.words;

/**
 * The positions of the words that wish for less sugar (« une boisson pas trop sucrée »): their
 * « sucrée » asks for no dessert, their « trop sucrée » says no dish went wrong.
 */
export function lessSweetAt(words: Words): Set<number> {
  return new Set(LESS_SWEET.flatMap((w) => findPhrase(words, w).flatMap((start) => w.map((_, k) => start + k))));
}

/** The positions of the words of every wish the question says, several words long too (« pas cher », « sans four »). */
export function wishesAt(words: Words): Set<number> {
  return new Set(CONSTRAINTS.flatMap((c) => c.words.flatMap((w) => findPhrase(words, w).flatMap((start) => w.map((_, k) => start + k)))));
}

// A word of origin or taste right after a food is part of its name, no wish: « du chocolat suisse », « du riz japonais », « du beurre salé ».
const OF_ORIGIN = new Set<RecipeConstraint['id']>(['tagged', 'cuisine', 'savoury']);
// « Quand il fait froid », « par ce froid », « par temps froid » say the weather: no dish served cold.
const WEATHER = new Set(toWords('fait ce temps le du grand'));

const BEFORE = phrases(TIME_LIMIT_BEFORE);
const AFTER = phrases(TIME_LIMIT_AFTER);
const MINUTES = new Set(MINUTE_WORDS.flatMap(toWords));
const NAMED = NAMED_DURATIONS.map(([said, minutes]) => ({ words: toWords(said), minutes }));

/**
 * The minutes a family says it has: « j'ai 15 minutes », « en moins d'une demi-heure », « 20 min
 * max ». A time without such words (« cuire 20 minutes ») is a step, not a limit.
 */
export function minutesAllowed(words: Words): number | undefined {
  const said: { start: number; end: number; minutes: number }[] = [];
  words.forEach((word, i) => {
    const glued = /^(\d+)(?:min|mn)$/.exec(word);
    if (glued) said.push({ start: i, end: i + 1, minutes: Number(glued[1]) });
    else if (/^\d+$/.test(word) && MINUTES.has(words[i + 1] ?? '')) said.push({ start: i, end: i + 2, minutes: Number(word) });
  });
  for (const named of NAMED) for (const start of findPhrase(words, named.words)) said.push({ start, end: start + named.words.length, minutes: named.minutes });
  const endsAt = (phrase: Words, at: number) => at >= phrase.length && phrase.every((w, k) => words[at - phrase.length + k] === w);
  const startsAt = (phrase: Words, at: number) => phrase.every((w, k) => words[at + k] === w);
  return said.find(({ start, end }) => BEFORE.some((p) => endsAt(p, start)) || AFTER.some((p) => startsAt(p, end)))?.minutes;
}

const TIME_WORDS = new Set([...TIME_LIMIT_BEFORE, ...TIME_LIMIT_AFTER, ...MINUTE_WORDS, ...NAMED_DURATIONS.map(([said]) => said)].flatMap(toWords));

/** Whether `word` is part of the time the question says it has (« en 30 minutes », « 20 min max »). */
export function saysTime(words: Words, word: string): boolean {
  return minutesAllowed(words) !== undefined && (TIME_WORDS.has(word) || /^\d+(?:min|mn|h)?$/.test(word));
}

/**
 * Whether a recipe is ready in the minutes said. Below the least a dish of its type takes
 * (PREPARATION_TIME_RANGES: a plat takes 30 minutes at least), the quickest are what the family can have.
 */
function within(recipe: LocalRecipe, minutes: number): boolean {
  return minutes >= PREPARATION_TIME_RANGES[recipe.type].min ? recipe.preparationTime <= minutes : isQuick(recipe);
}

/** « Je n'ai pas de plat prêt en 15 minutes… »: said before the quickest when the time said is shorter than any dish of the type takes. */
export function tooShortFor(type: DishType, constraints: readonly RecipeConstraint[]): string | null {
  const minutes = constraints.find((c) => c.id === 'within')?.minutes;
  const least = PREPARATION_TIME_RANGES[type].min;
  if (minutes === undefined || minutes >= least) return null;
  const label = DISH_TYPE_LABELS[type].toLowerCase();
  const feminine = isFeminineDishType(type);
  const of = elides(label) ? "d'" : 'de ';
  return `Je n'ai pas ${of}${label} ${feminine ? 'prête' : 'prêt'} en ${minutes} minutes : ${feminine ? 'les miennes' : 'les miens'} demandent au moins ${least} minutes.`;
}

const FOR = toWords('pour')[0];

/**
 * Whether the children the question names are whom the dish is for (« pour les enfants », « pour
 * mon fils »), not only who refuses a food (« mon fils n'aime pas les champignons »).
 */
export function wishedForChildren(words: Words): boolean {
  const children = CONSTRAINTS.find((c) => c.constraint.id === 'forChildren');
  return children !== undefined && children.words.some((w) => findPhrase(words, w).some((start) => words.slice(Math.max(0, start - 2), start).includes(FOR)));
}

export function usesOven(recipe: LocalRecipe): boolean {
  return stepsUseOven(recipe.instructions);
}

export function isQuick(recipe: LocalRecipe): boolean {
  const { min, max } = PREPARATION_TIME_RANGES[recipe.type];
  return recipe.preparationTime <= min + (max - min) * QUICK_SHARE_OF_RANGE;
}

export function suitsChildren(recipe: LocalRecipe): boolean {
  return !recipe.tags?.includes('alcool') && findAvoidedFoods(recipe.ingredients, ['alcool', ...SPICY_FOODS]).length === 0;
}

export function isLight(recipe: LocalRecipe): boolean {
  return recipe.tags ? recipe.tags.includes('léger') : findAvoidedFoods(recipe.ingredients, RICH_FOODS).length === 0;
}

const SWEET_COURSES: readonly DishType[] = ['dessert', 'boisson'];

const RULES: Record<RecipeConstraint['id'], (recipe: LocalRecipe, constraint: RecipeConstraint) => boolean> = {
  savoury: (recipe) => !SWEET_COURSES.includes(recipe.type),
  simmered: (recipe) => simmers(recipe.description, recipe.instructions),
  cold: (recipe) => servedCold(recipe.title, recipe.description, recipe.instructions),
  noOven: (recipe) => !usesOven(recipe),
  noCooking: (recipe) => !stepsUseHeat(recipe.instructions),
  quick: isQuick,
  forChildren: suitsChildren,
  light: isLight,
  easy: (recipe) => recipe.difficulty === 'facile',
  soup: (recipe) => SOUP.some((w) => hasPhrase(toWords(recipe.title), w)),
  festive: (recipe) => recipe.tags?.includes('festif') ?? false,
  within: (recipe, constraint) => within(recipe, constraint.minutes ?? Infinity),
  tagged: (recipe, constraint) => recipe.tags?.includes(constraint.tag!) ?? false,
  cuisine: (recipe, constraint) => constraint.recipes!.includes(recipe.id),
  lessSweet: (recipe) => (recipeEstimate(recipe.ingredients, recipe.servings)?.sugar ?? Infinity) <= (LESS_SWEET_GRAMS[recipe.type] ?? -1),
  cheap: (recipe) => costlyLines(recipe.ingredients).length === 0,
  protein: (recipe) => (recipeEstimate(recipe.ingredients, recipe.servings)?.protein ?? 0) >= PROTEIN_RICH_GRAMS[recipe.type] && proteinShare(recipe) >= PROTEIN_RICH_SHARE,
};

/** The lines that make most of a dish's price: meat, fish, cheese (COSTLY_FAMILIES); a stock (« fond de veau ») is of no family, it costs little. */
export function costlyLines(lines: readonly string[]): string[] {
  return lines.filter((line) => COSTLY_FAMILIES.includes(proteinFamilyOf(parseIngredientLine(line).name) ?? ''));
}

/** The share of a portion's calories its proteins make (0 when the recipe cannot be counted). */
function proteinShare(recipe: LocalRecipe): number {
  const estimate = recipeEstimate(recipe.ingredients, recipe.servings);
  return estimate && estimate.kcal > 0 ? (KCAL_PER_PROTEIN_GRAM * estimate.protein) / estimate.kcal : 0;
}

/** A dish type with its article and the wishes, as a cook says it: "un dessert sans four", "une entrée légère". */
export function wishFor(type: DishType, constraints: readonly RecipeConstraint[]): string {
  const feminine = isFeminineDishType(type);
  // « Salé » goes without saying of a course that is never sweet: « une idée salée pour le goûter » gets ideas for an apéro.
  const said = constraints.filter((c) => c.id !== 'savoury' || SWEET_COURSES.includes(type));
  return withWishes(`${feminine ? 'une' : 'un'} ${DISH_TYPE_LABELS[type].toLowerCase()}`, feminine, PREPARATION_TIME_RANGES[type].min, said);
}

/** A whole menu with the wishes, without its article: "menu rapide et léger", "menu sans four". */
export function menuWish(constraints: readonly RecipeConstraint[]): string {
  return withWishes('menu', false, Math.max(...Object.values(PREPARATION_TIME_RANGES).map((range) => range.min)), constraints);
}

const PHRASE_ORDER = ['de', 'en', 'sans', 'pour'];

/** `said` followed by the wishes; fewer minutes than `least` are said « rapide » (the quickest are given). */
function withWishes(said: string, feminine: boolean, least: number, constraints: readonly RecipeConstraint[]): string {
  const label = (c: RecipeConstraint) => (c.id === 'within' && (c.minutes ?? 0) < least ? 'rapide' : (feminine && c.feminine) || c.label);
  const labels = [...new Set(constraints.map(label))];
  // Adjectives first, joined ("rapide et léger"), then "de fête", "en soupe", "sans four", "pour les enfants".
  const adjectives = labels.filter((l) => !/^(?:pour|sans|en|de) /.test(l));
  const rank = (l: string) => PHRASE_ORDER.findIndex((word) => l.startsWith(`${word} `));
  const phrases = labels.filter((l) => !adjectives.includes(l)).sort((a, b) => rank(a) - rank(b));
  return [said, adjectives.length > 0 ? frenchList(adjectives) : '', ...phrases].filter(Boolean).join(' ');
}

export function meetsConstraints(recipe: LocalRecipe, constraints: readonly RecipeConstraint[]): boolean {
  return constraints.every((c) => RULES[c.id](recipe, c));
}

/**
 * Recipes that all qualify, best answers to the wishes first: "rapide" puts the shortest first,
 * "pour les enfants" the easy family ones (a 'moyen' mousse à l'aquafaba is no child's first idea).
 * The sort is stable: without such a wish, the order stays as given.
 */
export function byConstraints(recipes: readonly LocalRecipe[], constraints: readonly RecipeConstraint[]): LocalRecipe[] {
  const quick = constraints.some((c) => c.id === 'quick' || c.id === 'within');
  const children = constraints.some((c) => c.id === 'forChildren');
  // « Riche en protéines »: the leanest in proteins' share last (a chicken before a fondue).
  if (constraints.some((c) => c.id === 'protein')) return [...recipes].sort((a, b) => proteinShare(b) - proteinShare(a));
  if (!quick && !children) return [...recipes];
  const family = (r: LocalRecipe) => (children && r.tags?.includes('familial') ? 0 : 1);
  return [...recipes].sort(
    (a, b) =>
      DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty) ||
      family(a) - family(b) ||
      (quick ? a.preparationTime - b.preparationTime : 0),
  );
}
