import { DISH_TYPES, type DishType } from '#contracts';

// The hand-over's shape lives in shared/ (one definition for every sender and this reader).
export { PLANNING_PATH, type PlanRecipe } from '../../shared/navigation/plan-recipe-state';
export type { PlanRecipeState as PlanningLocationState } from '../../shared/navigation/plan-recipe-state';
import type { PlanRecipe } from '../../shared/navigation/plan-recipe-state';

/** A recipe read back from history: its portions are unknown when the sender did not give valid ones. */
export type IncomingRecipe = Omit<PlanRecipe, 'servings'> & { servings: number | null };

const isDishType = (value: unknown): value is DishType => (DISH_TYPES as readonly unknown[]).includes(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];

/**
 * The recipe in a location's state, or null. History entries outlive deployments, so the shape
 * is checked rather than trusted; a title is the one thing a plan cannot do without.
 */
export function readPlanRecipe(state: unknown): IncomingRecipe | null {
  const raw = (state as { planRecipe?: Record<string, unknown> } | null)?.planRecipe;
  if (!raw || typeof raw !== 'object') return null;
  const title = typeof raw.recipeTitle === 'string' ? raw.recipeTitle.trim() : '';
  if (!title) return null;
  const servings = Number(raw.servings);
  return {
    recipeId: typeof raw.recipeId === 'string' ? raw.recipeId : '',
    recipeTitle: title,
    type: isDishType(raw.type) ? raw.type : 'plat',
    servings: Number.isInteger(servings) && servings >= 1 && servings <= 50 ? servings : null,
    ingredients: strings(raw.ingredients),
    instructions: strings(raw.instructions),
  };
}
