import { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { MESSAGES } from '#contracts';
import type { Redis } from 'ioredis';
import { REDIS, redisKey } from '#redis';
import { hashToken } from '#domain/accounts';
import { confirmationTokenFor, createTestApp, newSignUp, refreshCookieOf, signUpUser, type TestApp } from '#testing';

describe('accounts and sessions (API)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => t.close());

  // Other suites sign up in the same database at the same time: a sign-up is counted by its own address, never by the table's size.
  const accountsFor = async (email: string) =>
    Number((await db.query('SELECT (SELECT count(*) FROM users WHERE email = lower(trim($1))) + (SELECT count(*) FROM profiles WHERE email = lower(trim($1)))::int AS n', [email]))[0].n);

  describe('sign-up', () => {
    it('creates the user, the profile and a personal household; the confirmation link opens the session', async () => {
      const body = newSignUp({ email: '  Anne.Martin@Example.CH ', phone: '079 123 45 67', phoneCountry: 'CH' });
      const pending = await t.http().post('/api/auth/sign-up').send(body).expect(202);
      // The answer says nothing about the account (the same for a taken address): no session yet.
      expect(pending.body).toEqual({ sent: true });
      expect(pending.headers['set-cookie']).toBeUndefined();
      const [created] = await db.query('SELECT id, email_confirmed_at FROM users WHERE email = $1', ['anne.martin@example.ch']);
      expect(created.email_confirmed_at).toBeNull();

      const token = await confirmationTokenFor(t, body.email);
      const confirmed = await t.http().post('/api/auth/email/confirm').send({ token }).expect(200);
      const res = { ...confirmed, body: confirmed.body.session };
      expect(confirmed.body.user).toEqual(res.body.user);
      expect(res.body.user).toMatchObject({
        email: 'anne.martin@example.ch',
        firstName: 'Claire',
        lastName: 'Favre',
        phone: '+41791234567',
        emailConfirmed: true,
      });
      expect(res.body.accessToken).toEqual(expect.any(String));
      expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('mijote_refresh='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Path=\/api\/auth/);
      // The readable hint the web app checks before asking for a refresh: no secret, same lifetime.
      const hint = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('mijote_session='))!;
      expect(hint).toMatch(/^mijote_session=1;/);
      expect(hint).not.toMatch(/HttpOnly/);
      expect(hint).toMatch(/Path=\/;/);
      expect(hint.match(/Expires=([^;]+)/)?.[1]).toBe(cookie.match(/Expires=([^;]+)/)?.[1]);

      const id = res.body.user.id;
      const [profile] = await db.query('SELECT email, first_name, last_name FROM profiles WHERE id = $1', [id]);
      expect(profile).toEqual({ email: 'anne.martin@example.ch', first_name: 'Claire', last_name: 'Favre' });
      const members = await db.query('SELECT household_id, role FROM household_members WHERE user_id = $1', [id]);
      expect(members).toEqual([{ household_id: res.body.user.householdId, role: 'owner' }]);
      const [user] = await db.query('SELECT password_hash FROM users WHERE id = $1', [id]);
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      [{ password: 'abc' }, 'PASSWORD_TOO_SHORT', MESSAGES.passwordTooShort],
      [{ password: 'azerty123' }, 'PASSWORD_TOO_COMMON', MESSAGES.passwordTooCommon],
      [{ email: 'pas-une-adresse' }, 'VALIDATION_FAILED', MESSAGES.emailInvalid],
      [{ email: '' }, 'VALIDATION_FAILED', MESSAGES.emailRequired],
      [{ firstName: '   ' }, 'VALIDATION_FAILED', MESSAGES.firstNameRequired],
      [{ lastName: '' }, 'VALIDATION_FAILED', MESSAGES.lastNameRequired],
      [{ phone: '12' }, 'VALIDATION_FAILED', MESSAGES.phoneInvalid],
    ])('refuses %j with its French message and writes nothing', async (override, code, message) => {
      const body = newSignUp(override);
      const res = await t.http().post('/api/auth/sign-up').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code, message });
      expect(await accountsFor(body.email)).toBe(0);
    });

    it('answers an address already used, whatever its case, as a new one, and writes nothing', async () => {
      const body = newSignUp();
      const fresh = await t.http().post('/api/auth/sign-up').send(body).expect(202);
      const other = newSignUp();
      const taken = await t.http().post('/api/auth/sign-up').send({ ...other, email: body.email.toUpperCase() }).expect(202);
      expect(taken.body).toEqual(fresh.body);
      // Other suites sign up in the same database meanwhile: look for this attempt's traces only.
      expect(await db.query('SELECT id FROM users WHERE lower(email) = $1', [body.email.toLowerCase()])).toHaveLength(1);
      expect(await db.query('SELECT id FROM profiles WHERE first_name = $1 AND last_name = $2 AND email = $3', [other.firstName, other.lastName, body.email.toUpperCase()])).toHaveLength(0);
    });

    it('creates one account when the same address signs up twice at once', async () => {
      const body = newSignUp();
      const results = await Promise.all([1, 2, 3].map(() => t.http().post('/api/auth/sign-up').send(body)));
      expect(results.map((r) => r.status)).toEqual([202, 202, 202]);
      const rows = await db.query('SELECT id FROM users WHERE email = $1', [body.email]);
      expect(rows).toHaveLength(1);
      expect(await db.query('SELECT id FROM profiles WHERE email = $1', [body.email])).toHaveLength(1);
    });
  });

  describe('sign-in', () => {
    const account = newSignUp();
    beforeAll(() => t.http().post('/api/auth/sign-up').send(account).expect(202));

    it('answers the spec message for a wrong password and for an unknown address', async () => {
      const wrong = await t.http().post('/api/auth/sign-in').send({ email: account.email, password: 'mauvais-mdp' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Email ou mot de passe incorrect' });
      const unknown = await t.http().post('/api/auth/sign-in').send({ email: 'personne@example.ch', password: 'whatever1' }).expect(401);
      expect(unknown.body.message).toBe('Email ou mot de passe incorrect');
    });

    it('signs in whatever the case of the address, and sends a new user to the questionnaire', async () => {
      const res = await t.http().post('/api/auth/sign-in').send({ email: account.email.toUpperCase(), password: account.password }).expect(200);
      expect(res.body.user.email).toBe(account.email);
      expect(res.body.next).toBe('/questionnaire');
      refreshCookieOf(res.headers['set-cookie']);
    });
  });

  describe('sessions', () => {
    async function signedIn() {
      const { cookie, accessToken, user } = await signUpUser(t);
      return { cookie, accessToken, user };
    }

    it('GET /me needs a valid access token', async () => {
      const none = await t.http().get('/api/auth/me').expect(401);
      expect(none.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Utilisateur non connecté' });
      await t.http().get('/api/auth/me').set('Authorization', 'Bearer not.a.jwt').expect(401);
      const { accessToken, user } = await signedIn();
      const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
      expect(me.body).toEqual(user);
    });

    it('rotates the refresh token at each use', async () => {
      const { cookie, user } = await signedIn();
      const first = await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(200);
      const next = refreshCookieOf(first.headers['set-cookie']);
      expect(next).not.toBe(cookie);
      expect(first.body.user).toEqual(user);
      const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${first.body.accessToken}`).expect(200);
      expect(me.body.id).toBe(user.id);
      await t.http().post('/api/auth/refresh').set('Cookie', next).expect(200);
    });

    it("answers GET /api/access's state with the refresh, so a start on the dashboard needs one round trip", async () => {
      const { cookie } = await signedIn();
      const refreshed = await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(200);
      const access = await t.http().get('/api/access').set('Authorization', `Bearer ${refreshed.body.accessToken}`).expect(200);
      expect(refreshed.body.access).toEqual(access.body);
      expect(refreshed.body.access.next).toBe('/questionnaire');
    });

    // Ends a used token's grace window now, as 10 s of waiting would.
    const endGrace = async (cookie: string) => {
      const token = decodeURIComponent(cookie.split('=')[1]!);
      await t.app.get<Redis>(REDIS).del(redisKey('refresh-grace', hashToken(token)));
    };

    it('two refreshes at once (two tabs) both get the same new pair and keep the session', async () => {
      const { cookie } = await signedIn();
      const [a, b] = await Promise.all([
        t.http().post('/api/auth/refresh').set('Cookie', cookie),
        t.http().post('/api/auth/refresh').set('Cookie', cookie),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const next = refreshCookieOf(a.headers['set-cookie']);
      expect(refreshCookieOf(b.headers['set-cookie'])).toBe(next);
      await t.http().post('/api/auth/refresh').set('Cookie', next).expect(200);
    });

    it('a refresh retried after a lost answer returns the same pair', async () => {
      const { cookie } = await signedIn();
      const first = await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(200);
      const retry = await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(200);
      expect(refreshCookieOf(retry.headers['set-cookie'])).toBe(refreshCookieOf(first.headers['set-cookie']));
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${retry.body.accessToken}`).expect(200);
    });

    it('revokes the whole session when a used refresh token comes back after the grace window', async () => {
      const { cookie } = await signedIn();
      const rotated = await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(200);
      const current = refreshCookieOf(rotated.headers['set-cookie']);
      await endGrace(cookie);

      const replay = await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
      expect(replay.body).toEqual({ statusCode: 401, code: 'SESSION_EXPIRED', message: 'Session expirée. Veuillez vous reconnecter.' });
      // The thief's replay also ends the legitimate holder's session and its access tokens.
      await t.http().post('/api/auth/refresh').set('Cookie', current).expect(401);
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${rotated.body.accessToken}`).expect(401);
    });

    it('answers "Session expirée" without a cookie or with an unknown one', async () => {
      const res = await t.http().post('/api/auth/refresh').expect(401);
      expect(res.body.code).toBe('SESSION_EXPIRED');
      // The hint goes too, so the web app stops asking.
      expect(String(res.headers['set-cookie'])).toMatch(/mijote_session=; Path=\/;/);
      await t.http().post('/api/auth/refresh').set('Cookie', 'mijote_refresh=inconnu').expect(401);
    });

    it('sign-out revokes the session server-side', async () => {
      const { cookie, accessToken } = await signedIn();
      const out = await t.http().post('/api/auth/sign-out').set('Cookie', cookie).expect(204);
      expect(String(out.headers['set-cookie'])).toMatch(/mijote_refresh=;/);
      expect(String(out.headers['set-cookie'])).toMatch(/mijote_session=; Path=\/;/);
      await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`).expect(401);
    });

    it('an expired session cannot be refreshed', async () => {
      const { cookie, user } = await signedIn();
      await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
      await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    });
  });

  it('answers unknown API routes with the French error shape', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' });
  });

  it('reports its health', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });
});
