import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KITCHEN_MESSAGES } from '#contracts';
import { errorText } from '../../../shared/http/error-text';
import { favoritesApi, type RecipeForShopping } from '../api';

/** Spec section 9: the add-to-shopping confirmation shows for 2 s. */
export const SHOPPING_NOTICE_MS = 2000;

export const SHOPPING_ADDED_TEXT = 'Ingrédients ajoutés à la liste de courses';

/** 'Ajouter à la liste de courses': the call, a 2 s confirmation, or the reason it failed (409: already listed). */
export function useAddToShopping() {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (recipe: RecipeForShopping) => favoritesApi.addToShopping(recipe) });

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SHOPPING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function add(recipe: RecipeForShopping) {
    setNotice(null);
    setError(null);
    mutation.mutate(recipe, {
      onSuccess: () => setNotice(SHOPPING_ADDED_TEXT),
      onError: (err) => setError(errorText(err, KITCHEN_MESSAGES.addToShoppingFailed)),
    });
  }

  return { add, pending: mutation.isPending, notice, error };
}
