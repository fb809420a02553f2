import type { NavigateFunction } from 'react-router';
import { leaveAppFor } from './leave-app';

/**
 * Follows an address the API returned. Our own pages (the demo checkout and portal, /dashboard) open
 * inside the app, so the in-memory session carries over without a reload; anything else (Stripe) is
 * another site.
 */
export function followUrl(url: string, navigate: NavigateFunction): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
  else leaveAppFor(target.href);
}
