import { linkIn, newSignUp, refreshCookieOf, signUpUser, useTestStack, waitForEmail } from '#testing';

describe('password reset and e-mail confirmation (API + worker + dev outbox)', () => {
  const t = useTestStack();

  const account = () => signUpUser(t);

  async function resetToken(email: string): Promise<string> {
    await t.http().post('/api/auth/password/forgot').send({ email }).expect(202);
    const mail = await waitForEmail(email, (m) => m.subject.includes('Réinitialisation'));
    const link = linkIn(mail);
    expect(link.pathname).toBe('/auth/reset-password');
    return link.searchParams.get('token')!;
  }

  it('answers an address without an account exactly as one with an account, and mails nothing', async () => {
    const a = await account();
    const known = await t.http().post('/api/auth/password/forgot').send({ email: a.email }).expect(202);
    const unknown = await t.http().post('/api/auth/password/forgot').send({ email: 'inconnu@example.ch' }).expect(202);
    expect(unknown.body).toEqual(known.body);
    await waitForEmail(a.email, (m) => m.subject.includes('Réinitialisation'));
    expect((await t.http().get('/api/dev/outbox?to=inconnu@example.ch').expect(200)).body).toEqual([]);
  });

  it('e-mails a single-use link that sets the password, signs in, and ends every other session', async () => {
    const a = await account();
    const token = await resetToken(a.email);

    const res = await t.http().post('/api/auth/password/reset').send({ token, password: 'Nouvelle-Raclette-7' }).expect(200);
    expect(res.body).toMatchObject({ user: { email: a.email }, next: '/questionnaire' });
    const fresh = refreshCookieOf(res.headers['set-cookie']);

    // The session opened at sign-up is gone, with its access token; the new one works.
    await t.http().post('/api/auth/refresh').set('Cookie', a.cookie).expect(401);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${a.accessToken}`).expect(401);
    await t.http().post('/api/auth/refresh').set('Cookie', fresh).expect(200);

    await t.http().post('/api/auth/sign-in').send({ email: a.email, password: a.password }).expect(401);
    await t.http().post('/api/auth/sign-in').send({ email: a.email, password: 'Nouvelle-Raclette-7' }).expect(200);

    const again = await t.http().post('/api/auth/password/reset').send({ token, password: 'Encore-Autre-8' }).expect(400);
    expect(again.body).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses an expired link, a short or common password, and keeps the old password', async () => {
    const a = await account();
    const token = await resetToken(a.email);

    const short = await t.http().post('/api/auth/password/reset').send({ token, password: 'abc' }).expect(400);
    expect(short.body).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Le mot de passe doit contenir au moins 6 caractères' });
    const common = await t.http().post('/api/auth/password/reset').send({ token, password: 'motdepasse' }).expect(400);
    expect(common.body.code).toBe('PASSWORD_TOO_COMMON');

    await t.db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'password_reset'`);
    await t.http().post('/api/auth/password/reset').send({ token, password: 'Valide-Mais-Tard-9' }).expect(400);
    await t.http().post('/api/auth/sign-in').send({ email: a.email, password: a.password }).expect(200);
  });

  it('a new reset link replaces the previous one', async () => {
    const a = await account();
    const first = await resetToken(a.email);
    await t.http().post('/api/auth/password/forgot').send({ email: a.email }).expect(202);
    await t.http().post('/api/auth/password/reset').send({ token: first, password: 'Premier-Lien-10' }).expect(400);
  });

  it('the link is valid for one hour', async () => {
    const a = await account();
    await resetToken(a.email);
    const [row] = await t.db.query(
      `SELECT extract(epoch FROM (t.expires_at - t.created_at))::int AS seconds
       FROM email_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = $1 AND purpose = 'password_reset' AND used_at IS NULL`,
      [a.email],
    );
    expect(row.seconds).toBe(3600);
  });

  it('confirms the address with the link sent at sign-up, once', async () => {
    const a = newSignUp();
    await t.http().post('/api/auth/sign-up').send(a).expect(202);
    const mail = await waitForEmail(a.email, (m) => m.subject === 'Confirmez votre adresse email');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/auth/email-confirmation');
    const token = link.searchParams.get('token')!;

    const res = await t.http().post('/api/auth/email/confirm').send({ token }).expect(200);
    expect(res.body.user).toMatchObject({ email: a.email, emailConfirmed: true });
    expect(res.body.session).toMatchObject({ user: { email: a.email }, accessToken: expect.any(String) });
    // Opened again: not "invalid", which would alarm someone whose address is confirmed.
    const reuse = await t.http().post('/api/auth/email/confirm').send({ token }).expect(409);
    expect(reuse.body).toMatchObject({ code: 'EMAIL_ALREADY_CONFIRMED', message: 'Votre adresse email est déjà confirmée.' });
  });
});
