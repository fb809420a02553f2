import { findAvoidedFoods } from '../../validation/dietary-rules';
import { COOKED_ALIKE, FOOD_FAMILIES } from '../../validation/food-families';
import { RECIPES } from '../recipes';
import { seededRandom } from '../seeded-random';
import { ask, suggestedRecipes } from './chat-test-helpers';

// A meat or a fish asked without a course is a main course first (« une recette de poisson » listed
// trout rillettes and a tartare before any fish dish); a fruit keeps its desserts first.
const MEATS_AND_FISH = ['poisson', 'saumon', 'truite', 'perche', 'thon', 'crevettes', 'poulet', 'dinde', 'canard', 'bœuf', 'veau', 'agneau', 'porc', 'jambon', 'lardons', 'saucisse'];
const ASKED = ['que faire avec du {}', 'une recette avec du {}', 'une idée avec du {} ?', "qu'est-ce que je fais avec du {} ?"];
const article = (food: string) => (/s$/.test(food) ? 'des' : /^[aeiouyéèh]/.test(food) ? "de l'" : 'du');

describe('ideas for a food, no course asked', () => {
  it('put a main course first for a meat or a fish the book cooks as one (30 seeded draws)', async () => {
    const random = seededRandom(20261203);
    let checked = 0;
    for (let draw = 0; draw < 30; draw++) {
      const food = MEATS_AND_FISH[Math.floor(random() * MEATS_AND_FISH.length)];
      const question = ASKED[Math.floor(random() * ASKED.length)].replace('du {}', article(food) === "de l'" ? `de l'${food}` : `${article(food)} ${food}`);
      const plats = RECIPES.filter((r) => r.type === 'plat' && findAvoidedFoods(r.ingredients, [food]).length > 0);
      const listed = suggestedRecipes(await ask(question));
      if (plats.length === 0) continue;
      checked++;
      expect({ question, first: listed[0]?.type }).toEqual({ question, first: 'plat' });
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps a fruit’s desserts first', async () => {
    expect(suggestedRecipes(await ask('que faire avec des pommes ?'))[0].type).toBe('dessert');
    expect(suggestedRecipes(await ask('que faire avec des poires ?'))[0].type).toBe('dessert');
  });
});

describe('a food no recipe names, of a family cooked alike', () => {
  it('gets the dishes of its family, saying what it replaces (every member the book lacks)', async () => {
    let checked = 0;
    for (const family of COOKED_ALIKE) {
      const inBook = (name: string) => RECIPES.some((r) => findAvoidedFoods(r.ingredients, [name]).length > 0);
      for (const member of FOOD_FAMILIES[family]) {
        // A member some line names is found as itself; one of the family only by its family.
        if (inBook(member) || !RECIPES.some((r) => findAvoidedFoods(r.ingredients, [family]).length > 0)) continue;
        const reply = await ask(`que faire avec ${/^[aeiouyéèh]/.test(member) ? "de l'" : 'du '}${member} ?`);
        const listed = suggestedRecipes(reply);
        expect({ member, listed: listed.length > 0 }).toEqual({ member, listed: true });
        for (const recipe of listed) expect({ member, title: recipe.title, ofFamily: findAvoidedFoods(recipe.ingredients, [family]).length > 0 }).toEqual({ member, title: recipe.title, ofFamily: true });
        expect(reply).toMatch(/ y remplacen?t? /);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('never takes a cheese for another: a feta is no raclette cheese', async () => {
    expect(await ask('que faire avec de la feta ?')).not.toMatch(/ y remplace/);
  });
});

describe('ideas for a food with a course and wishes', () => {
  it('say the course and the wishes they keep to with the foods (the list kept to them, its head said only the foods)', async () => {
    const cases = [
      ['un dessert avec des pommes et sans four', 'Pour un dessert sans four avec des pommes, je vous propose :'],
      ['une entrée légère avec des tomates', 'Pour une entrée légère avec des tomates, je vous propose :'],
      ['un dessert sans gluten avec des pommes', 'Pour un dessert avec des pommes, version sans gluten, je vous propose :'],
      ['un plat végétarien avec des courgettes', 'Pour un plat avec des courgettes, version végétarienne, je vous propose :'],
    ] as const;
    for (const [question, head] of cases) {
      const reply = await ask(question);
      expect({ question, head: reply.split('\n')[0] }).toEqual({ question, head });
      expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
    }
    // No wish: the foods alone, as before.
    expect(await ask('un dessert avec des pommes')).toMatch(/^Avec des pommes, je vous propose :/);
  });
});

describe('ideas for one food, no course asked', () => {
  it('put first a dish named after the food, which uses more of it (a fridge to finish), when the book has one', async () => {
    const FOODS = ['carottes', 'poireaux', 'courgettes', 'pommes', 'poires', 'tomates', 'champignons', 'lentilles', 'chocolat', 'riz', 'betteraves', 'épinards'];
    const stem = (food: string) => food.replace(/s$/, '').toLowerCase();
    let checked = 0;
    for (const food of FOODS) {
      const titled = RECIPES.filter((r) => ['plat', 'entrée', 'dessert'].includes(r.type) && findAvoidedFoods(r.ingredients, [food]).length > 0 && r.title.toLowerCase().includes(stem(food)));
      if (titled.length === 0) continue;
      checked++;
      const question = `j'ai ${/^[aeiouyéèh]/.test(food) ? "de l'" : food === 'chocolat' || food === 'riz' ? 'du ' : 'des '}${food} qui vont périmer, je fais quoi ?`.replace("de l'épinards", 'des épinards');
      const first = suggestedRecipes(await ask(question))[0];
      expect({ question, first: first?.title.toLowerCase().includes(stem(food)) }).toEqual({ question, first: true });
    }
    expect(checked).toBeGreaterThan(6);
  });
});
