import { DISH_TYPES, type DishType } from '#contracts';

export const PLANNING_PATH = '/dashboard/planning';

/**
 * What the suggestions and favourites pages hand to the planning page to plan a recipe:
 *   navigate(PLANNING_PATH, { state: { planRecipe } satisfies PlanningLocationState })
 * The add-meal dialog then opens prefilled, and the meal keeps the recipe's lines and steps.
 */
export interface PlanRecipe {
  recipeId: string;
  recipeTitle: string;
  type: DishType;
  /** How many the recipe's ingredient lines serve; the meal's portions start there. */
  servings: number;
  ingredients: string[];
  instructions: string[];
}

export interface PlanningLocationState {
  planRecipe: PlanRecipe;
}

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
