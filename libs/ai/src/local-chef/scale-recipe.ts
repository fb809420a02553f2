import { formatIngredient, parseIngredientLine, roundForCook, scaleForCook } from '#ingredients';
import { agreeWithQuantity } from './french-number';
import type { LocalRecipe } from './local-recipe';

/**
 * An ingredient line for `factor` times the people, still in the collection's line format, with
 * amounts a cook would write (scaleForCook: "350 g de cerises", not "333 g"). `buying` rounds as a
 * shopping list does, never short (roundForCook): what is left to buy of a line.
 */
export function scaleIngredientLine(line: string, factor: number, { buying = false }: { buying?: boolean } = {}): string {
  if (factor === 1) return line;
  const parsed = parseIngredientLine(line);
  const scaled = buying ? roundForCook({ ...parsed, quantity: parsed.quantity * factor }, { buying }) : scaleForCook(parsed, factor);
  const name = scaled.unit === 'unité' ? agreeWithQuantity(scaled.name, scaled.quantity) : scaled.name;
  const text = formatIngredient({ quantity: scaled.quantity, unit: scaled.unit, name });
  // The collection writes halves as "½ citron"; notes stay out of parentheses so the line keeps its shape.
  const written = text.replace(/^0,5 /, '½ ');
  return scaled.note ? `${written}, ${scaled.note}` : written;
}

/** The recipe's ingredient lines for `servings` people. */
export function scaleRecipeIngredients(recipe: Pick<LocalRecipe, 'ingredients' | 'servings'>, servings: number): string[] {
  const factor = servings / recipe.servings;
  return recipe.ingredients.map((line) => scaleIngredientLine(line, factor));
}
