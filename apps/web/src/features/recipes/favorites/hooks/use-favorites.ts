import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteRecipe } from '#contracts';
import { ApiError } from '../../../../shared/http';
import { useServerEvent } from '../../../../shared/socket';
import { dashboardStatsQueryKey } from '../../../../shared/query/query-keys';
import { favoritesApi, favoritesQueryKey } from '../api';

/** The user's favourites, refetched when one is added or removed anywhere (another tab, the phone). */
export function useFavorites() {
  const client = useQueryClient();
  useServerEvent('favorites.changed', () => void client.invalidateQueries({ queryKey: favoritesQueryKey }));
  return useQuery({ queryKey: favoritesQueryKey, queryFn: favoritesApi.list });
}

export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await favoritesApi.remove(id);
      } catch (err) {
        // Already removed elsewhere: the user's wish is fulfilled.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    },
    onSuccess: (_, id) => {
      client.setQueryData<FavoriteRecipe[]>(favoritesQueryKey, (list) => list?.filter((f) => f.id !== id));
      void client.invalidateQueries({ queryKey: favoritesQueryKey });
      // The home page counts favourites.
      void client.invalidateQueries({ queryKey: dashboardStatsQueryKey });
    },
  });
}
