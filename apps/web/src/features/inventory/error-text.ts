import { ApiError } from '../../shared/http';

/**
 * The French text for a failed call. A 4xx (and a network failure, status 0) carries a precise
 * reason from the API or the client; a 5xx only a generic one, where the page's own wording
 * ('Impossible de mettre à jour l'article') says more.
 */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status < 500 ? err.message : fallback;
}
