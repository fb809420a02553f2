import { agreeWithQuantity } from '#ingredients';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { DISH_TYPES } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeForWeek } from './compose-from-fridge';
import { foodOf } from './food-lookup';
import { isWeighed } from './foods';
import { MARKET_BASKET } from './market-basket';

// A planned week buys what the fridge lacks from the market basket, as a cook buys it: gnocchis,
// lentils and chickpeas by the gram (« 300 g de gnocchis »), never counted (« 1 gnocchi »,
// « ½ lentille »); a counted food weighed is named in the plural (« 200 g de champignons de Paris »).
// Checked on the planned weeks of seeded random fridges.
const TODAY = '2026-11-25';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

const lines: string[] = [];
beforeAll(() => {
  const random = seededRandom(1614);
  for (let index = 0; index < 120; index++) {
    // Fridges without their own starches and pulses: the week buys them.
    const fridge = randomFridge(random, { today: TODAY }).filter((i) => !/lentille|pois chiche|gnocchi/iu.test(i.name));
    for (const dishType of DISH_TYPES) {
      const request = recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6) });
      for (const dish of composeForWeek(request, TODAY, seededRandom(index))) lines.push(...dish.ingredients);
    }
  }
});

describe("the week's market basket", () => {
  const weighed = MARKET_BASKET.filter((name) => isWeighed(foodOf(name)!));

  it('holds starches and pulses bought by weight', () => {
    expect(weighed).toEqual(expect.arrayContaining(['lentille', 'pois chiche', 'gnocchi']));
  });

  it('never counts in pieces a food bought and cooked by weight, on seeded random fridges', () => {
    const names = weighed.flatMap((name) => [name, agreeWithQuantity(name, 2)]).map(escape).join('|');
    const mine = lines.filter((line) => new RegExp(`\\b(?:${names})$`, 'u').test(line));
    expect(mine.filter((line) => !new RegExp(`^\\d+(?:,\\d+)? (?:g|kg) (?:de |d')(?:${names})$`, 'u').test(line))).toEqual([]);
    expect(mine.length).toBeGreaterThan(30);
  });

  it('names a counted food it weighs in the plural, on seeded random fridges', () => {
    const counted = MARKET_BASKET.filter((name) => foodOf(name)!.counted && !foodOf(name)!.wholeInTitle);
    const singular = new RegExp(`^[\\d,]+ (?:g|kg) (?:de |d')(?:${counted.map(escape).join('|')})$`, 'u');
    expect([...new Set(lines.filter((line) => singular.test(line)))]).toEqual([]);
  });
});
