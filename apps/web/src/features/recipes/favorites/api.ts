import type { FavoriteRecipe } from '#contracts';
import { api } from '../../../shared/http';

export const favoritesQueryKey = ['favorites'] as const;

export type { PlanRecipeState } from '../../../shared/navigation/plan-recipe-state';

export const favoritesApi = {
  /** Newest first. */
  list: () => api.get<FavoriteRecipe[]>('/favorites'),
  remove: (id: string) => api.delete<void>(`/favorites/${encodeURIComponent(id)}`),
};
