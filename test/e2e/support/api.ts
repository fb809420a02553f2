import type { AccessState, Household, NotificationList, PreferencesUpdate, SignInResponse, SignUpRequest, SubscriptionState } from '#contracts';
import { PASSWORD, signUpAndConfirm, uniqueEmail } from './accounts';
import { baseUrl, WORKER_WAIT_MS } from './env';
import { invitationLink } from './outbox';

/**
 * Shortcuts through the HTTP API, for what a test needs in place but is not about (an account with
 * preferences, a paid subscription, a favourite…). The browser never sees these calls' tokens: it
 * gets a session of its own by signing in (see ui.ts).
 */

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 500)}`);
  }
}

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
}

/** One call to /api…; throws ApiCallError unless the status is 2xx. Returns the JSON body (undefined on 204). */
export async function api<T = unknown>(path: string, { method, token, body }: CallOptions = {}): Promise<T> {
  const verb = method ?? (body === undefined ? 'GET' : 'POST');
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: verb,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new ApiCallError(res.status, text, `${verb} /api${path}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Polls `read` until `done` holds for its result (the worker applies things asynchronously). */
export async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = WORKER_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (done(last)) return last;
    if (Date.now() > deadline) throw new Error(`${what}: still not the case after ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export interface ApiUser extends SignUpRequest {
  id: string;
  /** An access token for this account's API calls (15 min; plenty for one test). */
  token: string;
}

/** A new account (sign-up, then its confirmation link); 'Claire Favre' unless told otherwise. */
export async function signUp(overrides: Partial<SignUpRequest> & { label?: string } = {}): Promise<ApiUser> {
  const { label, ...rest } = overrides;
  const account: SignUpRequest = { email: uniqueEmail(label), password: PASSWORD, firstName: 'Claire', lastName: 'Favre', ...rest };
  const session = await signUpAndConfirm(account);
  return { ...account, id: session.user.id, token: session.accessToken };
}

export async function signIn(email: string, password: string): Promise<SignInResponse> {
  return api<SignInResponse>('/auth/sign-in', { body: { email, password } });
}

export const DEFAULT_PREFERENCES: PreferencesUpdate = {
  householdSize: { adults: 2, children: 0 },
  dietaryRestrictions: ['none'],
};

/** What the questionnaire would have saved. */
export async function savePreferences(token: string, preferences: PreferencesUpdate = DEFAULT_PREFERENCES): Promise<void> {
  await api('/preferences', { method: 'PUT', token, body: preferences });
}

export const subscriptionOf = (token: string) => api<SubscriptionState>('/billing/subscription', { token });
export const accessOf = (token: string) => api<AccessState>('/access', { token });
export const notificationsOf = (token: string) => api<NotificationList>('/notifications', { token });

/**
 * What the demo checkout page does: POST /api/billing/checkout, then POST /api/billing/demo/complete
 * with its session id; the worker then applies the signed event. Resolves once the server reports
 * the subscription active.
 */
export async function subscribe(token: string, promoCode?: string): Promise<SubscriptionState> {
  const { url } = await api<{ url: string }>('/billing/checkout', { token, body: promoCode ? { promoCode } : {} });
  const sessionId = new URL(url).searchParams.get('session_id');
  if (!sessionId) throw new Error(`The checkout did not lead to the demo checkout (url: ${url}); is the user already subscribed?`);
  await api('/billing/demo/complete', { token, body: { sessionId } });
  return eventually('the subscription becomes active', () => subscriptionOf(token), (s) => s.active);
}

/** The demo portal's cancellation; resolves once the server no longer counts the subscription. */
export async function cancelSubscription(token: string): Promise<SubscriptionState> {
  await api('/billing/demo/cancel', { token, body: {} });
  return eventually('the subscription is cancelled', () => subscriptionOf(token), (s) => !s.active);
}

/** An account that may use the dashboard: preferences saved and a subscription through the demo checkout. */
export async function subscribedUser(overrides: Parameters<typeof signUp>[0] = {}, promoCode?: string): Promise<ApiUser> {
  const user = await signUp(overrides);
  await savePreferences(user.token);
  await subscribe(user.token, promoCode);
  return user;
}

/**
 * One household of two: Marc, who pays, and Julie (preferences saved, no subscription of her own),
 * who joined through the link in the invitation e-mail. `invitation` is that link.
 */
export async function familyOfTwo(label: string): Promise<{ owner: ApiUser; member: ApiUser; household: Household; invitation: URL }> {
  const owner = await subscribedUser({ label: `${label}-owner`, firstName: 'Marc' });
  const member = await signUp({ label: `${label}-member`, firstName: 'Julie' });
  await savePreferences(member.token);
  await api<Household>('/households/invitations', { token: owner.token, body: { email: member.email } });
  const invitation = await invitationLink(member.email);
  const household = await api<Household>('/households/invitations/accept', { token: member.token, body: { token: invitation.searchParams.get('token') } });
  return { owner, member, household, invitation };
}
