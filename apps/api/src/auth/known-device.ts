import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '#config';
import { normalizeEmail } from '#domain/accounts';

// A browser that signed in to an account before carries this proof (an HMAC of the address and a
// nonce, nothing stored): someone guessing the password elsewhere cannot lock the owner out.
export const KNOWN_DEVICE_COOKIE = 'mijote_device';
const ONE_YEAR_MS = 365 * 86_400_000;

const mac = (config: AppConfig, email: string, nonce: string) =>
  createHmac('sha256', config.jwtAccessSecret).update(`known-device:${normalizeEmail(email)}:${nonce}`).digest('base64url');

const options = (config: AppConfig): CookieOptions => ({
  httpOnly: true,
  secure: config.cookieSecure,
  sameSite: 'lax',
  path: '/api/auth',
  maxAge: ONE_YEAR_MS,
});

export function rememberDevice(res: Response, config: AppConfig, email: string): void {
  const nonce = randomBytes(12).toString('base64url');
  res.cookie(KNOWN_DEVICE_COOKIE, `${nonce}.${mac(config, email, nonce)}`, options(config));
}

export function isKnownDevice(req: Request, config: AppConfig, email: string): boolean {
  const value = (req.cookies as Record<string, string> | undefined)?.[KNOWN_DEVICE_COOKIE];
  if (typeof value !== 'string' || value.length > 200) return false;
  const [nonce, proof] = value.split('.');
  if (!nonce || !proof) return false;
  const expected = Buffer.from(mac(config, email, nonce));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
