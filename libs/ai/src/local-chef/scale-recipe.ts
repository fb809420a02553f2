import { formatIngredient, parseIngredientLine, roundForCook, scaleForCook } from '#ingredients';
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
  // formatIngredient agrees a counted food with its number and writes halves « ½ citron »; notes
  // stay out of parentheses so the line keeps the collection's shape.
  const written = formatIngredient({ quantity: scaled.quantity, unit: scaled.unit, name: scaled.name });
  return scaled.note ? `${written}, ${scaled.note}` : written;
}

/** The recipe's ingredient lines for `servings` people. */
export function scaleRecipeIngredients(recipe: Pick<LocalRecipe, 'ingredients' | 'servings'>, servings: number): string[] {
  const factor = servings / recipe.servings;
  return recipe.ingredients.map((line) => scaleIngredientLine(line, factor));
}
