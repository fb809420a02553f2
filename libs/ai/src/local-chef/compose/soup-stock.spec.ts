import { findAvoidedFoods } from '../../validation/dietary-rules';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest, waterMl } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// A soup simmers in the household's stock when its cupboard holds one, a cube crumbled in the water
// (« 1 cube de bouillon de légumes » beside « 40 cl d'eau »), on seeded random fridges: the stock the
// household's rules leave, a vegetable stock when it avoids « volaille », never the chicken one.
const TODAY = '2026-11-25';
const SOUPS = ['veloute', 'veloute-en-verrines', 'soupe-a-l-oignon', 'soupe-repas'];
// The chicken stock first in the cupboard: the chef takes it unless the household's rules leave it out.
const CUPBOARD = ['sel', 'poivre', 'eau', 'huile', 'bouillon de volaille', 'bouillon de légumes'];

function soups(avoidedFoods: string[], staples = CUPBOARD): ScoredDish[] {
  const random = seededRandom(2814);
  const out: ScoredDish[] = [];
  for (let i = 0; i < 200; i++) {
    const fridge: FridgeItem[] = randomFridge(random, { today: TODAY });
    for (const dishType of ['entrée', 'plat', 'amuse-bouche'] as const) {
      const request = recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (i % 6), seed: i, staples, avoidedFoods });
      out.push(...composeFromFridge(request, TODAY, seededRandom(i)).filter((d) => SOUPS.includes(d.patternId)));
    }
  }
  return out;
}

const stockLines = (dish: ScoredDish) => dish.ingredients.filter((line) => /\bbouillon\b/u.test(line));

describe('a soup and the household stock', () => {
  it('simmers in the vegetable stock when the household avoids « volaille », never in the chicken one', () => {
    const dishes = soups(['volaille']);
    expect(dishes.length).toBeGreaterThan(50);
    expect(dishes.filter((d) => findAvoidedFoods(d.ingredients, ['volaille']).length > 0).map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
    expect(dishes.filter((d) => !stockLines(d).every((line) => /^\d+ cubes? de bouillon de légumes$/u.test(line)) || stockLines(d).length !== 1).map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
    // The cube is crumbled in the water, which it salts already.
    expect(dishes.filter((d) => !d.instructions.some((step) => /émiettez-y le bouillon, salez légèrement/u.test(step))).map((d) => d.title)).toEqual([]);
  });

  it('takes a cube per half-litre of water, and the stock the cupboard holds first when no rule leaves it out', () => {
    const dishes = soups([]);
    expect(dishes.length).toBeGreaterThan(50);
    for (const dish of dishes) {
      expect(stockLines(dish)).toEqual([expect.stringMatching(/^\d+ cubes? de bouillon de volaille$/u)]);
      const cubes = Number(/^(\d+)/u.exec(stockLines(dish)[0])![1]);
      expect(cubes).toBe(Math.max(1, Math.round(waterMl(dish.ingredients) / 500)));
    }
  });
});

describe('a velouté short of vegetables', () => {
  const veloutes = (grams: number, servings: number) => {
    const fridge: FridgeItem[] = [{ name: 'Champignons de Paris', quantity: grams, unit: 'g', expirationDate: '2026-12-05' }];
    return Array.from({ length: 8 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'entrée', fridge, servings, seed }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.patternId === 'veloute');
  };

  it('is made for fewer, never thinned: 400 g of mushrooms make a velouté for 3, not a litre of water for 5', () => {
    const full = veloutes(800, 5);
    expect(full.length).toBeGreaterThan(0);
    for (const dish of full) expect([dish.servings, waterMl(dish.ingredients)]).toEqual([5, 1000]);
    const short = veloutes(400, 5);
    expect(short.length).toBeGreaterThan(0);
    for (const dish of short) {
      expect(dish.servings).toBe(3);
      expect(dish.description).toMatch(/Pour 3\spersonnes\s: le frigo n'en permet pas davantage\.$/u);
      // The same soup as the full one, a bowl's water to about the same vegetables.
      expect(waterMl(dish.ingredients) / 400).toBeLessThanOrEqual((1000 / 800) * 1.25);
    }
  });
});

describe('a velouté of potatoes', () => {
  it('pours a bowl of water on some 150 g of them, due or not: never 550 g in 40 cl, a purée', () => {
    for (const expirationDate of ['2026-12-20', '2026-11-26']) {
      const fridge: FridgeItem[] = [{ name: 'Pommes de terre', quantity: 2, unit: 'kg', expirationDate }, { name: 'Crème fraîche épaisse', quantity: 20, unit: 'cl', expirationDate: null }];
      for (const servings of [1, 2, 4, 6]) {
        const veloutes = Array.from({ length: 8 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'entrée', fridge, servings, seed }), TODAY, seededRandom(seed)))
          .flat()
          .filter((d) => d.patternId === 'veloute');
        expect(veloutes.length).toBeGreaterThan(0);
        for (const dish of veloutes) {
          const potatoes = /^(\d+(?:,\d+)?) (k?g) de pommes de terre$/u.exec(dish.ingredients.find((line) => /pommes de terre/u.test(line))!)!;
          const grams = Number(potatoes[1].replace(',', '.')) * (potatoes[2] === 'kg' ? 1000 : 1);
          // 160 g a bowl of 20 cl at the most.
          expect(grams / waterMl(dish.ingredients)).toBeLessThanOrEqual(0.85);
        }
      }
    }
  });
});

describe('a velouté in glasses', () => {
  it('takes its onion by the glass as it takes its vegetables: half a red onion for six glasses, never two beside two tomatoes and two endives', () => {
    const fridge: FridgeItem[] = [
      { name: 'Tomates', quantity: 2, unit: 'unité', expirationDate: '2026-11-30' },
      { name: 'Endives', quantity: 2, unit: 'unité', expirationDate: '2026-11-29' },
      { name: 'Oignon rouge', quantity: 3, unit: 'unité', expirationDate: '2026-12-04' },
    ];
    const glasses = Array.from({ length: 8 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'amuse-bouche', fridge, servings: 6, seed }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.patternId === 'veloute-en-verrines' && d.ingredients.some((line) => /oignon/u.test(line)));
    expect(glasses.length).toBeGreaterThan(0);
    expect(new Set(glasses.map((d) => d.ingredients.find((line) => /oignon/u.test(line))))).toEqual(new Set(['½ oignon rouge']));
  });
});
