import { DISH_TYPE_LABELS, countOf, type DishType, type Recipe } from '#contracts';

/** How many ingredients the card lists before '+ N autres ingrédients' (spec, section 2). */
export const CARD_INGREDIENT_COUNT = 3;

export const dishLabel = (type: DishType) => DISH_TYPE_LABELS[type] ?? type;

// Generated steps sometimes keep their own numbers ('1. Préchauffer…') and ingredient lines a
// bullet ('- 200 g de farine'); the lists number and mark them already.
export const cleanStep = (step: string) => step.replace(/^\s*(?:étape\s*)?\d+\s*[.):-]\s*/i, '').trim();
export const cleanIngredient = (line: string) => line.replace(/^\s*[-•*–]\s*/, '').trim();

/** 'facile' → 'Facile'. */
export const difficultyLabel = (difficulty: string) => difficulty.charAt(0).toUpperCase() + difficulty.slice(1);

export function cardIngredients(recipe: Pick<Recipe, 'ingredients'>): { shown: string[]; more: number } {
  return {
    shown: recipe.ingredients.slice(0, CARD_INGREDIENT_COUNT),
    more: Math.max(0, recipe.ingredients.length - CARD_INGREDIENT_COUNT),
  };
}

export const moreIngredientsLabel = (n: number) => `+ ${countOf(n, 'autre ingrédient', 'autres ingrédients')}`;
