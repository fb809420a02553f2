import { formatIngredient, parseIngredientLine, scaleIngredient, type ParsedIngredient } from '#ingredients';
import { agreeWithQuantity } from './french-number';
import type { LocalRecipe } from './local-recipe';

// Nobody measures half a pinch or a third of a bay leaf.
const WHOLE_UNITS = new Set(['pincée', 'brin', 'feuille', 'bâton', 'branche']);

/** An ingredient line for `factor` times the people, still in the collection's line format. */
export function scaleIngredientLine(line: string, factor: number): string {
  if (factor === 1) return line;
  const scaled = readable(scaleIngredient(parseIngredientLine(line), factor));
  const name = scaled.unit === 'unité' ? agreeWithQuantity(scaled.name, scaled.quantity) : scaled.name;
  const text = formatIngredient({ quantity: scaled.quantity, unit: scaled.unit, name });
  // The collection writes halves as "½ citron"; notes stay out of parentheses so the line keeps its shape.
  const written = text.replace(/^0,5 /, '½ ');
  return scaled.note ? `${written}, ${scaled.note}` : written;
}

function readable(p: ParsedIngredient): ParsedIngredient {
  if (WHOLE_UNITS.has(p.unit)) return { ...p, quantity: Math.max(1, Math.round(p.quantity)) };
  // Less than a tablespoon reads better in teaspoons, and teaspoons by halves.
  if (p.unit === 'càs' && p.quantity < 1) return { ...p, unit: 'càc', quantity: halves(p.quantity * 3) };
  if (p.unit === 'càc') return { ...p, quantity: halves(p.quantity) };
  return p;
}

function halves(value: number): number {
  return Math.max(0.5, Math.round(value * 2) / 2);
}

/** The recipe's ingredient lines for `servings` people. */
export function scaleRecipeIngredients(recipe: Pick<LocalRecipe, 'ingredients' | 'servings'>, servings: number): string[] {
  const factor = servings / recipe.servings;
  return recipe.ingredients.map((line) => scaleIngredientLine(line, factor));
}
