export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A cookie scripts may read, set and cleared with the (httpOnly) refresh cookie: it holds no
 * secret, only tells the web app that a session may exist. Without it the app knows the visitor is
 * signed out and skips the refresh call that could only answer 401.
 */
export const SESSION_HINT_COOKIE = 'mijote_session';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatarUrl: string | null;
  emailConfirmed: boolean;
  householdId: string;
}

/** Where the web app goes after sign-in (product spec, section 4). */
export type NextRoute = '/questionnaire' | '/subscription' | '/dashboard';

export interface SignUpRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Any format libphonenumber reads; stored as E.164. */
  phone?: string;
  /** ISO 3166 country used to read a national number, e.g. 'CH'. */
  phoneCountry?: string;
  /** From a household invitation link: the new account joins that family. */
  invitationToken?: string;
}

export interface SignInRequest {
  email: string;
  password: string;
}

export interface SessionResponse {
  user: AuthUser;
  accessToken: string;
  /** ISO timestamp at which the access token stops being accepted. */
  expiresAt: string;
}

export interface SignInResponse extends SessionResponse {
  next: NextRoute;
}

/**
 * POST /api/auth/refresh's answer: the session and, from the same request, GET /api/access's
 * answer, so a start on a signed-in page waits for one round trip instead of two.
 */
export interface RefreshResponse extends SessionResponse {
  access: import('./billing').AccessState;
}

/**
 * Sign-up's answer (202) whether or not the address already has an account: the next step is in
 * the mailbox (a confirmation link for a new account, a "someone tried" mail for its owner).
 */
export interface SignUpPending {
  sent: true;
}

/** 201 with a session only for an invited address, whose invitation link proved the mailbox. */
export type SignUpResponse = SessionResponse | SignUpPending;

/** The confirmation link of a sign-up opens a session; an e-mail change's does not. */
export interface ConfirmEmailResponse {
  user: AuthUser;
  session: SessionResponse | null;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface ConfirmEmailRequest {
  token: string;
}
