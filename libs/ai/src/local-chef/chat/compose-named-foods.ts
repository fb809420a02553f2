import { agreeWithQuantity } from '#ingredients';
import { kitchenToday, type DishType } from '#contracts';
import type { FridgeItem } from '../../types';
import { asDraft, composeFromFridge } from '../compose/compose-from-fridge';
import { foodOf } from '../compose/food-lookup';
import { isWeighed } from '../compose/foods';
import { containsFood } from '../food-match';
import type { LocalRecipe } from '../local-recipe';
import type { DishBase } from '../knowledge/dish-bases';
import { seededRandom } from '../seeded-random';
import type { ChefQuestion } from './chef-question';
import { fridgeRequest, servingsFor } from './fridge-request';
import { constraintsIn, meetsConstraints } from './recipe-constraints';
import { toWords } from './text-match';

// « Idée repas avec des pâtes et du jambon » when no recipe of the collection has both: the
// composing chef builds a dish of exactly the foods named, as if the fridge held them, with the
// cupboard's basics (salt, pepper, water, oil) and nothing else, for the household's servings.

/** The named foods are held for this many portions each: enough for the dish, never a reason to feed fewer. */
const PORTIONS_HELD = 1.5;

/** A named food as a fridge item holding enough of it for `servings` people (its Food.portion each), or null when the chef does not know it. */
function heldItem(name: string, servings: number): FridgeItem | null {
  const food = foodOf(name);
  if (!food) return null;
  const grams = food.portion * servings * PORTIONS_HELD;
  // « des pâtes », « des courgettes »: the fridge names them as a cook does, and the dish writes them so.
  const held = food.pluralName || (food.counted && !food.wholeInTitle) ? agreeWithQuantity(name, 2) : name;
  // Counted as a cook holds them (« 6 œufs », « 3 courgettes »), as the planned week buys them; the rest weighed.
  if (food.counted && food.piece >= 40 && !isWeighed(food)) return { name: held, quantity: Math.ceil(grams / food.piece), unit: 'unité', expirationDate: null };
  return { name: held, quantity: Math.ceil(grams), unit: 'g', expirationDate: null };
}

/**
 * A dish of the type made of every food named (and the pantry's basics), for the household; undefined
 * when the chef cannot compose one. With a kind (knowledge/dish-bases.ts), a dish of that kind, of
 * the foods named and what the kind is made on.
 */
export function dishOfNamedFoods(question: ChefQuestion, names: readonly string[], dishType: DishType, kind?: DishBase): LocalRecipe | undefined {
  const servings = servingsFor(question);
  const bases = (kind?.bases ?? []).filter((base) => !names.some((name) => foodOf(name) !== null && foodOf(name)?.name === foodOf(base)?.name));
  const fridge = [...names, ...bases].map((name) => heldItem(name, servings));
  if (fridge.some((item) => item === null)) return undefined;
  const request = fridgeRequest(question, dishType, fridge as FridgeItem[], names);
  const constraints = constraintsIn(question.words);
  const ofKind = (title: string) => !kind || toWords(title)[0] === toWords(kind.kind)[0];
  return composeFromFridge(request, kitchenToday(), seededRandom(request.seed), [], { fallbacks: false, foodsFrom: 'named' })
    .map((dish): LocalRecipe => ({ ...asDraft(dish), type: dishType }))
    .find((recipe) => ofKind(recipe.title) && meetsConstraints(recipe, constraints) && names.every((name) => containsFood(recipe.ingredients, name) || containsFood(recipe.ingredients, agreeWithQuantity(name, 2))));
}
