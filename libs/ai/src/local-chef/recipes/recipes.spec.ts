import type { DietaryRestriction } from '#contracts';
import { classifyIngredient } from '../../validation/ingredient-classes';
import { findRestrictionViolations, passesRestrictions } from '../../validation/dietary-rules';
import { isWellFormedIngredientLine } from '../ingredient-line-format';
import { DISH_TYPES, PREPARATION_TIME_RANGES, type LocalRecipe } from '../local-recipe';
import { RECIPES, recipesOfType } from './index';

const RESTRICTIONS: DietaryRestriction[] = ['vegetarian', 'vegan', 'glutenFree', 'dairyFree', 'nutFree', 'halal', 'kosher'];
const label = (r: LocalRecipe) => `${r.type}/${r.id}`;
const passes = (r: LocalRecipe, restrictions: DietaryRestriction[]) => passesRestrictions(r.ingredients, restrictions);

describe('the curated recipe collection', () => {
  it.each(DISH_TYPES)('holds at least 21 recipes of type %s', (type) => {
    expect(recipesOfType(type).length).toBeGreaterThanOrEqual(21);
  });

  it('gives every recipe a unique kebab-case id', () => {
    const ids = RECIPES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('gives every recipe a title, a one- or two-sentence description, ingredients and steps', () => {
    const bad = RECIPES.filter((r) => {
      const sentences = r.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      return !r.title.trim() || sentences < 1 || sentences > 2 || r.ingredients.length < 2 || r.instructions.length < 3;
    });
    expect(bad.map(label)).toEqual([]);
  });

  it("leaves every amount to the ingredient lines, which follow the household; a step says « la moitié de l'huile », « des verrines »", () => {
    // A number with a measure or a serving's vessel: « 2 càs d'huile », « six verrines », « quatre jaunes » read wrong for 2 people.
    const amount =
      /(?:^|[\s(])(?:\d+(?:[,.]\d+)?|½|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze)\s+(?:càs|càc|c\. à (?:soupe|café)|cuillères? à (?:soupe|café)|g|kg|cl|ml|dl|l|verrines?|ramequins?|coupes?|bols?|verres?|tasses?|assiettes?|œufs?|jaunes?|blancs?|feuilles? de (?!papier))(?=[\s,.;:!?']|$)/iu;
    const written = RECIPES.flatMap((r) => r.instructions.filter((step) => amount.test(step)).map((step) => `${label(r)}: ${step}`));
    expect(written).toEqual([]);
  });

  it('writes every step in the imperative, as the composed dishes are (« Coupez les radis, puis lavez-les »), never in the infinitive', () => {
    // A sentence's first verb, or one a step chains with « puis » (« Couper…, puis les laver »), after the pronoun it may carry.
    const infinitive = /(?:^|[.;:!?] |,? puis )(?:(?:[Ll]es|[Ll]e|[Ll]a|[Ee]n|[Yy]) |[Ll]')?(\p{L}+(?:er|ir|re))\b/gu;
    const NOT_VERBS = new Set(['Entre', 'Contre', 'Notre', 'Votre', 'beurre', 'sucre', 'poivre', 'vinaigre', 'papier', 'premier', 'dernier']);
    const odd = RECIPES.flatMap((r) =>
      r.instructions.filter((step) => [...step.matchAll(infinitive)].some((m) => !NOT_VERBS.has(m[1]))).map((step) => `${label(r)}: ${step}`),
    );
    expect(odd).toEqual([]);
  });

  it('keeps preparation times inside the range of each dish type', () => {
    const bad = RECIPES.filter((r) => {
      const { min, max } = PREPARATION_TIME_RANGES[r.type];
      return !Number.isInteger(r.preparationTime) || r.preparationTime < min || r.preparationTime > max;
    });
    expect(bad.map((r) => `${label(r)}: ${r.preparationTime} min`)).toEqual([]);
  });

  it('serves between 1 and 12 people', () => {
    expect(RECIPES.filter((r) => !Number.isInteger(r.servings) || r.servings < 1 || r.servings > 12).map(label)).toEqual([]);
  });

  it('gives main courses 4 to 8 steps', () => {
    expect(recipesOfType('plat').filter((r) => r.instructions.length < 4 || r.instructions.length > 8).map(label)).toEqual([]);
  });

  it('writes steps without numbering, since the interface numbers them', () => {
    const numbered = RECIPES.flatMap((r) => r.instructions.filter((s) => /^\s*(?:\d+\s*[.):-]|[-•*]|étape\b)/iu.test(s)).map((s) => `${label(r)}: ${s}`));
    expect(numbered).toEqual([]);
  });

  it('writes every ingredient line in the "<quantité> <unité> de <nom>" or "<quantité> <nom>" form', () => {
    const bad = RECIPES.flatMap((r) => r.ingredients.filter((line) => !isWellFormedIngredientLine(line)).map((line) => `${label(r)}: ${line}`));
    expect(bad).toEqual([]);
  });

  it("elides « de » before a vowel or a mute h, and uses the straight apostrophe", () => {
    const bad = RECIPES.flatMap((r) =>
      r.ingredients
        .filter((line) => /\bde (?:[aeiouàâéèêëîïôœû]|h(?:uile|erbe|uître))/iu.test(line) || line.includes('’'))
        .map((line) => `${label(r)}: ${line}`),
    );
    expect(bad).toEqual([]);
  });

  it('lists no ingredient twice in one recipe', () => {
    const dupes = RECIPES.filter((r) => new Set(r.ingredients).size !== r.ingredients.length);
    expect(dupes.map(label)).toEqual([]);
  });

  describe('declared tags agree with the dietary rules', () => {
    it('tags exactly the vegan recipes "vegan"', () => {
      const wrong = RECIPES.filter((r) => (r.tags?.includes('vegan') ?? false) !== passes(r, ['vegan']));
      expect(wrong.map((r) => `${label(r)}: ${JSON.stringify(findRestrictionViolations(r.ingredients, ['vegan']).map((v) => v.reason))}`)).toEqual([]);
    });

    it('tags exactly the vegetarian, non-vegan recipes "végétarien"', () => {
      const wrong = RECIPES.filter((r) => {
        const tagged = r.tags?.includes('végétarien') ?? false;
        return tagged !== (passes(r, ['vegetarian']) && !passes(r, ['vegan']));
      });
      expect(wrong.map(label)).toEqual([]);
    });

    it('tags exactly the gluten-free recipes "sans-gluten"', () => {
      const wrong = RECIPES.filter((r) => (r.tags?.includes('sans-gluten') ?? false) !== passes(r, ['glutenFree']));
      expect(wrong.map((r) => `${label(r)}: ${JSON.stringify(findRestrictionViolations(r.ingredients, ['glutenFree']).map((v) => v.ingredient))}`)).toEqual([]);
    });

    it('tags exactly the recipes containing alcohol "alcool"', () => {
      const wrong = RECIPES.filter((r) => {
        const hasAlcohol = r.ingredients.some((line) => classifyIngredient(line).has('alcohol'));
        return (r.tags?.includes('alcool') ?? false) !== hasAlcohol;
      });
      expect(wrong.map(label)).toEqual([]);
    });
  });

  // The offline chef must be able to vary its answer for every household: 50 generations for one
  // restriction should not keep serving the same two recipes.
  describe.each(DISH_TYPES)('choice for type %s', (type) => {
    it.each(RESTRICTIONS)('offers at least 5 recipes for %s', (restriction) => {
      expect(recipesOfType(type).filter((r) => passes(r, [restriction])).length).toBeGreaterThanOrEqual(5);
    });

    it('offers at least 3 recipes both vegan and gluten-free', () => {
      expect(recipesOfType(type).filter((r) => passes(r, ['vegan', 'glutenFree'])).length).toBeGreaterThanOrEqual(3);
    });

    it('offers recipes without alcohol that are halal and kosher at once', () => {
      expect(recipesOfType(type).filter((r) => passes(r, ['halal', 'kosher'])).length).toBeGreaterThanOrEqual(5);
    });
  });
});
