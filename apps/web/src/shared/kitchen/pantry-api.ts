import type { Pantry } from '#contracts';
import { api } from '../http';

/** « Mon placard »: edited in the settings, added to in one tap where a recipe from the fridge lacks a basic. */
export const pantryQueryKey = ['pantry'] as const;
export const fetchPantry = () => api.get<Pantry>('/pantry');
/** The whole list, or null to go back to the default cupboard. */
export const savePantry = (items: string[] | null) => api.put<Pantry>('/pantry', { items });

/** The household's cupboard with `basics` added after it (the API keeps one of a basic listed twice, whatever its case). */
export async function addBasicsToPantry(basics: readonly string[]): Promise<Pantry> {
  const { items } = await fetchPantry();
  return savePantry([...items, ...basics]);
}
