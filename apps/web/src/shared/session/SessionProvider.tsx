import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  type AuthUser,
  type SessionResponse,
  type SignInRequest,
  type SignInResponse,
  type SignUpRequest,
  type SignUpResponse,
} from '#contracts';
import { api, ApiError, getSessionSnapshot, mayHaveSession, setSession, subscribeSession } from '../http';
import { SessionContext, type SessionContextValue } from './session-context';
import { takeSessionCheck } from './session-check';

/**
 * Holds who is signed in. On start it asks the API once (the refresh cookie, if any, becomes a
 * session), unless the session hint cookie says there is none. Public pages render at once; pages that depend on the session wait behind
 * SessionGate's loading screen only for as long as that check takes. Kept free of heavy
 * dependencies: it is part of every page's bundle.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Without the session hint cookie there is nothing to check: signed out from the first render.
  const [{ checking, snapshot }, setState] = useState(() => ({ checking: mayHaveSession(), snapshot: getSessionSnapshot() }));

  // Session changes are transitions, like React Router's navigations: signing in and going to
  // `next`, or signing out and going to '/', then commit together. A synchronous update would first
  // render the old page with the new session (RequireSession would bounce a signed-out user to /auth
  // before the navigation to '/' lands).
  useEffect(
    () =>
      subscribeSession(() => {
        startTransition(() => setState((s) => ({ ...s, snapshot: getSessionSnapshot() })));
      }),
    [],
  );

  useEffect(() => {
    let active = true;
    let stopRetrying: (() => void) | undefined;
    if (!mayHaveSession()) return;
    const firstTry = takeSessionCheck();
    firstTry
      .then(
        () => undefined,
        // Loaded on demand, only when the first try failed (it brings IndexedDB's wrapper for the
        // offline start, issue 12): the landing page's bundle stays light, and a start with
        // network does not wait for it.
        () => import('../offline/offline-session').then((start) => start.checkSessionAtStart(firstTry, () => active)),
      )
      .then((stop) => {
        stopRetrying = stop;
        if (!active) stop?.();
      })
      .catch(() => undefined)
      .finally(() => {
        // With the latest snapshot, so the first routed render already knows the user. A
        // transition: the loading screen stays until the page's code is there, rather than giving
        // way to a Suspense fallback that React then keeps for at least 300 ms.
        if (active) startTransition(() => setState({ checking: false, snapshot: getSessionSnapshot() }));
      });
    return () => {
      active = false;
      stopRetrying?.();
    };
  }, []);

  const applySession = useCallback((session: SessionResponse) => setSession(session), []);

  const signIn = useCallback(async (request: SignInRequest) => {
    const res = await api.post<SignInResponse>('/auth/sign-in', request, { auth: false });
    if (!res?.user) throw new ApiError(500, 'NO_USER', AUTH_MESSAGES.noUserReturned);
    setSession(res);
    return res;
  }, []);

  const signUp = useCallback(async (request: SignUpRequest) => {
    const res = await api.post<SignUpResponse>('/auth/sign-up', request, { auth: false });
    if (!res) throw new ApiError(500, 'NO_USER', AUTH_MESSAGES.signUpFailed);
    if ('user' in res) setSession(res);
    return res;
  }, []);

  const signOut = useCallback(
    async (redirectTo = '/', state?: unknown, { ended = false }: { ended?: boolean } = {}) => {
      try {
        if (!ended) await api.post<void>('/auth/sign-out', undefined, { auth: false });
      } catch (err) {
        // Spec section 8: a failed sign-out is only logged; the user is signed out here regardless.
        console.warn('Sign-out request failed', err);
      }
      setSession(null, 'signed-out');
      navigate(redirectTo, { replace: true, state });
    },
    [navigate],
  );

  const updateUser = useCallback((user: AuthUser) => {
    const current = getSessionSnapshot().session;
    if (current && current.user.id === user.id) setSession({ ...current, user });
  }, []);

  // Forgets why the last session ended; leaves a live session alone.
  const dismissSessionExpired = useCallback(() => {
    if (getSessionSnapshot().endedBy) setSession(null);
  }, []);

  const { session, endedBy } = snapshot;
  const value = useMemo<SessionContextValue>(
    () => ({
      ready: !checking,
      status: session ? 'signed-in' : 'signed-out',
      user: session?.user ?? null,
      sessionExpiredMessage: endedBy === 'expired' ? COMMON_MESSAGES.sessionExpired : null,
      signIn,
      signUp,
      signOut,
      applySession,
      updateUser,
      dismissSessionExpired,
    }),
    [checking, session, endedBy, signIn, signUp, signOut, applySession, updateUser, dismissSessionExpired],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
