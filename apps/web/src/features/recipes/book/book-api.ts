import type { BookRecipe, BookRecipePage, RecipeBookQuery, RecipeImportJobState } from '#contracts';
import { api } from '../../../shared/http';

const enc = encodeURIComponent;

export const bookKeys = {
  root: ['recipe-book'] as const,
  list: (q: RecipeBookQuery) => ['recipe-book', 'list', q] as const,
  one: (id: string, servings?: number) => ['recipe-book', 'one', id, servings ?? null] as const,
};

function queryString(q: RecipeBookQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '' && v !== false) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const bookApi = {
  list: (q: RecipeBookQuery) => api.get<BookRecipePage>(`/recipes${queryString(q)}`),
  get: (id: string, servings?: number) => api.get<BookRecipe>(`/recipes/${enc(id)}${servings ? `?servings=${servings}` : ''}`),
  favorite: (id: string, on: boolean) => (on ? api.put<BookRecipe>(`/recipes/${enc(id)}/favorite`) : api.delete<BookRecipe>(`/recipes/${enc(id)}/favorite`)),
  remove: (id: string) => api.delete<void>(`/recipes/${enc(id)}`),
  restore: (id: string) => api.post<BookRecipe>(`/recipes/${enc(id)}/restore`),
  importLink: (url: string) => api.post<{ jobId: string }>('/recipes/import', { url }),
  /** The recipe's photo (multipart field `image`); the API answers the recipe with its new picture. */
  setImage: (id: string, file: Blob) => {
    const form = new FormData();
    form.append('image', file);
    return api.put<BookRecipe>(`/recipes/${enc(id)}/image`, form);
  },
  removeImage: (id: string) => api.delete<BookRecipe>(`/recipes/${enc(id)}/image`),
  importJob: (jobId: string) => api.get<RecipeImportJobState>(`/recipes/jobs/${enc(jobId)}`),
};
