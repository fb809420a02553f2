import { normalizeIngredientName, parseIngredientLine } from '#ingredients';
import { validateRecipeDraft } from '../generation/validate-recipe-draft';
import type { RecipeRequest } from '../types';
import { isWellFormedIngredientLine } from './ingredient-line-format';
import { RECIPES } from './recipes';
import { scaleIngredientLine, scaleRecipeIngredients } from './scale-recipe';

const requestFor = (type: RecipeRequest['dishType'], servings: number): RecipeRequest => ({
  dishType: type,
  mode: 'preferences',
  restrictions: [],
  preferredFoods: [],
  avoidedFoods: [],
  difficulty: 'facile',
  servings,
  fridge: [],
  staples: [],
  exclude: [],
});

describe('scaleIngredientLine', () => {
  it.each([
    ['200 g de farine', 2, '400 g de farine'],
    ['200 g de farine', 0.25, '50 g de farine'],
    ['800 g de pommes de terre', 2, '1,6 kg de pommes de terre'],
    ['30 cl de lait', 0.25, '8 cl de lait'],
    ['4 tomates', 0.25, '1 tomate'],
    ['1 poivron jaune', 2, '2 poivrons jaunes'],
    ['1 pomme de terre', 3, '3 pommes de terre'],
    ['2 crevettes crues décortiquées', 0.5, '1 crevette crue décortiquée'],
    ['4 bananes bien mûres', 0.25, '1 banane bien mûre'],
    ['1 citron', 0.5, '½ citron'],
    ['½ ananas', 4, '2 ananas'],
    ['1 pincée de sel', 0.25, '1 pincée de sel'],
    ['2 càs d\'huile d\'olive', 0.25, '1,5 càc d\'huile d\'olive'],
    ['3 gousses d\'ail', 2, '6 gousses d\'ail'],
    ['18 champignons de Paris moyens', 0.25, '5 champignons de Paris moyens'],
    // Beyond one piece, whole ones (« 2,5 courgettes » was the suggestions' Gratin for 3)
    ['3 courgettes', 0.75, '2 courgettes'],
    ['3 courgettes', 5 / 6, '3 courgettes'],
    ["1 gousse d'ail", 1.25, "1 gousse d'ail"],
    ["1 gousse d'ail", 1.5, "2 gousses d'ail"],
    // Amounts a cook would write, not the exact thirds
    ['500 g de cerises', 4 / 6, '350 g de cerises'],
    ['80 g de sucre', 4 / 6, '50 g de sucre'],
    ['10 g de beurre', 4 / 6, '7 g de beurre'],
    ['250 g de billes de mozzarella', 4 / 6, '170 g de billes de mozzarella'],
    ['1 l de lait', 1 / 3, '35 cl de lait'],
    ['3 œufs', 0.5, '2 œufs'],
    ['1 œuf', 0.25, '1 œuf'],
    ['1 càs de miel', 4 / 6, '2 càc de miel'],
    ['1 càs de miel', 4 / 3, '1,5 càs de miel'],
  ])('%s × %s → %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it('leaves lines untouched at the recipe\'s own servings', () => {
    expect(scaleIngredientLine('1 pincée de noix de muscade', 1)).toBe('1 pincée de noix de muscade');
  });
});

describe('every recipe of the collection, scaled', () => {
  it.each([1, 4, 8])('still parses, keeps its foods and passes validation for %i servings', (servings) => {
    const problems: string[] = [];
    for (const recipe of RECIPES) {
      const lines = scaleRecipeIngredients(recipe, servings);
      lines.forEach((line, i) => {
        const original = parseIngredientLine(recipe.ingredients[i]);
        const scaled = parseIngredientLine(line);
        if (!isWellFormedIngredientLine(line)) problems.push(`${recipe.id}: malformed "${line}"`);
        if (!(scaled.quantity > 0)) problems.push(`${recipe.id}: no quantity in "${line}"`);
        // The food stays the same food (only its number may change: "tomates" → "tomate").
        if (normalizeIngredientName(scaled.name) !== normalizeIngredientName(original.name)) {
          problems.push(`${recipe.id}: "${recipe.ingredients[i]}" became "${line}"`);
        }
      });
      const result = validateRecipeDraft({ ...recipe, ingredients: lines, servings }, requestFor(recipe.type, servings));
      if (!result.ok) problems.push(`${recipe.id}: ${result.reason}`);
      else if (result.recipe.preparationTime !== recipe.preparationTime || result.recipe.servings !== servings) {
        problems.push(`${recipe.id}: time or servings changed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never writes more than one decimal in a scaled amount (but 1,25 kg or 1,75 l)', () => {
    const odd: string[] = [];
    for (const recipe of RECIPES) {
      for (const servings of [1, 2, 3, 4, 5, 6, 7, 8]) {
        for (const line of scaleRecipeIngredients(recipe, servings)) {
          if (/^\d+,\d{2}/.test(line) && !/^\d+,[27]5 (?:kg|l) /.test(line)) odd.push(`${recipe.id} for ${servings}: ${line}`);
        }
      }
    }
    expect(odd).toEqual([]);
  });

  it('really scales: a recipe for 4 needs twice as much for 8', () => {
    const fondue = RECIPES.find((r) => r.id === 'fondue-moitie-moitie')!;
    expect(scaleRecipeIngredients(fondue, 8)).toContain('800 g de gruyère');
    expect(scaleRecipeIngredients(fondue, 1)).toContain('100 g de gruyère');
  });
});
