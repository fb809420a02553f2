import { useQuery } from '@tanstack/react-query';
import type { AisleOverride } from '#contracts';
import { aisleOverridesQueryKey } from '../../../shared/query/query-keys';
import { fetchAisleOverrides } from '../api';

const NONE: readonly AisleOverride[] = [];

/**
 * The household's own aisles, for « Liste complète » to walk the shop in. Until they come (or
 * offline, when they cannot), the shop's usual aisles order the list: it never waits for them.
 */
export function useAisleOverrides(enabled: boolean): readonly AisleOverride[] {
  const query = useQuery({ queryKey: aisleOverridesQueryKey, queryFn: fetchAisleOverrides, enabled, staleTime: 5 * 60_000 });
  return query.data ?? NONE;
}
