import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem as item } from '../../testing/seeded-drafts';
import type { DishType } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// Onions on seeded random fridges: alone they make the bistro's onion soup, about an onion a bowl
// (gratinée when bread and a melting cheese are at hand), never a « Velouté d'oignon » of half an
// onion for two in half a litre of water.
const TODAY = '2026-11-25';
const ONION_LINE = /^(\d+) oignons?\b/u;

function soups(): ScoredDish[] {
  const random = seededRandom(20261130);
  const dishes: ScoredDish[] = [];
  for (let i = 0; i < 200; i++) {
    const onions = item(i % 3 === 0 ? 'Oignon rouge' : 'Oignons', 1 + (i % 6), 'unité');
    const extras = i % 2 === 0 ? [item('Baguette', 1, 'unité'), item('Gruyère râpé', 200, 'g')] : [];
    const fridge = [...randomFridge(random, { today: TODAY }).filter((f) => !/oignon/iu.test(f.name)), onions, ...extras];
    for (const dishType of ['entrée', 'amuse-bouche'] as DishType[]) {
      dishes.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (i % 6), seed: i }), TODAY, seededRandom(i)));
    }
  }
  return dishes;
}

describe('onion soup', () => {
  const dishes = soups();
  const onionSoups = dishes.filter((d) => d.patternId === 'soupe-a-l-oignon');

  it('never makes a velouté of onions alone', () => {
    const veloutes = dishes.filter((d) => d.patternId.startsWith('veloute'));
    expect(veloutes.length).toBeGreaterThan(50);
    expect(veloutes.filter((d) => /\b(?:velouté|soupe) d'oignons?\b/iu.test(d.title)).map((d) => d.title)).toEqual([]);
  });

  it('gives each bowl about an onion, or is for fewer people', () => {
    expect(onionSoups.length).toBeGreaterThan(20);
    for (const soup of onionSoups) {
      const onions = soup.ingredients.map((line) => ONION_LINE.exec(line)).find(Boolean);
      expect(onions).toBeTruthy();
      expect(Number(onions![1])).toBeGreaterThanOrEqual(soup.servings);
    }
  });

  it('is gratinée under the grill with bread and a melting cheese, and simply served without', () => {
    const gratinees = onionSoups.filter((d) => d.title === "Soupe à l'oignon gratinée");
    const plain = onionSoups.filter((d) => d.title === "Soupe à l'oignon");
    expect(gratinees.length).toBeGreaterThan(0);
    expect(plain.length).toBeGreaterThan(0);
    expect(gratinees.length + plain.length).toBe(onionSoups.length);
    for (const soup of gratinees) {
      expect(soup.ingredients.some((line) => /baguette|pain/u.test(line))).toBe(true);
      // A bread sold sliced has its slices halved (« Coupez les tranches de pain de mie en deux »).
      expect(soup.instructions.at(-2)).toMatch(/^Coupez (?:(?:la|le) .+ en tranches|les tranches de .+ en deux) et faites-les griller\.$/u);
      expect(soup.instructions.at(-1)).toMatch(/posez le pain dessus, couvrez (?:de |d').+ et passez 3 à 5 minutes sous le gril/u);
    }
    for (const soup of plain) expect(soup.instructions.join(' ')).not.toMatch(/sous le gril/u);
    // The onions melt slowly until golden before the water goes in.
    for (const soup of onionSoups) expect(soup.instructions[1]).toMatch(/fondre 15 minutes à feu doux .+ jusqu'à ce qu'(?:il soit|elle soit|ils soient|elles soient) bien dorée?s?\.$/u);
  });
});
