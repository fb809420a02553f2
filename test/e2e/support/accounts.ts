import { randomBytes } from 'node:crypto';
import type { ConfirmEmailResponse, SessionResponse, SignUpRequest } from '#contracts';
import { baseUrl } from './env';
import { linkIn, waitForEmail } from './outbox';

export const PASSWORD = 'Gratin-Dauphinois-42';

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(label = 'e2e'): string {
  return `${label}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.ch`;
}

/** Creates an account through the API, as a shortcut when the test is about something else. */
export async function createAccount(overrides: Partial<SignUpRequest> = {}): Promise<SignUpRequest> {
  const account: SignUpRequest = { email: uniqueEmail(), password: PASSWORD, firstName: 'Claire', lastName: 'Favre', ...overrides };
  await signUpAndConfirm(account);
  return account;
}

/**
 * Sign-up as a new user goes through it: POST /api/auth/sign-up (202, the same for any address),
 * then the confirmation link from the dev outbox, which opens the account's first session.
 */
export async function signUpAndConfirm(account: SignUpRequest): Promise<SessionResponse> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const res = await post('/auth/sign-up', account);
  if (res.status !== 202) throw new Error(`sign-up via the API answered ${res.status}: ${await res.text()}`);
  const token = new URL(linkIn(await waitForEmail(account.email, /^Confirmez votre adresse email$/))).searchParams.get('token');
  const confirmed = await post('/auth/email/confirm', { token });
  if (confirmed.status !== 200) throw new Error(`the confirmation link answered ${confirmed.status}: ${await confirmed.text()}`);
  const { session } = (await confirmed.json()) as ConfirmEmailResponse;
  if (!session) throw new Error('the confirmation link opened no session');
  return session;
}

/** Status of a sign-in through the API (200 when the credentials are right). */
export async function apiSignInStatus(email: string, password: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}
