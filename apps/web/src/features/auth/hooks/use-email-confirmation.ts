import { useEffect, useRef, useState } from 'react';
import type { AuthUser, ErrorCode, SessionResponse } from '#contracts';
import { ApiError } from '../../../shared/http';
import { authApi } from '../api';

export type ConfirmationState =
  | { status: 'confirming' }
  /** `session`: a sign-up's link signs the new account in. */
  | { status: 'confirmed'; user: AuthUser; session: SessionResponse | null }
  | { status: 'invalid' }
  /** Opened again after it did its work: the API's sentence, nothing about the account. */
  | { status: 'already-confirmed'; message: string }
  | { status: 'failed'; message: string };

/**
 * Confirms the e-mailed token once. The token is single-use: StrictMode's second effect run must
 * reuse the first call, or it would come back 'invalid'.
 */
export function useEmailConfirmation(token: string, attempt: number): ConfirmationState {
  const [state, setState] = useState<ConfirmationState>({ status: 'confirming' });
  const calls = useRef(new Map<string, ReturnType<typeof authApi.confirmEmail>>());

  useEffect(() => {
    let active = true;
    const key = `${token}#${attempt}`;
    let call = calls.current.get(key);
    if (!call) {
      call = authApi.confirmEmail(token);
      calls.current.set(key, call);
    }
    setState({ status: 'confirming' });
    call.then(
      (res) => active && setState({ status: 'confirmed', user: res.user, session: res.session }),
      (err: unknown) => {
        if (!active) return;
        if (err instanceof ApiError && err.code === ('EMAIL_ALREADY_CONFIRMED' satisfies ErrorCode)) {
          setState({ status: 'already-confirmed', message: err.message });
        } else if (err instanceof ApiError && (err.code === 'TOKEN_INVALID' || err.status === 400)) {
          setState({ status: 'invalid' });
        } else {
          setState({ status: 'failed', message: err instanceof ApiError ? err.message : String(err) });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  return state;
}
