import { MESSAGES } from '#contracts';
import { createTestApp, newSignUp, type TestApp } from '#testing';

describe('rate limits on sign-in and password reset', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_SIGN_IN_PER_EMAIL: '3',
      // The delay after those 3: 1 s, then 2 s, then 4 s at most.
      SIGN_IN_DELAY_BASE_SECONDS: '1',
      SIGN_IN_DELAY_MAX_SECONDS: '4',
      RATE_LIMIT_SIGN_IN_PER_IP: '6',
      RATE_LIMIT_RESET_PER_EMAIL: '2',
      RATE_LIMIT_RESET_PER_IP: '100',
      RATE_LIMIT_SIGN_UP_PER_IP: '6',
      // Counters of its own: other suites sign in from the same loopback address.
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:rate-limits`,
      // supertest connects over loopback: here it plays a reverse proxy in front of the API.
      TRUSTED_PROXIES: 'loopback',
    });
  });
  afterAll(() => t.close());

  // Each attempt from an address of its own: the per-IP limit is not what these tests are about.
  let host = 0;
  const signIn = (email: string, password: string) =>
    t.http().post('/api/auth/sign-in').set('X-Forwarded-For', `100.64.0.${++host}`).send({ email, password });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('slows guessing one address with a delay that doubles, with a French message; never a lockout', async () => {
    const a = newSignUp();
    await t.http().post('/api/auth/sign-up').send(a).expect(202);
    for (let i = 0; i < 3; i++) await signIn(a.email, `faux-${i}-mdp`).expect(401);

    // From a device that never signed in: wait 1 s, even with the right password.
    const first = await signIn(a.email, a.password).expect(429);
    expect(first.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.signInSlowedDown });
    expect(first.headers['retry-after']).toBe('1');
    await sleep(1_100);
    await signIn(a.email, 'faux-3-mdp').expect(401);
    // The next wait is twice as long.
    expect((await signIn(a.email, a.password).expect(429)).headers['retry-after']).toBe('2');
    await sleep(2_100);
    // Once it is over, the owner's right password gets in, and the slate is clean.
    await signIn(a.email, a.password).expect(200);
    for (let i = 0; i < 3; i++) await signIn(a.email, `encore-${i}-faux`).expect(401);
  });

  it('lets one attempt through per gap, however many come at once', async () => {
    const a = newSignUp();
    await t.http().post('/api/auth/sign-up').send(a).expect(202);
    for (let i = 0; i < 3; i++) await signIn(a.email, `faux-${i}-mdp`).expect(401);
    await sleep(1_100);
    const burst = await Promise.all([0, 1, 2, 3, 4].map((i) => signIn(a.email, `rafale-${i}`)));
    expect(burst.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it('stops one address trying many accounts after the per-IP limit', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t
        .http()
        .post('/api/auth/sign-in')
        .set('X-Forwarded-For', ip)
        .send({ email: `essai${i}@example.ch`, password: 'nimporte' });
      statuses.push(res.status);
    }
    // X-Forwarded-For is only trusted from the loopback proxy in front (supertest connects over loopback).
    expect(statuses.slice(0, 6).every((s) => s === 401)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  it('limits reset requests per address', async () => {
    const a = newSignUp();
    await t.http().post('/api/auth/sign-up').send(a).expect(202);
    await t.http().post('/api/auth/password/forgot').send({ email: a.email }).expect(202);
    await t.http().post('/api/auth/password/forgot').send({ email: a.email }).expect(202);
    const res = await t.http().post('/api/auth/password/forgot').send({ email: a.email }).expect(429);
    expect(res.body.message).toBe(MESSAGES.tooManyAttempts);
  });

  it('limits account creations per address', async () => {
    const ip = '192.0.2.55';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await t.http().post('/api/auth/sign-up').set('X-Forwarded-For', ip).send(newSignUp())).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });

  it('a successful sign-in clears the address counter', async () => {
    const a = newSignUp();
    await t.http().post('/api/auth/sign-up').send(a).expect(202);
    const ip = '198.51.100.1';
    for (let round = 0; round < 2; round++) {
      await t.http().post('/api/auth/sign-in').set('X-Forwarded-For', `${ip}${round}`).send({ email: a.email, password: 'faux-mdp' }).expect(401);
      await t.http().post('/api/auth/sign-in').set('X-Forwarded-For', `${ip}${round}`).send({ email: a.email, password: 'faux-mdp' }).expect(401);
      await t.http().post('/api/auth/sign-in').set('X-Forwarded-For', `${ip}${round}`).send({ email: a.email, password: a.password }).expect(200);
    }
  });

  // The owner's proof is about who gets through a delay, not how long it lasts: a delay of a minute,
  // so a slow machine between the attacker's third guess and the fourth never ends it first.
  describe('with a delay no test waits out', () => {
    let slow: TestApp;
    beforeAll(async () => {
      slow = await createTestApp({
        RATE_LIMIT_SIGN_IN_PER_EMAIL: '3',
        SIGN_IN_DELAY_BASE_SECONDS: '60',
        SIGN_IN_DELAY_MAX_SECONDS: '120',
        RATE_LIMIT_SIGN_IN_PER_IP: '6',
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}:rate-limits-slow`,
        TRUSTED_PROXIES: 'loopback',
      });
    });
    afterAll(() => slow.close());

    it('never locks the owner out on a device that signed in before', async () => {
      const a = newSignUp();
      await slow.http().post('/api/auth/sign-up').send(a).expect(202);
      const signedIn = await slow.http().post('/api/auth/sign-in').send({ email: a.email, password: a.password }).expect(200);
      const device = (signedIn.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('mijote_device='))!.split(';')[0]!;
      for (let i = 0; i < 3; i++) {
        await slow.http().post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.9').send({ email: a.email, password: `faux-${i}-mdp` }).expect(401);
      }
      // The attacker's next guess is refused; the owner's own browser still gets in.
      await slow.http().post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.9').send({ email: a.email, password: a.password }).expect(429);
      await slow.http().post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.12').set('Cookie', device).send({ email: a.email, password: a.password }).expect(200);
      // A proof made for another account does not count for this one.
      const b = newSignUp();
      await slow.http().post('/api/auth/sign-up').send(b).expect(202);
      for (let i = 0; i < 3; i++) {
        await slow.http().post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.10').send({ email: b.email, password: `faux-${i}-mdp` }).expect(401);
      }
      await slow.http().post('/api/auth/sign-in').set('X-Forwarded-For', '198.51.100.11').set('Cookie', device).send({ email: b.email, password: b.password }).expect(429);
    });
  });
});
