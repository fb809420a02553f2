import type { NextRoute } from '#contracts';

/** The page RequireSession was protecting when it sent the visitor to /auth, if any. */
export function readFrom(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  // Only paths of this app, and never back to the sign-in pages themselves.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//') || from.pathname.startsWith('/auth')) return null;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${typeof from.hash === 'string' ? from.hash : ''}`;
}

/**
 * After sign-in: a user with onboarding left (questionnaire, subscription) goes there first, as the
 * API's `next` says; a fully set-up user goes back to the page they were headed for, if any.
 */
export function destinationAfterSignIn(next: NextRoute, from: string | null): string {
  return from && next === '/dashboard' ? from : next;
}
