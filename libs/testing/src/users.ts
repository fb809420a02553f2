import type { AuthUser, PreferencesUpdate } from '#contracts';
import { newSignUp, refreshCookieOf } from './factories';
import type { TestApp } from './test-app';

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

/** Signs a new account up through the API. */
export async function signUpUser(t: TestApp, overrides: Parameters<typeof newSignUp>[0] = {}): Promise<TestUser> {
  const body = newSignUp(overrides);
  const res = await t.http().post('/api/auth/sign-up').send(body).expect(201);
  return {
    user: res.body.user,
    email: body.email,
    password: body.password,
    accessToken: res.body.accessToken,
    cookie: refreshCookieOf(res.headers['set-cookie']),
    auth: { Authorization: `Bearer ${res.body.accessToken}` },
  };
}

/** A user who has answered the questionnaire. */
export async function userWithPreferences(t: TestApp, prefs: PreferencesUpdate = SAMPLE_PREFERENCES): Promise<TestUser> {
  const u = await signUpUser(t);
  await t.http().put('/api/preferences').set(u.auth).send(prefs).expect(200);
  return u;
}

/** Polls until `check` passes (for work a worker finishes asynchronously). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
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
