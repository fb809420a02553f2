import { ingredientName } from '../../generation/fridge-match';
import { foodOf } from '../compose/food-lookup';
import { ONCE_IN_A_MENU } from '../knowledge/menu';
import type { LocalRecipe } from '../local-recipe';

// What the two menus (the book's, answer-menu.ts, and the fridge's, fridge-menu.ts) share: how the
// courses keep apart, and how a menu ends.

/** How a menu's answer ends: the follow-ups that give its dishes whole (answer-listed-choice.ts). */
export const MENU_RECIPES_OFFER = 'Voulez-vous les recettes ? Demandez-moi par exemple « la recette du plat », puis « et le dessert ? ».';

/** The foods of substance a recipe is made of (ONCE_IN_A_MENU): what a menu serves in one course only. */
function substance(recipe: LocalRecipe): Set<string> {
  const foods = recipe.ingredients.map((line) => foodOf(ingredientName(line))).filter((food) => food !== null && ONCE_IN_A_MENU.includes(food.kind));
  return new Set(foods.map((food) => food!.name));
}

/** Whether two dishes share a food of substance, which a menu serves once. */
export function sharesSubstance(a: LocalRecipe, b: LocalRecipe): boolean {
  const of = substance(b);
  return [...substance(a)].some((name) => of.has(name));
}
