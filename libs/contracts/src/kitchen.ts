export const DISH_TYPES = ['boisson', 'entrée', 'plat', 'dessert', 'amuse-bouche', 'apéro'] as const;
export type DishType = (typeof DISH_TYPES)[number];

export const DISH_TYPE_LABELS: Record<DishType, string> = {
  boisson: 'Boisson',
  entrée: 'Entrée',
  plat: 'Plat',
  dessert: 'Dessert',
  'amuse-bouche': 'Amuse-bouche',
  apéro: 'Apéro',
};

/** The units offered in forms (spec, section 3). */
export const UNITS = ['unité', 'g', 'kg', 'ml', 'l', 'càs', 'càc', 'pincée'] as const;
export type FormUnit = (typeof UNITS)[number];

export const INVENTORY_CATEGORIES = [
  'Fruits et Légumes',
  'Viandes et Poissons',
  'Produits Laitiers',
  'Épicerie',
  'Boissons',
  'Autre',
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export interface ShoppingItem {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  checked: boolean;
  recipeId: string | null;
  recipeTitle: string | null;
  createdAt: string;
}

export interface PlannedMeal {
  id: string;
  recipeId: string | null;
  recipeTitle: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  servings: number;
  type: DishType;
  /** How many the recipe's ingredient lines serve (null when typed by hand). */
  recipeServings: number | null;
  ingredients: string[];
  instructions: string[];
  createdAt: string;
}

export interface InventoryItem {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  /** 'YYYY-MM-DD' or null */
  expirationDate: string | null;
  category: InventoryCategory;
  createdAt: string;
}

export interface FavoriteRecipe {
  id: string;
  recipeId: string;
  recipeTitle: string;
  recipeImage: string | null;
  description: string | null;
  preparationTime: number | null;
  servings: number | null;
  difficulty: string | null;
  type: DishType | null;
  ingredients: string[];
  instructions: string[];
  createdAt: string;
}

/** What changed in a household's kitchen; every member's open screens refetch that resource. */
export interface HouseholdChange {
  resource: 'shopping-items' | 'planned-meals' | 'inventory-items';
  action: 'created' | 'updated' | 'deleted';
  ids: string[];
  /** Who made the change, so their own screen can skip the echo. */
  actorId: string;
}

export interface ParsedIngredientDto {
  quantity: number;
  unit: string;
  name: string;
  note?: string;
}

/** What "add the week's ingredients" did. */
export interface WeekListResult {
  added: ShoppingItem[];
  /** Ingredients the fridge already holds in sufficient quantity. */
  coveredByFridge: string[];
  /** Ingredients already on the list for that week. */
  alreadyListed: string[];
}

export interface FavoriteChange {
  action: 'created' | 'deleted';
  recipeId: string;
}
