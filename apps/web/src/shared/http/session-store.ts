import { SESSION_HINT_COOKIE, type RefreshResponse, type SessionResponse } from '#contracts';
import { ApiError } from './api-error';
import { send } from './request';

// Design departure 1: the access token lives only in this module's memory; the refresh token is an
// httpOnly cookie the browser sends to /api/auth. Nothing here touches localStorage.

/** Spec section 9: refresh when within 3 ticks of 30 s of expiry. */
export const REFRESH_LEAD_MS = 90_000;
const TICK_MS = 30_000;
const LOCK_NAME = 'mijote-refresh';

export type SessionEndReason = 'expired' | 'signed-out';

export interface SessionSnapshot {
  session: SessionResponse | null;
  /** Why the last session ended, so the sign-in page can say 'Session expirée'. */
  endedBy: SessionEndReason | null;
}

let snapshot: SessionSnapshot = { session: null, endedBy: null };
// Bumped by every change, so a refresh that started before a sign-out cannot bring the session back.
let generation = 0;
let inFlight: Promise<RefreshResponse> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

export const getSessionSnapshot = (): SessionSnapshot => snapshot;

// Set while this tab ends the session on purpose (the account being deleted): the server then
// revokes every session and closes the live connection before it answers, and the refresh that
// closure sets off is refused. That refusal is the end the user asked for, not 'Session expirée'.
let endingOnPurpose = 0;

/** Runs `work`, which ends the session server-side, without a refused refresh meanwhile reading as an expiry. */
export async function whileEndingSession<T>(work: () => Promise<T>): Promise<T> {
  endingOnPurpose += 1;
  try {
    return await work();
  } finally {
    endingOnPurpose -= 1;
  }
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getAccessToken = (): string | null => snapshot.session?.accessToken ?? null;

/**
 * False when the browser holds no session cookie at all (the server sets a readable hint with the
 * httpOnly refresh cookie): a visitor who never signed in, or signed out, costs no refresh call.
 */
export function mayHaveSession(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** True once the held token is at or past its expiry, so a call can refresh before sending it. */
export const accessTokenExpired = (): boolean =>
  !!snapshot.session && Date.parse(snapshot.session.expiresAt) <= Date.now();

/** Stores (or clears) the session in memory and plans its next refresh. */
export function setSession(session: SessionResponse | null, endedBy: SessionEndReason | null = null): void {
  generation++;
  clearTimeout(timer);
  timer = undefined;
  snapshot = session
    ? { session: { user: session.user, accessToken: session.accessToken, expiresAt: session.expiresAt }, endedBy: null }
    : { session: null, endedBy };
  if (session) scheduleRefresh(Date.parse(session.expiresAt) - Date.now() - REFRESH_LEAD_MS);
  listeners.forEach((l) => l());
}

function scheduleRefresh(delayMs: number): void {
  // A clock far ahead of the server's would give a negative delay for every fresh token: wait one
  // tick at least rather than refresh in a loop.
  timer = setTimeout(onRefreshDue, Math.max(delayMs, TICK_MS));
}

function onRefreshDue(): void {
  timer = undefined;
  refreshSession().catch(() => {
    // Server or network down: keep the session and try again next tick. A refused refresh has
    // already signed the user out (refreshSession), and a new session has its own timer.
    if (snapshot.session && timer === undefined) scheduleRefresh(TICK_MS);
  });
}

/** Runs `fn` while holding the cross-tab refresh lock when the browser has Web Locks. */
function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request(LOCK_NAME, fn) : fn();
}

/**
 * Trades the refresh cookie for a new access token. Concurrent callers in this tab share one call,
 * and tabs take turns through a Web Lock: the server revokes the whole session when a refresh token
 * is presented twice, which two tabs refreshing at once would do.
 */
export function refreshSession({ retry = true }: { retry?: boolean } = {}): Promise<RefreshResponse> {
  if (inFlight) return inFlight;
  const startedAt = generation;
  // A session ends 'expired' when there was one: held in this tab, or known from the hint cookie
  // (a reload after the session was revoked elsewhere, e.g. by a password reset).
  const hadSession = snapshot.session !== null || mayHaveSession();
  const run = withRefreshLock(() => send<RefreshResponse>('/auth/refresh', { method: 'POST', retry }))
    .then((session) => {
      if (generation === startedAt) setSession(session);
      return session;
    })
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 401 && generation === startedAt && endingOnPurpose === 0) {
        setSession(null, hadSession ? 'expired' : null);
      }
      throw err;
    })
    .finally(() => {
      inFlight = null;
    });
  inFlight = run;
  return run;
}
