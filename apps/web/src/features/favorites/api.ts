import type { FavoriteRecipe, ShoppingItem } from '#contracts';
import { api } from '../../shared/http';

export const favoritesQueryKey = ['favorites'] as const;

export interface RecipeForShopping {
  recipeId: string;
  recipeTitle: string;
  ingredients: string[];
}

export type { PlanRecipeState } from '../../shared/navigation/plan-recipe-state';

export const favoritesApi = {
  /** Newest first. */
  list: () => api.get<FavoriteRecipe[]>('/favorites'),
  remove: (id: string) => api.delete<void>(`/favorites/${encodeURIComponent(id)}`),
  /** 409 'Ces articles sont déjà dans votre liste de courses' when the recipe is already listed. */
  addToShopping: (recipe: RecipeForShopping) => api.post<ShoppingItem[]>('/shopping-items/from-recipe', recipe),
};
