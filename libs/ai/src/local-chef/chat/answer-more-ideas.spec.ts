import { findAvoidedFoods } from '../../validation/dietary-rules';
import { seededRandom } from '../seeded-random';
import { converse, givenLines, suggestedRecipes } from './chat-test-helpers';

// « Une autre idée ? » right after the ideas for a food: more with that food, never a dish without it
// (once a chili sin carne after the chicken dishes), never one listed already.
const FOODS = ['poulet', 'saumon', 'courgettes', 'pommes', 'riz', 'lardons', 'poireaux', 'chocolat', 'œufs', 'tomates', 'champignons', 'carottes', 'lentilles', 'fromage'];
const ASKED = ['que faire avec {} ?', 'une idée avec {}', 'une recette avec {}'];
const article = (food: string) => (/s$/.test(food) ? 'des ' : /^[aeiouyéèœh]/.test(food) ? "de l'" : food === 'chocolat' || food === 'poulet' || food === 'saumon' || food === 'riz' || food === 'fromage' ? 'du ' : 'de la ');

describe('« une autre idée ? » after the ideas for a food', () => {
  it('gives more with that food, none given already, then a dish composed of it (20 seeded draws)', async () => {
    const random = seededRandom(20261203);
    for (let draw = 0; draw < 20; draw++) {
      const food = FOODS[Math.floor(random() * FOODS.length)];
      const question = ASKED[Math.floor(random() * ASKED.length)].replace('{}', `${article(food)}${food}`);
      const turns = (await converse([question, 'une autre idée ?', "d'autres idées ?", 'une autre idée ?'])).map((t) => t.content);
      const seen = new Set(suggestedRecipes(turns[1]).map((r) => r.title));
      expect({ question, listed: seen.size > 0 }).toEqual({ question, listed: true });
      for (const reply of [turns[3], turns[5], turns[7]]) {
        const listed = suggestedRecipes(reply);
        if (listed.length > 0) {
          expect({ question, head: reply.split('\n')[0] }).toEqual({ question, head: expect.stringMatching(/^D'autres idées avec /) });
          for (const recipe of listed) {
            expect({ question, title: recipe.title, again: seen.has(recipe.title), withFood: findAvoidedFoods(recipe.ingredients, [food]).length > 0 }).toEqual({ question, title: recipe.title, again: false, withFood: true });
            seen.add(recipe.title);
          }
        } else {
          // None left in the book: said so, with a dish composed of the food when the chef can make one.
          expect({ question, head: reply.split('\n')[0] }).toEqual({ question, head: expect.stringMatching(/^Je n'ai pas d'autre .* dans mon carnet[ ;.]/) });
          const lines = givenLines(reply);
          if (lines.length > 0) expect({ question, withFood: findAvoidedFoods(lines, [food]).length > 0 }).toEqual({ question, withFood: true });
          // Once the book and the composer have said all they have, a new question starts afresh.
          if (lines.length === 0) break;
        }
      }
    }
  });

  it('takes the foods it names: « une autre idée avec du riz ? » after the chicken ideas', async () => {
    const turns = (await converse(['que faire avec du poulet ?', 'une autre idée avec du riz ?'])).map((t) => t.content);
    const listed = suggestedRecipes(turns[3]);
    expect(listed.length).toBeGreaterThan(0);
    for (const recipe of listed) expect(findAvoidedFoods(recipe.ingredients, ['riz']).length).toBeGreaterThan(0);
  });
});
