import type { DifficultyValue } from '#contracts';

export type DishType = 'boisson' | 'entrée' | 'plat' | 'dessert' | 'amuse-bouche' | 'apéro';
export const DISH_TYPES: readonly DishType[] = ['boisson', 'entrée', 'plat', 'dessert', 'amuse-bouche', 'apéro'];

/** Spec section 9: preparation time in minutes per dish type (bounds included). */
export const PREPARATION_TIME_RANGES: Record<DishType, { min: number; max: number }> = {
  boisson: { min: 5, max: 14 },
  apéro: { min: 10, max: 24 },
  'amuse-bouche': { min: 10, max: 24 },
  entrée: { min: 15, max: 34 },
  plat: { min: 30, max: 59 },
  dessert: { min: 20, max: 44 },
};
/** Spec section 9: the range for any other type, used only as a fallback. */
export const FALLBACK_PREPARATION_TIME_RANGE = { min: 20, max: 49 } as const;

export type Season = 'printemps' | 'été' | 'automne' | 'hiver';

/**
 * Dietary tags ('vegan', 'végétarien', 'sans-gluten') and 'alcool' are checked against the
 * ingredient rules by the recipe tests, so they can be shown as badges without a second opinion.
 * 'végétarien' marks recipes that are vegetarian but not vegan.
 */
export const RECIPE_TAGS = [
  'vegan',
  'végétarien',
  'sans-gluten',
  'alcool',
  'valais',
  'suisse',
  'classique',
  'rapide',
  'familial',
  'chaud',
  'rafraîchissant',
  'léger',
  'réconfortant',
  'festif',
  'petit-budget',
] as const;
export type RecipeTag = (typeof RECIPE_TAGS)[number];

export interface LocalRecipe {
  /** Stable kebab-case slug: favourites and plans may keep pointing at it. */
  id: string;
  type: DishType;
  title: string;
  /** One or two appetising French sentences. */
  description: string;
  /** Minutes of work and cooking, within PREPARATION_TIME_RANGES; chilling or resting time excluded. */
  preparationTime: number;
  /** The ingredient quantities are for this many people. */
  servings: number;
  difficulty: DifficultyValue;
  /** Lines in INGREDIENT_LINE_PATTERN's format, e.g. "2 càs d'huile d'olive". */
  ingredients: string[];
  /** Steps without leading numbers: the UI numbers them. */
  instructions: string[];
  /** Absent means all year. */
  season?: Season[];
  tags?: RecipeTag[];
  /** Other names families give the dish (« un flan » for the crème caramel): the chat finds it by them as by its title. */
  alsoCalled?: string[];
}
