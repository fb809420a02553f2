import { isUUID } from 'class-validator';
import { LIST_PAGE_MAX } from '#contracts';
import { DomainError } from '#domain/errors';

/** `?limit=&after=` of a paged list (LIST_PAGE_MAX in the contracts). */
export interface ListPage {
  limit?: number;
  /** The id of the last item of the previous page. */
  after?: string;
}


/** The page's size (LIST_PAGE_MAX at most) and its cursor; a malformed cursor names nothing of the caller's: 404. */
export function readListPage(page: ListPage = {}): { limit: number; after: string | null } {
  if (page.after !== undefined && !isUUID(page.after)) throw new DomainError('NOT_FOUND');
  return { limit: Math.min(page.limit ?? LIST_PAGE_MAX, LIST_PAGE_MAX), after: page.after ?? null };
}
