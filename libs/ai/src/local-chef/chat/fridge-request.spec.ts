import { DIETARY_RESTRICTIONS, DIFFICULTIES } from '#contracts';
import { seededRandom } from '../seeded-random';
import { readQuestion } from './chef-question';
import { fridgeRequest } from './fridge-request';

// The chat asks the composing chef one way, for a dish of the fridge and a dish of the foods named.
describe('the fridge-mode request the chat makes from a question', () => {
  it('carries the household (defaults 2 servings, facile) and a seed of the question alone, over seeded households', () => {
    const random = seededRandom(20261129);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    for (let i = 0; i < 100; i++) {
      const servings = random() < 0.3 ? undefined : 1 + Math.floor(random() * 6);
      const difficulty = random() < 0.3 ? undefined : pick(DIFFICULTIES);
      const context = { history: [], fridge: [], restrictions: random() < 0.5 ? [] : [pick(DIETARY_RESTRICTIONS)], avoidedFoods: random() < 0.5 ? [] : ['céleri'], servings, difficulty };
      const text = pick(['Que faire avec mon frigo ?', 'idée repas avec des pâtes et du jambon', 'un dessert rapide ?']);
      const fridge = [{ name: 'courgettes', quantity: 3, unit: 'unité', expirationDate: null }];
      const request = fridgeRequest(readQuestion(text, context), 'plat', fridge, ['courgettes']);
      expect(request).toEqual({
        dishType: 'plat', mode: 'fridge', restrictions: context.restrictions, preferredFoods: ['courgettes'], avoidedFoods: context.avoidedFoods,
        difficulty: difficulty ?? 'facile', servings: servings ?? 2, fridge, staples: [], exclude: [], seed: expect.any(Number),
      });
      // The same question (as folded: case and accents aside) gets the same seed, whoever asks it; another wording another.
      expect(fridgeRequest(readQuestion(text.toUpperCase(), { ...context, servings: 3 }), 'dessert', [], []).seed).toBe(request.seed);
      expect(fridgeRequest(readQuestion(`${text} ?`, context), 'plat', fridge, []).seed).not.toBe(request.seed);
    }
  });
});
