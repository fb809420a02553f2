import { randomBytes } from 'node:crypto';
import type { SignUpRequest } from '#contracts';

let seq = 0;

/** A valid sign-up body with a unique address. */
export function newSignUp(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  seq += 1;
  return {
    email: `cuisinier.${seq}.${randomBytes(3).toString('hex')}@example.ch`,
    password: 'Gratin-Dauphinois-42',
    firstName: 'Claire',
    lastName: 'Favre',
    ...overrides,
  };
}

/** The refresh cookie's `name=value` from a response's Set-Cookie headers. */
export function refreshCookieOf(setCookie: string[] | string | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = list.find((c) => c.startsWith('mijote_refresh='));
  if (!cookie) throw new Error('No refresh cookie in response');
  return cookie.split(';')[0]!;
}
