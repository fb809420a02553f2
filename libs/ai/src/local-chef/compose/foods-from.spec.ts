import { kitchenToday } from '#contracts';
import type { FridgeItem, RecipeRequest } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeForWeek, composeFromFridge } from './compose-from-fridge';
import { MARKET_BASKET } from './market-basket';

// A dish's description says where its foods come from: « ce qui attend dans le frigo » of the
// family's fridge; of the foods a question named (foodsFrom: 'named'), never the fridge. Fridges
// of a pasta, a pizza dough or gnocchis and a food of the basket, drawn at random.

const BASES = ['Pâtes', 'Gnocchis', 'Pâte à pizza'];
const DRAWS = 40;

function request(fridge: FridgeItem[], seed: number): RecipeRequest {
  return { dishType: 'plat', mode: 'fridge', restrictions: [], preferredFoods: [], avoidedFoods: [], difficulty: 'facile', servings: 2, fridge, staples: [], exclude: [], seed };
}

describe('where the foods of a composed dish come from', () => {
  it(`says the fridge only of the fridge's foods, over ${DRAWS} seeded fridges`, () => {
    const random = seededRandom(20261202);
    let toldFridge = 0;
    const namedSaidFridge: string[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const fridge: FridgeItem[] = [
        { name: BASES[i % BASES.length], quantity: 500, unit: 'g', expirationDate: null },
        { name: MARKET_BASKET[Math.floor(random() * MARKET_BASKET.length)], quantity: 400, unit: 'g', expirationDate: null },
      ];
      const asked = request(fridge, i);
      const fromFridge = composeFromFridge(asked, kitchenToday(), seededRandom(i), [], { fallbacks: false });
      const named = composeFromFridge(asked, kitchenToday(), seededRandom(i), [], { fallbacks: false, foodsFrom: 'named' });
      toldFridge += fromFridge.filter((d) => /frigo/.test(d.description)).length;
      namedSaidFridge.push(...named.filter((d) => /frigo/.test(d.description)).map((d) => `${d.title} : ${d.description}`));
      // The same dishes, told alike but for where their foods come from.
      expect(named.map((d) => d.title)).toEqual(fromFridge.map((d) => d.title));
    }
    expect(toldFridge).toBeGreaterThan(0);
    expect(namedSaidFridge).toEqual([]);
  });

  it(`says a planned week's dishes, which may take foods to buy, are of what the household has and buys, over ${DRAWS} seeded fridges`, () => {
    const random = seededRandom(20261129);
    let toldWeek = 0;
    const weekSaidFridge: string[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const fridge: FridgeItem[] = [{ name: MARKET_BASKET[Math.floor(random() * MARKET_BASKET.length)], quantity: 400, unit: 'g', expirationDate: null }];
      const week = composeForWeek({ ...request(fridge, i), mode: 'preferences', servings: 1 + Math.floor(random() * 6) }, kitchenToday(), seededRandom(i));
      toldWeek += week.filter((d) => d.description.includes('ce que vous avez et ce que vous achetez pour la semaine')).length;
      weekSaidFridge.push(...week.filter((d) => /frigo/.test(d.description)).map((d) => `${d.title} : ${d.description}`));
    }
    expect(toldWeek).toBeGreaterThan(0);
    expect(weekSaidFridge).toEqual([]);
  });
});
