import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { ask, recipe, suggestedRecipes } from './chat-test-helpers';
import { isLight, isQuick, suitsChildren, usesOven } from './recipe-constraints';

describe('the offline chef honours what a question asks of a recipe', () => {
  it('reads the oven in the instructions, the quickness in the preparation time, the children in alcohol and heat', () => {
    expect(usesOven(recipe('crumble-pommes-cannelle'))).toBe(true);
    expect(usesOven(recipe('tarte-abricots-valais'))).toBe(true);
    expect(usesOven(recipe('panna-cotta-vanille-fruits-rouges'))).toBe(false);
    expect(isQuick(recipe('birchermuesli-abricots'))).toBe(true); // dessert, 20 min
    expect(isQuick(recipe('tarte-abricots-valais'))).toBe(false); // dessert, 40 min
    expect(suitsChildren(recipe('poires-pochees-dole'))).toBe(false); // poached in wine
    expect(suitsChildren(recipe('crepes-sucre-citron'))).toBe(true);
  });

  it('"dessert sans four" proposes desserts without an oven step, never a crumble', async () => {
    for (const question of ['Un dessert sans four ?', 'Une idée de dessert sans four', 'dessert sans four']) {
      const reply = await ask(question);
      expect(reply).toMatch(/^Quelques idées pour un dessert sans four :\n/);
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThan(0);
      for (const r of recipes) {
        expect(r.type).toBe('dessert');
        expect(usesOven(r)).toBe(false);
      }
      expect(reply).not.toMatch(/crumble/i);
    }
  });

  it.each(["J'ai 15 minutes, une idée de plat ?", "j'ai un quart d'heure, un dessert ?", 'Un repas en 10 minutes'])('« %s » is a wish for a quick dish: only quick ones are given', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^Quelques idées pour (?:un plat|un dessert) rapide :\n/);
    const quick = suggestedRecipes(reply);
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.filter((r) => !isQuick(r)).map((r) => r.title)).toEqual([]);
  });

  it('"rapide" keeps the quick ones, "pour les enfants" those without alcohol or chili', async () => {
    const quick = suggestedRecipes(await ask('Une idée de plat rapide ?'));
    expect(quick.length).toBeGreaterThan(0);
    for (const r of quick) expect(r.type === 'plat' && isQuick(r)).toBe(true);

    for (const question of ['Un dessert pour les enfants ?', 'Une boisson pour les enfants', 'Quel plat pour mes enfants ce soir ?']) {
      const reply = await ask(question);
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThan(0);
      for (const r of recipes) {
        expect(r.tags ?? []).not.toContain('alcool');
        expect(findAvoidedFoods(r.ingredients, ['alcool', 'piment'])).toEqual([]);
      }
    }
  });

  it('"rapide pour les enfants" puts the easy, quick, family recipes first', async () => {
    for (const question of ['Une idée de dessert rapide pour les enfants ?', 'un dessert vite fait pour mes enfants', 'Un plat rapide pour les gamins ?']) {
      const recipes = suggestedRecipes(await ask(question));
      expect(recipes.length).toBe(3);
      for (const r of recipes) expect({ question, title: r.title, difficulty: r.difficulty, quick: isQuick(r), children: suitsChildren(r) }).toEqual({ question, title: r.title, difficulty: 'facile', quick: true, children: true });
    }
  });

  it('"léger" keeps the light ones, and says it as a cook does', async () => {
    const both = await ask('un plat léger et rapide');
    expect(both).toMatch(/^Quelques idées pour un plat rapide et léger :\n/);
    const starter = await ask('Une entrée légère ?');
    expect(starter).toMatch(/^Quelques idées pour une entrée légère :\n/);
    for (const [reply, type] of [[both, 'plat'], [starter, 'entrée']] as const) {
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThan(0);
      for (const r of recipes) expect({ title: r.title, type: r.type, light: isLight(r) }).toEqual({ title: r.title, type, light: true });
    }
    for (const r of suggestedRecipes(both)) expect(isQuick(r)).toBe(true);
  });

  it('follows the diet words of the question, and says them', async () => {
    const vegetarian = await ask('Un plat végétarien ?');
    expect(vegetarian).toMatch(/^Quelques idées pour un plat, version végétarienne :\n/);
    const vegan = suggestedRecipes(await ask('Une idée de plat vegan et sans gluten ?'));
    expect(vegan.length).toBeGreaterThan(0);
    for (const r of suggestedRecipes(vegetarian)) expect(findRestrictionViolations(r.ingredients, ['vegetarian'])).toEqual([]);
    for (const r of vegan) expect(findRestrictionViolations(r.ingredients, ['vegan', 'glutenFree'])).toEqual([]);
  });

  it("always keeps the household's restrictions and avoided foods on top", async () => {
    const reply = await ask('Un dessert sans four ?', { restrictions: ['dairyFree'], avoidedFoods: ['banane'] });
    const recipes = suggestedRecipes(reply);
    expect(recipes.length).toBeGreaterThan(0);
    for (const r of recipes) {
      expect(usesOven(r)).toBe(false);
      expect(findRestrictionViolations(r.ingredients, ['dairyFree'])).toEqual([]);
      expect(findAvoidedFoods(r.ingredients, ['banane'])).toEqual([]);
    }
  });
});
