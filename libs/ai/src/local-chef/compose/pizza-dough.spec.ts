import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// A pizza dough or a sheet of pastry topped flat feeds three at table: never « Pizza au poulet
// rôti » for six on one dough. More at table takes two, and every step says both.
const TODAY = '2026-11-25';
const fridge = (doughs: number, dough = 'Pâte à pizza'): FridgeItem[] => [
  { name: dough, quantity: doughs, unit: 'unité', expirationDate: '2026-12-02' },
  { name: 'Mozzarella', quantity: 250, unit: 'g', expirationDate: '2026-12-02' },
  { name: 'Jambon blanc', quantity: 6, unit: 'tranche', expirationDate: '2026-12-02' },
  { name: 'Coulis de tomate', quantity: 500, unit: 'g', expirationDate: null },
];
const pizzas = (items: FridgeItem[], servings: number): ScoredDish[] =>
  Array.from({ length: 6 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge: items, servings, seed }), TODAY, seededRandom(seed)))
    .flat()
    .filter((d) => d.patternId === 'pizza');

describe('a pizza and its dough', () => {
  it('makes one dough a pizza for three at the most, whoever asks', () => {
    for (const servings of [4, 6]) {
      const dishes = pizzas(fridge(1), servings);
      expect(dishes.length).toBeGreaterThan(0);
      for (const d of dishes) {
        expect(d.servings).toBeLessThanOrEqual(3);
        expect(d.ingredients).toContain('1 pâte à pizza');
      }
    }
  });

  it('takes two doughs for four, and tells both in every step', () => {
    for (const [dough, named] of [['Pâte à pizza', 'les pâtes à pizza'], ['Pâte feuilletée', 'les pâtes feuilletées']] as const) {
      const dishes = pizzas(fridge(3, dough), 4);
      expect(dishes.length).toBeGreaterThan(0);
      for (const d of dishes) {
        expect(d.servings).toBe(4);
        expect(d.ingredients).toContainEqual(expect.stringMatching(/^2 pâtes (?:à pizza|feuilletées)$/u));
        const steps = d.instructions.join(' ');
        expect(steps).toContain(`jusqu'à ce que ${named} soient dorées`);
        expect(steps).not.toMatch(/\bla pâte\b|\bla pizza\b|\bla tarte\b/u);
      }
    }
    // For two, one dough, told in the singular.
    for (const d of pizzas(fridge(3), 2)) {
      expect(d.ingredients).toContain('1 pâte à pizza');
      expect(d.instructions.join(' ')).toContain("jusqu'à ce que la pâte soit dorée");
    }
  });
});
