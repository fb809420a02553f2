import type { AuthUser } from '#contracts';
import { ApiError, getSessionSnapshot, isTransient, refreshSession, setSession, subscribeSession } from '../http';
import { forgetUser, rememberedUser, rememberUser } from './remembered-user';

// Issue 12: the installed app opened without network starts on the user last signed in on this
// device. Kept out of the session store (part of every page's bundle): SessionProvider imports
// this module on demand, and the dashboard's chunk keeps the remembered user in step.

/**
 * The rest of SessionProvider's start-up check, once its first try at the refresh (`firstTry`, sent
 * without waiting for this module) has failed: the refresh cookie, if any, becomes a session.
 * refreshSession shares one call between callers, so StrictMode's second run does not present the
 * cookie twice. Resolves with a cleanup for the 'online' retry it may have set up.
 */
export async function checkSessionAtStart(firstTry: Promise<unknown>, isActive: () => boolean): Promise<(() => void) | undefined> {
  let failure: unknown;
  try {
    await firstTry;
    return undefined;
  } catch (err) {
    failure = err;
  }
  const remembered = await rememberedUser().catch(() => undefined);
  // A device that remembers its user stops at that one try: in a shop without network, the app
  // opens at once on the local copy instead of after 30 s of retries. Others keep trying.
  if (!remembered && isTransient(failure) && isActive()) {
    try {
      await refreshSession();
      return undefined;
    } catch (err) {
      failure = err;
    }
  }
  // Spec section 4: a failed start-up check leaves the user signed out. When it failed only for
  // lack of network, try again once the browser is back online (the refresh timer and the
  // outbox try too), and meanwhile open on the remembered user.
  if (!isActive() || !(failure instanceof ApiError && failure.status === 0)) return undefined;
  const retry = () => void refreshSession().catch(() => undefined);
  window.addEventListener('online', retry, { once: true });
  if (remembered && !getSessionSnapshot().session) startOfflineSession(remembered);
  return () => window.removeEventListener('online', retry);
}

/**
 * The session without network: the remembered user, no token (its expiry in the past, so the
 * first call refreshes first). Pages show the local copy; the refresh timer, the outbox and the
 * 'online' event trade the cookie for a real session when the network is back, and a refused
 * refresh signs out as usual.
 */
export function startOfflineSession(user: AuthUser): void {
  setSession({ user, accessToken: '', expiresAt: new Date(0).toISOString() });
}

/** True while the session is the offline one (no token yet). */
export const isOfflineSession = (): boolean => {
  const { session } = getSessionSnapshot();
  return session !== null && !session.accessToken;
};

let following = false;

/** Remembers who is signed in, and forgets them and the local copy when the session really ends. */
export function followSignedInUser(): void {
  if (following) return;
  following = true;
  const sync = () => {
    const { session, endedBy } = getSessionSnapshot();
    if (session?.accessToken) void rememberUser(session.user);
    else if (!session && endedBy) void forgetUser();
  };
  sync();
  subscribeSession(sync);
}
