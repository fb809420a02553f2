import { kitchenToday, type DifficultyValue, type DishType } from '#contracts';
import { freshFridge } from '../../generation/fridge-freshness';
import type { RecipeRequest } from '../../types';
import { asDraft, composeFromFridge, type ScoredDish } from '../compose/compose-from-fridge';
import { containsFood } from '../food-match';
import type { LocalRecipe } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import type { ChefQuestion } from './chef-question';
import { constraintsIn, meetsConstraints } from './recipe-constraints';

// The chat's side of the composing chef: a dish made of the fridge alone (and the cupboard's
// basics), as LocalRecipeProvider asks it in fridge mode, for the household (its servings and
// difficulty) and the question's wishes ("rapide", "pour les enfants").

const DEFAULT_SERVINGS = 2;
// A household whose preferences are not known gets the easiest dishes first.
const DEFAULT_DIFFICULTY: DifficultyValue = 'facile';

/**
 * The best dish of the type the fresh part of the fridge makes alone, or undefined; with `withFoods`
 * ("que faire avec le poulet ?"), one that uses every one of them.
 */
export function dishFromFridge(question: ChefQuestion, dishType: DishType, withFoods: readonly string[] = []): LocalRecipe | undefined {
  const { context } = question;
  const today = kitchenToday();
  // Expired items never go in: the composer skips them too, this keeps them out of its stock count.
  const fridge = freshFridge(context.fridge, today).fresh;
  if (fridge.length === 0) return undefined;
  // The same question gets the same dish; another wording may get another.
  const seed = [...question.folded].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const request: RecipeRequest = {
    dishType,
    mode: 'fridge',
    restrictions: context.restrictions,
    preferredFoods: [...withFoods],
    avoidedFoods: context.avoidedFoods,
    difficulty: context.difficulty ?? DEFAULT_DIFFICULTY,
    servings: context.servings ?? DEFAULT_SERVINGS,
    fridge,
    staples: [],
    exclude: [],
    seed,
  };
  const constraints = constraintsIn(question.words);
  const dishes = composeFromFridge(request, today, seededRandom(seed), [], { fallbacks: false });
  return dishes
    .map((dish) => asRecipe(dish, dishType))
    .find((recipe) => meetsConstraints(recipe, constraints) && withFoods.every((food) => containsFood(recipe.ingredients, food)));
}

/** A composed dish in the collection's shape, so the chat writes it as it writes any recipe. */
function asRecipe(dish: ScoredDish, type: DishType): LocalRecipe {
  return { ...asDraft(dish), type };
}
