import { LIST_PAGE_MAX } from '#contracts';
import { api } from './api-client';
import { isApiError } from './api-error';

/**
 * A whole paged list (LIST_PAGE_MAX in the contracts), for a screen that shows all of it (the
 * fridge's shelves, the favourites and their search): the first page, then `?after=` the last id
 * for as long as pages come full. An item used as the cursor and removed meanwhile by another
 * member answers 404: the walk starts over once.
 */
export async function getAllPages<T extends { id: string }>(path: string): Promise<T[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const all = await api.get<T[]>(path);
      let page = all;
      while (page.length >= LIST_PAGE_MAX) {
        page = await api.get<T[]>(`${path}?after=${encodeURIComponent(all[all.length - 1]!.id)}`);
        all.push(...page);
      }
      return all;
    } catch (err) {
      if (attempt > 0 || !(isApiError(err) && err.status === 404)) throw err;
    }
  }
}
