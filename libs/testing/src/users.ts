import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthUser, PreferencesUpdate } from '#contracts';
import { EmailTokensService, normalizeEmail } from '#domain/accounts';
import { newSignUp, refreshCookieOf } from './factories';
import type { TestApp } from './test-app';
import { WORKER_WAIT_MS } from './waits';

export interface TestUser {
  user: AuthUser;
  email: string;
  password: string;
  accessToken: string;
  cookie: string;
  auth: { Authorization: string };
}

export const SAMPLE_PREFERENCES: PreferencesUpdate = {
  householdSize: { adults: 2, children: 1 },
  dietaryRestrictions: ['vegetarian'],
  preferredFoods: ['tomates', 'basilic'],
  avoidedFoods: ['céleri'],
  shoppingFrequency: 'weekly',
};

/**
 * Signs a new account up through the API and opens its confirmation link, which is what signs a
 * new account in. The link is made here (the mailed one is replaced), so no worker is needed.
 */
export async function signUpUser(t: TestApp, overrides: Parameters<typeof newSignUp>[0] = {}): Promise<TestUser> {
  const body = newSignUp(overrides);
  await t.http().post('/api/auth/sign-up').send(body).expect(202);
  const token = await confirmationTokenFor(t, body.email);
  const res = await t.http().post('/api/auth/email/confirm').send({ token }).expect(200);
  return confirmedUser(res, body);
}

/** A fresh sign-up confirmation link's token for the account of this address. */
export async function confirmationTokenFor(t: TestApp, email: string): Promise<string> {
  const db = t.app.get<DataSource>(getDataSourceToken());
  const [row] = (await db.query('SELECT id FROM users WHERE email = $1', [normalizeEmail(email)])) as { id: string }[];
  if (!row) throw new Error(`No account for ${email}`);
  return t.app.get(EmailTokensService).create(row.id, 'email_confirmation', 3_600_000);
}

/** The TestUser of a confirmation link's answer (its session and refresh cookie). */
export function confirmedUser(
  res: { body: { session: { user: AuthUser; accessToken: string } }; headers: Record<string, unknown> },
  body: { email: string; password: string },
): TestUser {
  const { session } = res.body;
  return {
    user: session.user,
    email: body.email,
    password: body.password,
    accessToken: session.accessToken,
    cookie: refreshCookieOf(res.headers['set-cookie'] as string[]),
    auth: { Authorization: `Bearer ${session.accessToken}` },
  };
}

/** A user who has answered the questionnaire. */
export async function userWithPreferences(t: TestApp, prefs: PreferencesUpdate = SAMPLE_PREFERENCES): Promise<TestUser> {
  const u = await signUpUser(t);
  await t.http().put('/api/preferences').set(u.auth).send(prefs).expect(200);
  return u;
}

/** Polls until `check` passes (for work a worker finishes asynchronously). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = WORKER_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw lastError;
}

/**
 * A user past the access check: questionnaire answered and subscribed through the demo
 * checkout. Needs a running test worker (startTestWorker) to process the billing event.
 */
export async function subscribedUser(t: TestApp, prefs: PreferencesUpdate = SAMPLE_PREFERENCES): Promise<TestUser> {
  const u = await userWithPreferences(t, prefs);
  const { body } = await t.http().post('/api/billing/checkout').set(u.auth).send({}).expect(201);
  const sessionId = new URL(body.url).searchParams.get('session_id');
  await t.http().post('/api/billing/demo/complete').set(u.auth).send({ sessionId }).expect(202);
  await eventually(async () => {
    const res = await t.http().get('/api/billing/subscription').set(u.auth);
    if (!res.body.active) throw new Error('not active yet');
  });
  return u;
}
