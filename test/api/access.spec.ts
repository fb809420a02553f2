import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, signUpUser, userWithPreferences, type TestApp, type TestUser } from '#testing';
import { startTestWorker } from '#testing';

/** The spec's dashboard access check, enforced by the API on dashboard data. */
describe('dashboard access matrix', () => {
  const complimentary = `chef.${Date.now()}@mijote.ch`;
  let t: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let db: DataSource;

  beforeAll(async () => {
    const env = { COMPLIMENTARY_EMAILS: `autre@example.ch, ${complimentary.toUpperCase()}` };
    t = await createTestApp(env);
    worker = await startTestWorker(env);
    db = t.app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const stats = (u?: TestUser) => {
    const req = t.http().get('/api/dashboard/stats');
    return u ? req.set(u.auth) : req;
  };
  const nextAfterSignIn = async (u: TestUser) =>
    (await t.http().post('/api/auth/sign-in').send({ email: u.email, password: u.password }).expect(200)).body.next;

  async function subscribe(u: TestUser): Promise<void> {
    const { body } = await t.http().post('/api/billing/checkout').set(u.auth).send({}).expect(201);
    const sessionId = new URL(body.url).searchParams.get('session_id');
    await t.http().post('/api/billing/demo/complete').set(u.auth).send({ sessionId }).expect(202);
    await eventually(async () => {
      const s = await t.http().get('/api/billing/subscription').set(u.auth).expect(200);
      expect(s.body.active).toBe(true);
    });
  }

  it('no user: 401', async () => {
    const res = await stats().expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('no profile: PREFERENCES_REQUIRED, sign-in goes to the questionnaire', async () => {
    const u = await userWithPreferences(t);
    await db.query('DELETE FROM profiles WHERE id = $1', [u.user.id]);
    const res = await stats(u).expect(403);
    expect(res.body).toMatchObject({ code: 'PREFERENCES_REQUIRED' });
    const access = await t.http().get('/api/access').set(u.auth).expect(200);
    expect(access.body).toMatchObject({ hasProfile: false, next: '/questionnaire' });
  });

  it('no preferences: PREFERENCES_REQUIRED, sign-in goes to the questionnaire', async () => {
    const u = await signUpUser(t);
    const res = await stats(u).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'PREFERENCES_REQUIRED',
      message: 'Veuillez compléter le questionnaire pour accéder au tableau de bord',
    });
    expect(await nextAfterSignIn(u)).toBe('/questionnaire');
  });

  it('not subscribed: SUBSCRIPTION_REQUIRED, sign-in goes to /subscription', async () => {
    const u = await userWithPreferences(t);
    const res = await stats(u).expect(403);
    expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(await nextAfterSignIn(u)).toBe('/subscription');
  });

  it('complimentary: always subscribed, whatever Stripe says', async () => {
    const u = await userWithPreferences(t);
    await db.query('UPDATE users SET email = $1 WHERE id = $2', [complimentary, u.user.id]);
    await db.query('UPDATE profiles SET email = $1 WHERE id = $2', [complimentary, u.user.id]);
    await stats(u).expect(200);
    expect(await nextAfterSignIn({ ...u, email: complimentary })).toBe('/dashboard');
    const sub = await t.http().get('/api/billing/subscription').set(u.auth).expect(200);
    expect(sub.body).toMatchObject({ active: true, complimentary: true });

    // A cancellation event cannot take their access away.
    await subscribe(u).catch(() => undefined);
    await db.query(`UPDATE user_subscriptions SET status = 'canceled' WHERE user_id = $1`, [u.user.id]);
    await stats(u).expect(200);
  });

  it('subscribed: the dashboard data, and sign-in goes to /dashboard', async () => {
    const u = await userWithPreferences(t);
    await subscribe(u);
    const res = await stats(u).expect(200);
    expect(res.body).toEqual({
      plannedMealsThisWeek: 0,
      plannedMealsNextWeek: 0,
      itemsToBuy: 0,
      favorites: 0,
      fridgeItems: 0,
      waste: { thisMonth: expect.objectContaining({ usedBeforeDate: 0, thrown: 0 }), trend: expect.any(Array) },
    });
    expect(await nextAfterSignIn(u)).toBe('/dashboard');
  });

  it('a cancelled subscription closes the dashboard again', async () => {
    const u = await userWithPreferences(t);
    await subscribe(u);
    await t.http().post('/api/billing/demo/cancel').set(u.auth).expect(202);
    await eventually(async () => {
      const res = await stats(u).expect(403);
      expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
    });
  });
});
