import type { NavigateFunction } from 'react-router';
import { assignLocation } from './browser-location';

/**
 * Follows a URL the API returned. Our own pages (the demo checkout, /dashboard) open inside the app:
 * no reload, so the in-memory session carries over. Anything else (Stripe) is another site.
 */
export function followUrl(url: string, navigate: NavigateFunction): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`);
  else assignLocation(target.href);
}
