import { DISH_TYPES } from '#contracts';
import { coversFood, ingredientName } from '../generation/fridge-match';
import type { RecipeRequest } from '../types';
import { chooseLocalRecipe } from './choose-recipe';
import { RECIPES } from './recipes';
import { seededRandom } from './seeded-random';

const request = (fridgeNames: string[], dishType: RecipeRequest['dishType'], useFirst: string, seed: number): RecipeRequest => ({
  dishType,
  mode: 'fridge',
  restrictions: [],
  preferredFoods: [],
  avoidedFoods: [],
  difficulty: 'moyen',
  servings: 4,
  fridge: fridgeNames.map((name) => ({ name, quantity: 10, unit: 'unité', expirationDate: null })),
  staples: [],
  exclude: [],
  useFirst,
  seed,
});

const uses = (lines: readonly string[], food: string) => lines.some((line) => coversFood(food, ingredientName(line)));

/**
 * "À consommer en priorité": seeded random fridges holding two recipes of a type; the item asked
 * first belongs to one only. Whenever a recipe with that item is possible, the offline chef picks one.
 */
describe('offline chef, fridge mode: the item to use first', () => {
  it('picks a recipe that uses it whenever one is possible (400 seeded fridges)', () => {
    const random = seededRandom(20261125);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let checked = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const type = pick(DISH_TYPES);
      const ofType = RECIPES.filter((r) => r.type === type);
      const [a, b] = [pick(ofType), pick(ofType)];
      if (a === b) continue;
      const fridge = [...new Set([...a.ingredients, ...b.ingredients].map(ingredientName).filter(Boolean))];
      const onlyInA = a.ingredients.map(ingredientName).filter((name) => name && !uses(b.ingredients, name));
      if (onlyInA.length === 0) continue;
      const item = pick(onlyInA);
      // Only a fridge where `a` itself is possible says anything about the choice.
      try {
        chooseLocalRecipe(request(fridge, type, item, seed), { recipes: [a] });
      } catch {
        continue;
      }
      const chosen = chooseLocalRecipe(request(fridge, type, item, seed)).recipe;
      expect({ seed, item, chosen: chosen.title, uses: uses(chosen.ingredients, item) }).toEqual({ seed, item, chosen: chosen.title, uses: true });
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
