import type { RecipeDraft, RecipeRequest } from '../types';

/** A recipe as a well-behaved model writes it: valid for a household without restrictions. */
export function goodRecipeAnswer(overrides: Partial<RecipeDraft> = {}): RecipeDraft {
  return {
    title: 'Gratin de courgettes au riz',
    description: 'Un gratin doux et fondant, parfait pour les soirs de semaine.',
    preparationTime: 45,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['3 courgettes', '150 g de riz', '2 œufs', '20 cl de crème', '80 g de gruyère', '1 pincée de sel', '1 pincée de poivre'],
    instructions: [
      'Préchauffer le four à 180 °C et cuire le riz 10 minutes.',
      'Couper les courgettes en rondelles et les faire revenir 5 minutes.',
      'Mélanger les œufs, la crème et la moitié du gruyère, saler et poivrer.',
      'Verser le tout sur le riz et les courgettes, parsemer du reste de gruyère et enfourner 25 minutes.',
    ],
    ...overrides,
  };
}

/** The same recipe as the JSON text of a model's answer. */
export function recipeAnswerText(overrides: Partial<RecipeDraft> = {}): string {
  return JSON.stringify(goodRecipeAnswer(overrides));
}

/** A request for one recipe as a household with no rules makes it (plat, 4 servings, preferences); tests override what they check. */
export function recipeRequest(overrides: Partial<RecipeRequest> = {}): RecipeRequest {
  return {
    dishType: 'plat',
    mode: 'preferences',
    restrictions: [],
    preferredFoods: [],
    avoidedFoods: [],
    difficulty: 'facile',
    servings: 4,
    fridge: [],
    staples: [],
    exclude: [],
    ...overrides,
  };
}

/** Millilitres of a recipe's water line (« 75 cl d'eau », « 1 l d'eau »), 0 without one: what a soup pours for each bowl. */
export function waterMl(ingredients: readonly string[]): number {
  const water = ingredients.map((line) => /^(\d+(?:,\d+)?) (cl|l) d'eau$/u.exec(line)).find((m) => m !== null);
  return water ? Number(water[1].replace(',', '.')) * (water[2] === 'l' ? 1000 : 10) : 0;
}
