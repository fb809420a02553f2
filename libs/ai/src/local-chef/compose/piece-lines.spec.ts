import { overStock } from '../../generation/fridge-stock';
import { LocalRecipeProvider } from '../../providers/local-recipe.provider';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { DISH_TYPES } from '../local-recipe';
import { seededRandom } from '../seeded-random';

// A fridge counts garlic, ham and clementines in pieces; a recipe line names the piece as a cook
// does ("2 gousses d'ail", "3 tranches de jambon blanc") and never halves a slice, a clove or a
// small fruit.
const TODAY = '2026-11-25';
const provider = new LocalRecipeProvider({ today: new Date(`${TODAY}T12:00:00Z`) });
const item = (name: string, quantity: number, unit: string): FridgeItem => ({ name, quantity, unit, expirationDate: null });

describe('lines of counted pieces', () => {
  it('read as a cook writes them, on seeded random fridges', async () => {
    const random = seededRandom(77);
    const odd: string[] = [];
    let pieces = 0;
    for (let index = 0; index < 120; index++) {
      const fridge = randomFridge(random, { today: TODAY });
      for (const dishType of DISH_TYPES) {
        const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6), seed: index })).catch(() => null);
        for (const line of draft?.ingredients ?? []) {
          if (/gousses? d'ail|tranches? de (jambon|pain de mie)|clémentines?|abricots?|prunes?/.test(line)) pieces++;
          if (/\bails\b|^[\d,½]+ ail\b|^[\d,½]+ jambons? blancs?$|^[\d,½]+ pains? de mie$|^[\d,½]+ thés?$/.test(line)) odd.push(line);
          if (/^(\d+,5|½) (gousses?|tranches?|sachets?|clémentines?|abricots?|prunes?)\b/.test(line)) odd.push(line);
        }
      }
    }
    expect(odd).toEqual([]);
    expect(pieces).toBeGreaterThan(20);
  });

  it('are judged against the pieces the fridge holds', () => {
    const fridge = [item('Ail', 3, 'unité'), item('Jambon blanc', 4, 'unité')];
    expect(overStock(["2 gousses d'ail", '4 tranches de jambon blanc'], fridge)).toEqual([]);
    expect(overStock(["5 gousses d'ail"], fridge).map((o) => o.item.name)).toEqual(['Ail']);
    expect(overStock(['6 tranches de jambon blanc'], fridge).map((o) => o.item.name)).toEqual(['Jambon blanc']);
  });
});
