import { signUpSearch } from '../../shared/navigation/sign-up-path';

// How the invitation page hands a signed-out visitor to /auth and gets them back. AuthForm reads
// the same two things: `?invitation=` (sign-up joins the household at once) and the router state's
// `from` (sign-in comes back here; it also survives a switch between sign-in and sign-up).

export interface InvitationAuthState {
  /** Read by /auth like RequireSession's own `from`. */
  from: { pathname: string; search: string };
  /** Prefills the e-mail field: the invitation only works for that address. */
  invitedEmail: string;
}

export const invitationPath = (token: string) => `/invitation?token=${encodeURIComponent(token)}`;

export function invitationAuthState(token: string, invitedEmail: string): InvitationAuthState {
  return { from: { pathname: '/invitation', search: `?token=${encodeURIComponent(token)}` }, invitedEmail };
}

/** /auth's sign-up form for this invitation: the account it makes joins the household at once. */
export const invitationSignUpSearch = (token: string) => signUpSearch({ invitation: token });
