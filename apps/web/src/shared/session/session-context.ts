import { createContext, useContext } from 'react';
import type { AuthUser, SessionResponse, SignInRequest, SignInResponse, SignUpRequest, SignUpResponse } from '#contracts';

export type SessionStatus = 'signed-in' | 'signed-out';

export interface SessionContextValue {
  /** False until the start-up session check has answered. */
  ready: boolean;
  status: SessionStatus;
  user: AuthUser | null;
  /** 'Session expirée. Veuillez vous reconnecter.' after a refused refresh, until the next sign-in. */
  sessionExpiredMessage: string | null;
  signIn(request: SignInRequest): Promise<SignInResponse>;
  /**
   * A session only for an invited address; otherwise `{ sent: true }`, whatever the address:
   * the confirmation link in the mail opens the session.
   */
  signUp(request: SignUpRequest): Promise<SignUpResponse>;
  /**
   * Revokes the session server-side, forgets it here, then goes to `redirectTo` ('/' by default),
   * handing it `state` (a FarewellState for the home page). `ended`: the server has already ended
   * it (the account deleted): nothing is sent, the tab forgets it at once.
   */
  signOut(redirectTo?: string, state?: unknown, options?: { ended?: boolean }): Promise<void>;
  /** Adopts a session another call returned (password reset signs the user in). */
  applySession(session: SessionResponse): void;
  /** Replaces the signed-in user's details (e.g. after the e-mail address is confirmed). */
  updateUser(user: AuthUser): void;
  dismissSessionExpired(): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
