import { findAvoidedFoods } from '../validation/dietary-rules';

/**
 * Whether any of the lines contains the food, on the same word rules as avoided foods:
 * 'tomate' finds 'tomates cerises', 'lait' does not find 'lait de coco'.
 */
export function containsFood(lines: readonly string[], food: string): boolean {
  return findAvoidedFoods([...lines], [food]).length > 0;
}
