import { useCallback, useState } from 'react';

export type ShoppingView = 'recipes' | 'flat';

const STORAGE_KEY = 'mijote-shopping-view';

function readView(): ShoppingView {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'flat' ? 'flat' : 'recipes';
  } catch {
    return 'recipes';
  }
}

/** 'Par recette' or 'Liste complète'; remembered on this device, since each shopper has a habit. */
export function useShoppingView() {
  const [view, setView] = useState<ShoppingView>(readView);
  const choose = useCallback((next: ShoppingView) => {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this visit only.
    }
  }, []);
  return [view, choose] as const;
}
