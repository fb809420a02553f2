import { agreeWithQuantity } from '#ingredients';
import { recipeRequest } from '../../testing/recipe-answers';
import { seededDrafts } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge } from './compose-from-fridge';
import { FOODS } from './foods';

// A title and a description name a vegetable or a fruit cut for the whole table in the singular
// (« Omelette au brocoli », « velouté de chou-fleur »), but the steps handle every piece the lines
// list: under « 2 brocolis », « Lavez et coupez les brocolis », never « le brocoli »; and a spread
// stays a mass (« Tartinez les tranches d'avocat »).
const TODAY = '2026-11-25';
// Foods taken whole in a title, the meats on the bone aside (a title names them by their flesh).
const WHOLE = FOODS.filter((f) => f.wholeInTitle && f.counted && f.kind !== 'viande' && f.kind !== 'volaille');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

describe('the steps hold every piece the lines list', () => {
  it('tells a whole vegetable in the plural when the dish takes two of them, and in the singular for one', () => {
    const fridge: FridgeItem[] = [
      { name: 'Brocolis', quantity: 3, unit: 'unité', expirationDate: '2026-11-29' },
      { name: 'Œufs', quantity: 12, unit: 'unité', expirationDate: '2026-12-05' },
      { name: 'Feta', quantity: 400, unit: 'g', expirationDate: '2026-12-05' },
    ];
    const told = (servings: number) =>
      Array.from({ length: 6 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', fridge, servings, seed }), TODAY, seededRandom(seed)))
        .flat()
        .filter((d) => d.ingredients.some((line) => /^\d+ brocolis?$/u.test(line)));
    const forEight = told(8);
    expect(forEight.length).toBeGreaterThan(0);
    for (const dish of forEight) {
      expect(dish.ingredients).toContainEqual(expect.stringMatching(/^[23] brocolis$/u));
      expect(dish.title).toMatch(/\bbrocoli\b/u);
      const steps = dish.instructions.join(' ');
      expect(steps).toMatch(/\bles brocolis\b/u);
      expect(steps).not.toMatch(/\ble brocoli\b/u);
    }
    for (const dish of told(2).filter((d) => d.ingredients.includes('1 brocoli'))) {
      expect(dish.instructions.join(' ')).not.toMatch(/\bles brocolis\b/u);
    }
  });

  it('never tells one piece where the lines count several, on seeded fridges', async () => {
    const touchy: FridgeItem[] = WHOLE.map((f) => ({ name: f.name[0]!.toUpperCase() + f.name.slice(1), quantity: 5, unit: 'unité', expirationDate: '2026-12-08' }));
    const { drafts } = await seededDrafts({ today: TODAY, seed: 4242, fridges: 150, touchy, offsets: [0, 7, 13] });
    const odd: string[] = [];
    let inPlural = 0;
    for (const draft of drafts) {
      for (const food of WHOLE) {
        const many = agreeWithQuantity(food.name, 2);
        if (!draft.ingredients.some((line) => new RegExp(`^(?:[2-9]|\\d{2,}) ${escape(many)}(?![\\p{L}-])`, 'u').test(line))) continue;
        for (const step of draft.instructions) {
          if (new RegExp(`(?:\\b(?:le|la) |\\bl')${escape(food.name)}(?![\\p{L}-])`, 'iu').test(step)) odd.push(`${draft.title}: ${step}`);
          if (new RegExp(`\\bles ${escape(many)}(?![\\p{L}-])`, 'u').test(step)) inPlural++;
        }
      }
    }
    expect(odd).toEqual([]);
    expect(inPlural).toBeGreaterThan(10);
  });

  it('spreads a whole avocado as a mass, however many the tartines take', () => {
    const fridge: FridgeItem[] = [
      { name: 'Avocats', quantity: 4, unit: 'unité', expirationDate: '2026-11-28' },
      { name: 'Pain de campagne', quantity: 1, unit: 'unité', expirationDate: '2026-11-27' },
      { name: 'Jambon blanc', quantity: 4, unit: 'tranche', expirationDate: '2026-12-01' },
      { name: 'Radis', quantity: 1, unit: 'botte', expirationDate: '2026-11-29' },
    ];
    const spreads = (['entrée', 'plat', 'apéro'] as const)
      .flatMap((dishType) => Array.from({ length: 6 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 6, seed }), TODAY, seededRandom(seed))).flat())
      .flatMap((d) => d.instructions.filter((step) => /^Tartinez\b.*\bavocat/u.test(step)));
    expect(spreads.length).toBeGreaterThan(0);
    for (const step of spreads) expect(step).not.toMatch(/\bavocats\b/u);
  });

  it('writes a whole celeriac in the plural from two', () => {
    expect(agreeWithQuantity('céleri-rave', 2)).toBe('céleris-raves');
    expect(agreeWithQuantity('céleris-raves', 1)).toBe('céleri-rave');
  });
});
