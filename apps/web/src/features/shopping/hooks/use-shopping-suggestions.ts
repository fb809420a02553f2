import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShoppingItem } from '#contracts';
import { sameIngredient } from '#ingredients';
import { fetchShoppingSuggestions } from '../api';
import { shoppingQueryKey } from '../../../shared/query/query-keys';

// Under the list's key: every refresh of the list (a member's change) refreshes these too.
const suggestionsKey = [...shoppingQueryKey, 'suggestions'] as const;

/** The one-line field's suggestions and the "Souvent achetés" chips not already to buy. */
export function useShoppingSuggestions(items: readonly ShoppingItem[]) {
  const query = useQuery({ queryKey: suggestionsKey, queryFn: fetchShoppingSuggestions, staleTime: 30_000 });
  const names = query.data?.names ?? [];
  const usual = useMemo(
    () => (query.data?.usual ?? []).filter((name) => !items.some((item) => !item.checked && sameIngredient(item.name, name))),
    [query.data, items],
  );
  return { names, usual };
}
