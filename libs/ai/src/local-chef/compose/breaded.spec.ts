import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem as item } from '../../testing/seeded-drafts';
import type { DishType } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// Nuggets and breaded fish (Food.breaded), on seeded random fridges that hold one of them: a
// family cooks them whole, golden and crisp, and serves them beside a starch, vegetables or a
// salad, or rolls them in a wrap; never a gratin, a pasta, a poêlée nor a curry of nuggets, and
// never napped with a sauce, where the crumb turns soggy.
const TODAY = '2026-11-25';
const BREADED = /nuggets? de poulet|poissons? panés?/u;

function dishesWithBreaded(): ScoredDish[] {
  const random = seededRandom(20261129);
  const dishes: ScoredDish[] = [];
  for (let i = 0; i < 150; i++) {
    const breaded = i % 2 === 0 ? item('Nuggets de poulet', 600, 'g') : item('Poisson pané', 8, 'unité');
    const fridge = [...randomFridge(random, { today: TODAY }).filter((f) => !BREADED.test(f.name.toLowerCase())), breaded];
    for (const dishType of ['plat', 'entrée', 'apéro', 'amuse-bouche'] as DishType[]) {
      const made = composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (i % 5), seed: i }), TODAY, seededRandom(i));
      dishes.push(...made.filter((d) => d.ingredients.some((line) => BREADED.test(line))));
    }
  }
  return dishes;
}

describe('breaded foods (nuggets, breaded fish)', () => {
  const dishes = dishesWithBreaded();

  it('are served whole beside their sides or in a wrap, never cooked into a dish', () => {
    expect(dishes.length).toBeGreaterThan(100);
    expect(dishes.filter((d) => !['pane-et-accompagnement', 'wraps'].includes(d.patternId)).map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
    // Both kinds of dish are made.
    expect(new Set(dishes.map((d) => d.patternId))).toEqual(new Set(['pane-et-accompagnement', 'wraps']));
  });

  it('are golden in the pan in a few minutes, never napped with a sauce', () => {
    for (const d of dishes) {
      const text = [d.title, d.description, ...d.instructions].join(' ');
      expect(text).not.toMatch(/\bnappée?s?\b|\bà la crème\b|sauce tomate|\bmijot/u);
      expect(d.instructions.some((step) => /3 à 4 minutes de chaque côté, jusqu'à ce que la panure soit croustillante/u.test(step))).toBe(true);
    }
  });

  it('make a dish of their own only from a breaded food: never « Poulet rôti doré » nor « Sardines dorées »', () => {
    const random = seededRandom(2913);
    const plates: ScoredDish[] = [];
    for (let i = 0; i < 200; i++) {
      const fridge = randomFridge(random, { today: TODAY });
      plates.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, servings: 1 + (i % 5), seed: i }), TODAY, seededRandom(i)).filter((d) => d.patternId === 'pane-et-accompagnement'));
    }
    expect(plates.length).toBeGreaterThan(0);
    expect(plates.filter((d) => !d.used.some((s) => s.food.breaded)).map((d) => d.title)).toEqual([]);
  });

  it('comes with ketchup or mayonnaise on the side when the fridge has some', () => {
    const sides = dishes.filter((d) => d.patternId === 'pane-et-accompagnement' && d.ingredients.some((line) => /ketchup|mayonnaise/u.test(line)));
    expect(sides.length).toBeGreaterThan(0);
    for (const d of sides) {
      expect(d.instructions.at(-1)).toMatch(/, (?:le ketchup|la mayonnaise) à part\.$/u);
      // One « et » in the row of what is served: « avec les pommes de terre et les courgettes, un peu de ketchup à côté ».
      expect(d.description).toMatch(/, un peu (?:de ketchup|de mayonnaise) à côté : /u);
      expect(d.description.split(' : ')[0]).not.toMatch(/\bet\b.*\bet\b/u);
    }
  });
});
