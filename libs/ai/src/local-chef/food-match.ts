import { normalizeIngredientName, parseIngredientLine, type Unit } from '#ingredients';
import { findAvoidedFoods } from '../validation/dietary-rules';
import { FOODS_MADE_FROM_ANOTHER } from './knowledge/foods-named-after-another';

/**
 * Whether any of the lines contains the food, on the same word rules as avoided foods:
 * 'tomate' finds 'tomates cerises', 'lait' does not find 'lait de coco'.
 */
export function containsFood(lines: readonly string[], food: string): boolean {
  return findAvoidedFoods([...lines], [food]).length > 0;
}

const MADE_FROM = FOODS_MADE_FROM_ANOTHER.map(normalizeIngredientName);

/**
 * Whether the lines cook with the food (« que faire avec des olives ? »): as containsFood, but never
 * by a food made from it (FOODS_MADE_FROM_ANOTHER: the olive of an olive oil), unless that is the food asked,
 * nor by a seasoning its class finds (the spoonful of nuoc-mâm is no fish to cook with; see preferredFoodsIn).
 */
export function cooksWith(lines: readonly string[], food: string): boolean {
  const asked = normalizeIngredientName(food);
  return lines.some((line) => {
    const name = normalizeIngredientName(line);
    const besides = MADE_FROM.filter((made) => made !== asked && !made.startsWith(`${asked} `)).reduce((rest, made) => rest.replace(made, ' '), name);
    return containsFood([line], food) && (besides === name || containsFood([besides], food)) && (!seasons(line) || names(line, food));
  });
}

/** What a dish takes by the spoonful or the pinch seasons it. */
const SEASONING_UNITS: readonly Unit[] = ['càc', 'càs', 'pincée'];

/**
 * How many of the household's preferred foods a dish holds (its title and ingredient lines), each
 * counted once. A food counts where a line names it, or where its class finds a food the dish is
 * made of; a seasoning its class finds does not: the spoonful of nuoc-mâm of a shrimp stir-fry is
 * no fish for a week that asks for « viande, poisson, fruits de mer » (the stir-fry counted twice
 * and won every household's week), while « 1 càc de curry » is the curry a household loves.
 */
export function preferredFoodsIn(lines: readonly string[], preferred: readonly string[]): number {
  return preferred.filter((food) => food.trim() && lines.some((line) => containsFood([line], food) && (!seasons(line) || names(line, food)))).length;
}

const seasons = (line: string): boolean => SEASONING_UNITS.includes(parseIngredientLine(line).unit);

const names = (line: string, food: string): boolean => normalizeIngredientName(line).includes(normalizeIngredientName(food));
