import { kitchenToday, type DishType } from '#contracts';
import { freshFridge } from '../../generation/fridge-freshness';
import { FridgeMatcher, ingredientsOutsideFridge, staplesOrDefault } from '../../generation/fridge-match';
import { fridgeUse } from '../../generation/fridge-stock';
import type { FridgeItem } from '../../types';
import { asDraft, composeFromFridge, type ScoredDish } from '../compose/compose-from-fridge';
import { containsFood } from '../food-match';
import type { LocalRecipe } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import type { ChefQuestion } from './chef-question';
import { fridgeRequest } from './fridge-request';
import { constraintsIn, meetsConstraints } from './recipe-constraints';

// The chat's side of the composing chef: a dish made of the fridge alone (and the cupboard's
// basics), as LocalRecipeProvider asks it in fridge mode, for the household (its servings and
// difficulty) and the question's wishes ("rapide", "pour les enfants").

/**
 * The best dish of the type the fresh part of the fridge makes alone, or undefined; with `withFoods`
 * ("que faire avec le poulet ?"), one that uses every one of them; never one of the `given` titles
 * (« une autre ? » after a dish of the fridge); only one that `fits` (a menu's: no food of another course).
 */
export function dishFromFridge(
  question: ChefQuestion,
  dishType: DishType,
  withFoods: readonly string[] = [],
  given: readonly string[] = [],
  fits: (dish: LocalRecipe) => boolean = () => true,
): LocalRecipe | undefined {
  const today = kitchenToday();
  // Expired items never go in: the composer skips them too, this keeps them out of its stock count.
  const fridge = freshFridge(question.context.fridge, today).fresh;
  if (fridge.length === 0) return undefined;
  const request = fridgeRequest(question, dishType, fridge, withFoods);
  const constraints = constraintsIn(question.words);
  const dishes = composeFromFridge(request, today, seededRandom(request.seed), [], { fallbacks: false });
  return dishes
    .map((dish) => asRecipe(dish, dishType))
    .find((recipe) => !given.includes(recipe.title) && meetsConstraints(recipe, constraints) && withFoods.every((food) => containsFood(recipe.ingredients, food)) && fits(recipe));
}

/** The fridge item a food named stands for: by its name, else by its family (« du fromage » is the fridge's gruyère). */
export function fridgeItemNamed(fridge: readonly FridgeItem[], food: string): FridgeItem | undefined {
  return new FridgeMatcher(fridge, []).itemFor(food) ?? fridge.find((item) => containsFood([item.name], food));
}

/**
 * The fridge once a dish of it is cooked: each item less what the lines take of it, an item they
 * use up gone (« et un dessert ? » after the chicken in cream is made of what the chicken left).
 * An item whose share the lines do not tell stays as it is.
 */
export function fridgeLeftAfter(lines: readonly string[], context: ChefQuestion['context']): FridgeItem[] {
  const used = new Map(fridgeUse(lines, context.fridge, staplesOrDefault(context.staples ?? [])).map((u) => [u.item, u.quantity]));
  return context.fridge.flatMap((item) => {
    const quantity = used.get(item);
    if (quantity === undefined || quantity === null) return [item];
    const left = item.quantity - quantity;
    return left > item.quantity * 0.05 ? [{ ...item, quantity: Math.round(left * 100) / 100 }] : [];
  });
}

/** Whether a recipe is made of the fridge and the cupboard alone: a dish the composing chef made of them. */
export function madeOfTheFridge(recipe: LocalRecipe, context: ChefQuestion['context']): boolean {
  return context.fridge.length > 0 && ingredientsOutsideFridge(recipe.ingredients, context.fridge, staplesOrDefault(context.staples ?? [])).length === 0;
}

/** A composed dish in the collection's shape, so the chat writes it as it writes any recipe. */
function asRecipe(dish: ScoredDish, type: DishType): LocalRecipe {
  return { ...asDraft(dish), type };
}
