import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// An omelette as a cook makes it for the number at table: eight eggs at the most in one large pan,
// two pans beyond (never eleven eggs in one, raw inside when its edges burn).
const TODAY = '2026-11-25';
const FRIDGE: FridgeItem[] = [
  { name: 'Œufs', quantity: 18, unit: 'unité', expirationDate: '2026-12-05' },
  { name: 'Poireaux', quantity: 3, unit: 'unité', expirationDate: '2026-11-28' },
  { name: 'Lardons', quantity: 200, unit: 'g', expirationDate: '2026-12-01' },
  { name: 'Gruyère râpé', quantity: 200, unit: 'g', expirationDate: '2026-12-10' },
];

const omelettes = (servings: number): ScoredDish[] =>
  Array.from({ length: 8 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', fridge: FRIDGE, servings, seed }), TODAY, seededRandom(seed)))
    .flat()
    .filter((d) => d.patternId === 'omelette');

describe('an omelette and its pans', () => {
  it('sets the eggs of four in one large pan', () => {
    const dishes = omelettes(4);
    expect(dishes.length).toBeGreaterThan(0);
    for (const dish of dishes) {
      const steps = dish.instructions.join(' ');
      expect(steps).toMatch(/une grande poêle/u);
      expect(steps).not.toMatch(/deux grandes poêles/u);
      expect(dish.instructions.at(-1)).toBe("Faites glisser l'omelette sur un plat et servez aussitôt, coupée en parts.");
    }
  });

  it('shares the eggs of six between two pans, and serves two omelettes', () => {
    const dishes = omelettes(6);
    expect(dishes.length).toBeGreaterThan(0);
    for (const dish of dishes) {
      expect(dish.servings).toBe(6);
      const steps = dish.instructions.join(' ');
      expect(steps).toMatch(/(?:Répartissez les œufs entre les deux poêles|Faites chauffer .+ dans deux grandes poêles, répartissez-y les œufs)/u);
      expect(steps).not.toMatch(/une grande poêle|dans la poêle/u);
      expect(dish.instructions.at(-1)).toBe('Faites glisser les omelettes sur un plat et servez aussitôt, coupées en parts.');
    }
  });
});
