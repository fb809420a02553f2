import type { FavoriteRecipe } from '#contracts';
import { api, getAllPages } from '../../../shared/http';

export const favoritesQueryKey = ['favorites'] as const;

export type { PlanRecipeState } from '../../../shared/navigation/plan-recipe-state';

export const favoritesApi = {
  /** All of them, newest first: the page's search works on all of them. */
  list: () => getAllPages<FavoriteRecipe>('/favorites'),
  remove: (id: string) => api.delete<void>(`/favorites/${encodeURIComponent(id)}`),
};
