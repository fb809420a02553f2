import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KITCHEN_MESSAGES, type Recipe } from '#contracts';
import { useServerEvent } from '../../../shared/socket';
import { favoriteQueryKey, favoritesApi } from '../api';

/**
 * The heart of a shown recipe. Its state is asked of the API each time a recipe is shown (spec,
 * section 4), kept in step with the user's other tabs by `favorites.changed`, and toggled
 * optimistically: the heart answers at once and goes back if the call fails.
 */
export function useFavorite(recipe: Recipe) {
  const client = useQueryClient();
  const queryKey = favoriteQueryKey(recipe.id);
  const query = useQuery({ queryKey, queryFn: () => favoritesApi.isFavorite(recipe.id), staleTime: 0 });

  useServerEvent('favorites.changed', async (change) => {
    if (change.recipeId !== recipe.id) return;
    // A check still in flight holds an older answer than this event.
    await client.cancelQueries({ queryKey });
    client.setQueryData(queryKey, change.action === 'created');
  });

  const mutation = useMutation({
    mutationFn: (favorite: boolean) => (favorite ? favoritesApi.add(recipe).then(() => undefined) : favoritesApi.remove(recipe.id)),
    onMutate: async (favorite) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<boolean>(queryKey);
      client.setQueryData(queryKey, favorite);
      return { previous };
    },
    onError: (_err, _favorite, context) => client.setQueryData(queryKey, context?.previous),
    // The favourites page's list (whatever its key under 'favorites') is stale now; this
    // recipe's own state is already right and needs no refetch.
    onSuccess: () => client.invalidateQueries({ queryKey: ['favorites'], predicate: (q) => q.queryKey[1] !== 'by-recipe' }),
  });

  const isFavorite = query.data ?? false;
  return {
    isFavorite,
    /** Unknown until the API answers: the toggle waits rather than guess. */
    ready: query.data !== undefined,
    toggle: () => mutation.mutate(!isFavorite),
    error: mutation.isError ? KITCHEN_MESSAGES.favoritesFailed : null,
  };
}

export type FavoriteState = ReturnType<typeof useFavorite>;
