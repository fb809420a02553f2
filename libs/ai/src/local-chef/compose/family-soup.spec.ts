import { dishKindOf } from '#ingredients';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest, waterMl } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// The family soup a household makes its dinner of (soupeRepas): vegetables in pieces and a starch
// that makes it a meal, in half an hour, so a quick weekday dinner on a winter evening can warm.
const TODAY = '2026-11-25';
const STARCH = /\b(?:pommes? de terre|coquillettes|pâtes|riz|lentilles(?: corail)?|pois chiches|haricots (?:blancs|rouges))\b/u;

function familySoups(): ScoredDish[] {
  const random = seededRandom(1130);
  const out: ScoredDish[] = [];
  for (let i = 0; i < 300; i++) {
    const request = recipeRequest({ mode: 'fridge', fridge: randomFridge(random, { today: TODAY }), servings: 1 + (i % 6), seed: i, staples: ['sel', 'poivre', 'eau', 'huile'] });
    out.push(...composeFromFridge(request, TODAY, seededRandom(i)).filter((d) => d.patternId === 'soupe-repas'));
  }
  return out;
}

describe('the family soup', () => {
  it('is a warming plat of vegetables in pieces and a starch, ready within a weekday\'s half hour, a bowl of water each', () => {
    const soups = familySoups();
    expect(soups.length).toBeGreaterThan(20);
    const wrong = soups.filter(
      (d) =>
        d.preparationTime > 35 ||
        !dishKindOf(d.title)?.warming ||
        !d.ingredients.some((line) => STARCH.test(line)) ||
        d.instructions.some((step) => /\bmixez\b/iu.test(step)) ||
        Math.abs(waterMl(d.ingredients) / d.servings - 350) > 25,
    );
    expect(wrong.map((d) => `${d.title} (${d.preparationTime} min, pour ${d.servings}): ${d.ingredients.join(' ; ')}`)).toEqual([]);
    // Pasta and rice go in for their own time, before the end of the simmer (within the soup's 35
    // minutes, cooked when the vegetables are); never boiled 20 minutes to a mush.
    const late = soups.filter((d) => d.ingredients.some((line) => /\b(?:coquillettes|pâtes|riz)$/u.test(line)));
    expect(late.length).toBeGreaterThan(0);
    for (const d of late) {
      const poured = d.instructions.findIndex((step) => step.startsWith("Versez l'eau"));
      const added = d.instructions.findIndex((step) => /^Ajoutez (?:les (?:coquillettes|pâtes) 10|le riz 15) minutes avant la fin \(le temps indiqué sur le paquet\), pour qu'(?:elles soient cuites|il soit cuit) en même temps que les légumes\.$/u.test(step));
      expect({ title: d.title, poured, added: added > poured }).toEqual({ title: d.title, poured: expect.any(Number), added: true });
      expect(d.instructions[poured]).not.toMatch(/coquillettes|pâtes|riz/u);
    }
  });

  it('browns the lardons first and cooks the potatoes in the soup from the start: « Soupe de poireaux aux pommes de terre et aux lardons »', () => {
    const fridge: FridgeItem[] = [
      { name: 'Poireaux', quantity: 3, unit: 'unité', expirationDate: '2026-11-27' },
      { name: 'Carottes', quantity: 600, unit: 'g', expirationDate: '2026-12-10' },
      { name: 'Pommes de terre', quantity: 1, unit: 'kg', expirationDate: null },
      { name: 'Lardons fumés', quantity: 200, unit: 'g', expirationDate: '2026-12-02' },
    ];
    const soups = Array.from({ length: 6 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', fridge, servings: 4, seed }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.patternId === 'soupe-repas');
    // The lardons are optional: a draw may leave them for another dish, and the title names both vegetables then.
    expect(new Set(soups.map((d) => d.title))).toEqual(new Set(['Soupe de poireaux aux pommes de terre et aux lardons', 'Soupe de poireaux et carottes aux pommes de terre']));
    for (const soup of soups) {
      expect(soup.servings).toBe(4);
      expect(soup.instructions.find((s) => s.startsWith("Versez l'eau"))).toMatch(/^Versez l'eau, ajoutez les pommes de terre, salez et laissez cuire 20 minutes/u);
    }
    for (const soup of soups.filter((d) => d.title.endsWith('aux lardons'))) {
      const steps = soup.instructions;
      const browned = steps.findIndex((s) => s.startsWith('Faites dorer les lardons'));
      const sweated = steps.findIndex((s) => /^Ajoutez .*poireaux.* et faites-les revenir 5 minutes\.$/u.test(s));
      expect([browned >= 0, sweated > browned]).toEqual([true, true]);
    }
  });
});
