import { DIFFICULTIES, DISH_TYPE_LABELS, type DietaryRestriction, type DishType, frenchList } from '#contracts';
import { findAvoidedFoods } from '../../validation/dietary-rules';
import { DIET_VERSION_LABELS, DIET_WORDS, QUICK_SHARE_OF_RANGE, RECIPE_CONSTRAINTS, RICH_FOODS, SOUP_WORDS, SPICY_FOODS, stepsUseOven, type RecipeConstraint } from '../knowledge/recipe-constraints';
import { PREPARATION_TIME_RANGES, type LocalRecipe } from '../local-recipe';
import { findPhrase, hasPhrase, phrases, toWords, type Words } from './text-match';

const DIETS = DIET_WORDS.map(([restriction, list]) => ({ restriction, words: phrases(list) }));
const SOUP = phrases(SOUP_WORDS);
const CONSTRAINTS = RECIPE_CONSTRAINTS.map((c) => ({ constraint: c, words: phrases(c.words) }));

/** The diets a question names ("sans gluten", "végétarien"…). */
export function dietsIn(words: Words): DietaryRestriction[] {
  // « Sans lait de coco », « sans noix de cajou » leave out a food the words begin, not the diet.
  const named = (w: Words) => findPhrase(words, w).some((start) => !OF.has(words[start + w.length] ?? ''));
  return DIETS.filter((d) => d.words.some(named)).map((d) => d.restriction);
}

const OF = new Set(toWords("de d'"));

/** How a reply names a diet's version: "sans gluten", "végétarienne". */
export function dietLabel(diet: DietaryRestriction): string {
  return diet === 'none' ? '' : DIET_VERSION_LABELS[diet];
}

/** The other constraints a question names ("sans four", "rapide", "pour les enfants"). */
export function constraintsIn(words: Words): RecipeConstraint[] {
  return CONSTRAINTS.filter((c) => c.words.some((w) => hasPhrase(words, w))).map((c) => c.constraint);
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

const RULES: Record<RecipeConstraint['id'], (recipe: LocalRecipe) => boolean> = {
  noOven: (recipe) => !usesOven(recipe),
  quick: isQuick,
  forChildren: suitsChildren,
  light: isLight,
  easy: (recipe) => recipe.difficulty === 'facile',
  soup: (recipe) => SOUP.some((w) => hasPhrase(toWords(recipe.title), w)),
  festive: (recipe) => recipe.tags?.includes('festif') ?? false,
};

/** A dish type with its article and the wishes, as a cook says it: "un dessert sans four", "une entrée légère". */
export function wishFor(type: DishType, constraints: readonly RecipeConstraint[]): string {
  const feminine = type === 'entrée' || type === 'boisson';
  const labels = constraints.map((c) => (feminine && c.feminine) || c.label);
  // Adjectives first, joined ("rapide et léger"), then "de fête", then "sans four", "pour les enfants".
  const adjectives = labels.filter((l) => !/^(?:pour|sans|en|de) /.test(l));
  const phrases = labels.filter((l) => !adjectives.includes(l)).sort((a, b) => Number(!a.startsWith('de ')) - Number(!b.startsWith('de ')));
  return [`${feminine ? 'une' : 'un'} ${DISH_TYPE_LABELS[type].toLowerCase()}`, adjectives.length > 0 ? frenchList(adjectives) : '', ...phrases].filter(Boolean).join(' ');
}

export function meetsConstraints(recipe: LocalRecipe, constraints: readonly RecipeConstraint[]): boolean {
  return constraints.every((c) => RULES[c.id](recipe));
}

/**
 * Recipes that all qualify, best answers to the wishes first: "rapide" puts the shortest first,
 * "pour les enfants" the easy family ones (a 'moyen' mousse à l'aquafaba is no child's first idea).
 * The sort is stable: without such a wish, the order stays as given.
 */
export function byConstraints(recipes: readonly LocalRecipe[], constraints: readonly RecipeConstraint[]): LocalRecipe[] {
  const quick = constraints.some((c) => c.id === 'quick');
  const children = constraints.some((c) => c.id === 'forChildren');
  if (!quick && !children) return [...recipes];
  const family = (r: LocalRecipe) => (children && r.tags?.includes('familial') ? 0 : 1);
  return [...recipes].sort(
    (a, b) =>
      DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty) ||
      family(a) - family(b) ||
      (quick ? a.preparationTime - b.preparationTime : 0),
  );
}
