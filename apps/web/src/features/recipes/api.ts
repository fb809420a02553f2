import type { FavoriteRecipe, GenerateRecipeRequest, Recipe, RecipeJobState, ShoppingItem } from '#contracts';
import { api, isApiError } from '../../shared/http';

const enc = encodeURIComponent;

export const favoriteQueryKey = (recipeId: string) => ['favorites', 'by-recipe', recipeId] as const;

export const recipesApi = {
  /** 202 with the job id; the recipe comes as `recipe.ready` or by polling `job`. */
  generate: (body: GenerateRecipeRequest) => api.post<{ jobId: string }>('/recipes/generate', body),
  job: (jobId: string, signal?: AbortSignal) => api.get<RecipeJobState>(`/recipes/jobs/${enc(jobId)}`, { signal }),
};

export const favoritesApi = {
  /** An empty list for a recipe that is not a favourite (no 404 logged by the browser). */
  async isFavorite(recipeId: string): Promise<boolean> {
    const found = await api.get<FavoriteRecipe[]>(`/favorites?recipeId=${enc(recipeId)}`);
    return (found?.length ?? 0) > 0;
  },
  add: (recipe: Recipe) =>
    api.post<FavoriteRecipe>('/favorites', {
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      recipeImage: recipe.imageUrl,
      description: recipe.description,
      preparationTime: recipe.preparationTime,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      type: recipe.type,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
    }),
  async remove(recipeId: string): Promise<void> {
    try {
      await api.delete<void>(`/favorites/by-recipe/${enc(recipeId)}`);
    } catch (err) {
      // Already gone (removed from another tab): what the user asked for is done.
      if (!(isApiError(err) && err.status === 404)) throw err;
    }
  },
};

/** What adding a recipe's lines to the list needs: its id (suggestion or book), title and lines. */
export type RecipeForShopping = Pick<Recipe, 'id' | 'title' | 'ingredients'>;

export const shoppingApi = {
  fromRecipe: (recipe: RecipeForShopping) =>
    api.post<ShoppingItem[]>('/shopping-items/from-recipe', {
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      ingredients: recipe.ingredients,
    }),
};
