import { linkIn, newSignUp, refreshCookieOf, signUpUser, useTestStack, waitForEmail } from '#testing';

// Sign-up must not tell anyone whether an address has an account: the answer is the same, the
// mailbox alone learns which (a confirmation link, or a "someone tried" mail to the owner).
describe('sign-up answers the same whatever the address', () => {
  const t = useTestStack();

  const signUp = (body: object) => t.http().post('/api/auth/sign-up').send(body);
  // What a caller could compare: status, body and which cookies come back.
  const visible = (res: Awaited<ReturnType<typeof signUp>>) => ({
    status: res.status,
    body: res.body,
    cookies: ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).map((c) => c.split('=')[0]),
  });

  it('a taken address and a new one get identical answers; the owner is told, the newcomer confirms', async () => {
    const owner = await signUpUser(t, { firstName: 'Odile' });
    const newcomer = newSignUp();

    const fresh = await signUp(newcomer);
    const taken = await signUp({ ...newSignUp(), email: owner.email.toUpperCase() });
    expect(visible(taken)).toEqual(visible(fresh));
    expect(visible(fresh)).toEqual({ status: 202, body: { sent: true }, cookies: [] });

    const notice = await waitForEmail(owner.email, (m) => m.subject === "Quelqu'un a essayé de créer un compte avec votre adresse");
    expect(notice.text).toContain('Bonjour Odile,');
    expect(notice.text).toContain('/auth');
    expect(linkIn({ ...notice, text: notice.text.split(/Réinitialiser mon mot de passe\s:\s/u)[1]! }).pathname).toBe('/auth/reset-password');
    // The owner's account is untouched: the old password still works.
    await t.http().post('/api/auth/sign-in').send({ email: owner.email, password: owner.password }).expect(200);

    // The newcomer's link is what signs the new account in, and sends it to the questionnaire's flow.
    const mail = await waitForEmail(newcomer.email, (m) => m.subject === 'Confirmez votre adresse email');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/auth/email-confirmation');
    const confirmed = await t.http().post('/api/auth/email/confirm').send({ token: link.searchParams.get('token') }).expect(200);
    expect(confirmed.body.user).toMatchObject({ email: newcomer.email, emailConfirmed: true });
    const session = confirmed.body.session;
    refreshCookieOf(confirmed.headers['set-cookie']);
    await t.http().get('/api/preferences').set({ Authorization: `Bearer ${session.accessToken}` }).expect((r) => expect(r.status).not.toBe(401));
  });

  it('takes about as long for a taken address as for a new one (both hash the password and queue a mail)', async () => {
    const owner = await signUpUser(t);
    const time = async (body: object) => {
      const started = process.hrtime.bigint();
      await signUp(body).expect(202);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 7; i++) {
      fresh.push(await time(newSignUp()));
      taken.push(await time({ ...newSignUp(), email: owner.email }));
    }
    // Loose on purpose (a shared machine): what matters is that neither path skips the hash.
    const ratio = median(taken) / median(fresh);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('an e-mail change link confirms without opening a session', async () => {
    const u = await signUpUser(t);
    const next = newSignUp().email;
    await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: next, currentPassword: u.password }).expect(202);
    const mail = await waitForEmail(next, (m) => m.subject === 'Confirmez votre nouvelle adresse email');
    const res = await t.http().post('/api/auth/email/confirm').send({ token: linkIn(mail).searchParams.get('token') }).expect(200);
    expect(res.body).toEqual({ user: expect.objectContaining({ email: next }), session: null });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
