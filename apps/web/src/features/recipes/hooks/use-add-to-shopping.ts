import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KITCHEN_MESSAGES } from '#contracts';
import { isApiError } from '../../../shared/http';
import { shoppingApi, type RecipeForShopping } from '../api';

/** Spec, section 9: the shopping confirmation shows for 2 s. */
export const SHOPPING_CONFIRMATION_MS = 2_000;
export const SHOPPING_ADDED_TEXT = 'Ajouté à la liste de courses !';

export type AddToShoppingStatus = 'idle' | 'pending' | 'added' | 'error';

/** 'Ajouter à la liste de courses' for one recipe (a suggestion, a favourite): the call, then 2 s of confirmation or the error. */
export function useAddToShopping(recipe: RecipeForShopping) {
  const client = useQueryClient();
  const [status, setStatus] = useState<AddToShoppingStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  async function add() {
    if (status === 'pending') return;
    clearTimeout(timer.current);
    setStatus('pending');
    setError(null);
    try {
      await shoppingApi.fromRecipe(recipe);
      if (!alive.current) return;
      setStatus('added');
      void client.invalidateQueries({ queryKey: ['shopping-items'] });
      timer.current = setTimeout(() => setStatus('idle'), SHOPPING_CONFIRMATION_MS);
    } catch (err) {
      if (!alive.current) return;
      setStatus('error');
      // 409: the API's own French, 'Ces articles sont déjà dans votre liste de courses' or the full list's.
      setError(isApiError(err) && err.status === 409 ? err.message : KITCHEN_MESSAGES.addToShoppingFailed);
    }
  }

  return { status, error, add, confirmation: status === 'added' ? SHOPPING_ADDED_TEXT : null };
}

export type AddToShopping = ReturnType<typeof useAddToShopping>;
