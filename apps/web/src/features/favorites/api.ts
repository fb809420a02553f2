import type { DishType, FavoriteRecipe, ShoppingItem } from '#contracts';
import { api } from '../../shared/http';

export const favoritesQueryKey = ['favorites'] as const;

export interface RecipeForShopping {
  recipeId: string;
  recipeTitle: string;
  ingredients: string[];
}

/**
 * Router state the planning page reads to open its add-meal dialog prefilled (spec, section 2:
 * "when the user arrives from a recipe the modal opens prefilled").
 */
export interface PlanRecipeState {
  planRecipe: {
    recipeId: string;
    recipeTitle: string;
    type: DishType | null;
    servings: number | null;
    ingredients: string[];
    instructions: string[];
  };
}

export const favoritesApi = {
  /** Newest first. */
  list: () => api.get<FavoriteRecipe[]>('/favorites'),
  remove: (id: string) => api.delete<void>(`/favorites/${encodeURIComponent(id)}`),
  /** 409 'Ces articles sont déjà dans votre liste de courses' when the recipe is already listed. */
  addToShopping: (recipe: RecipeForShopping) => api.post<ShoppingItem[]>('/shopping-items/from-recipe', recipe),
};
