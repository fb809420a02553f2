import type { RefreshResponse } from '#contracts';
import { mayHaveSession, refreshSession } from '../http';
import { primeAccess } from './access-api';

let started: Promise<RefreshResponse> | null = null;

/**
 * The start-up check's first try: the refresh cookie traded for a session, and the access state
 * that comes with it kept for the first access check. main.tsx sends it before React's first
 * render, so it does not wait for the page to mount; SessionProvider takes it from there (and
 * handles a failure). Nothing without the session hint cookie.
 */
export function startSessionCheck(): void {
  if (started || !mayHaveSession()) return;
  started = refreshSession({ retry: false }).then((res) => {
    primeAccess(res.access);
    return res;
  });
  // Handled by whoever takes it; not an unhandled rejection meanwhile.
  started.catch(() => undefined);
}

/** The check main.tsx started, or a new one: each start-up (each SessionProvider) takes its own. */
export function takeSessionCheck(): Promise<RefreshResponse> {
  startSessionCheck();
  const check = started!;
  started = null;
  return check;
}
