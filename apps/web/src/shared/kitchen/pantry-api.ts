import type { Pantry } from '#contracts';
import { api } from '../http';

/** « Mon placard »: edited in the settings, added to in one tap where a recipe from the fridge lacks a basic. */
export const pantryQueryKey = ['pantry'] as const;
export const fetchPantry = () => api.get<Pantry>('/pantry');
/** The whole list, or null to go back to the default cupboard. */
export const savePantry = (items: string[] | null) => api.put<Pantry>('/pantry', { items });

/** The household's cupboard with `basics` added after it, read and written by the API (a basic it holds, whatever its case, is kept once). */
export const addBasicsToPantry = (basics: readonly string[]) => api.post<Pantry>('/pantry/basics', { basics: [...basics] });
