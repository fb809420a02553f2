import { ERROR_CODES, RECIPE_BOOK_MESSAGES as M, type BookRecipe, type BookRecipePage, type RecipeBookQuery, type RecipeImportJobState, type RecipeInput } from '#contracts';
import { api, ApiError } from '../../../shared/http';
import { onServerEvent } from '../../../shared/socket';

const enc = encodeURIComponent;
// A model's reading of a pasted recipe takes seconds; the worker gives up on the model well before this.
const TEXT_POLL_MS = 700;
const TEXT_WAIT_MS = 60_000;

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

/**
 * A pasted recipe read into a draft: at once by the rule-based reader (200), or by the model as a
 * job (202 {jobId}) whose draft comes as `recipe.text_read`, the job being polled too in case the
 * socket is not connected (or the event came first). Failures are French ApiErrors.
 */
export async function readPastedRecipe(text: string): Promise<RecipeInput> {
  const first = await api.post<RecipeInput | { jobId: string }>('/recipes/import-text', { text });
  if (!('jobId' in first)) return first;
  const { jobId } = first;
  let heard: { draft?: RecipeInput; error?: string } | null = null;
  let wake = () => undefined as void;
  const off = onServerEvent('recipe.text_read', (e) => {
    if (e.jobId !== jobId) return;
    heard = e;
    wake();
  });
  const unreadable = (error?: string) => new ApiError(422, ERROR_CODES.IMPORT_TEXT_UNREADABLE, error ?? M.importTextUnreadable);
  try {
    const deadline = Date.now() + TEXT_WAIT_MS;
    while (Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, TEXT_POLL_MS);
      });
      const event = heard as { draft?: RecipeInput; error?: string } | null;
      if (event?.draft) return event.draft;
      if (event) throw unreadable(event.error);
      const job = await bookApi.importJob(jobId);
      if (job.status === 'completed' && job.draft) return job.draft;
      if (job.status === 'failed') throw unreadable(job.error);
    }
    throw new ApiError(504, ERROR_CODES.IMPORT_TIMEOUT, M.importTextSlow);
  } finally {
    off();
  }
}
