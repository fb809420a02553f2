import { randomBytes } from 'node:crypto';
import type { SignUpRequest } from '#contracts';
import { baseUrl } from './env';

export const PASSWORD = 'Gratin-Dauphinois-42';

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(label = 'e2e'): string {
  return `${label}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.ch`;
}

/** Creates an account through the API, as a shortcut when the test is about something else. */
export async function createAccount(overrides: Partial<SignUpRequest> = {}): Promise<SignUpRequest> {
  const account: SignUpRequest = { email: uniqueEmail(), password: PASSWORD, firstName: 'Claire', lastName: 'Favre', ...overrides };
  const res = await fetch(`${baseUrl()}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`sign-up via the API answered ${res.status}: ${await res.text()}`);
  return account;
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
