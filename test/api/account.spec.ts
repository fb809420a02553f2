import { MESSAGES } from '#contracts';
import type { Redis } from 'ioredis';
import { REDIS, redisKey } from '#redis';
import { eventually, linkIn, newSignUp, signUpUser, subscribedUser, useTestStack, waitForEmail } from '#testing';

describe('account settings (profile, e-mail change, export, deletion)', () => {
  const t = useTestStack();

  it('reads and updates the profile names', async () => {
    const u = await signUpUser(t);
    const res = await t.http().put('/api/profile').set(u.auth).send({ firstName: ' Marie ', lastName: 'Rey' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Marie', lastName: 'Rey', email: u.email });
    const bad = await t.http().put('/api/profile').set(u.auth).send({ firstName: '', lastName: 'Rey' }).expect(400);
    expect(bad.body.message).toBe(MESSAGES.firstNameRequired);
  });

  it('changes the e-mail only once the new address confirms it', async () => {
    const u = await signUpUser(t);
    const same = await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: u.email.toUpperCase(), currentPassword: u.password }).expect(400);
    expect(same.body.message).toBe('Cette adresse email est déjà associée à votre compte');
    const taken = await signUpUser(t);
    await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: taken.email, currentPassword: u.password }).expect(409);

    const next = newSignUp().email;
    await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: next, currentPassword: u.password }).expect(202);
    expect((await t.http().get('/api/profile').set(u.auth)).body.email).toBe(u.email);
    const mail = await waitForEmail(next, (m) => m.subject === 'Confirmez votre nouvelle adresse email');
    // The page says "adresse modifiée", not the sign-up's "compte activé".
    expect(linkIn(mail).searchParams.get('change')).toBe('1');
    const token = linkIn(mail).searchParams.get('token');
    const confirmed = await t.http().post('/api/auth/email/confirm').send({ token }).expect(200);
    expect(confirmed.body.user).toMatchObject({ email: next, emailConfirmed: true });
    await t.http().post('/api/auth/sign-in').send({ email: next, password: u.password }).expect(200);
    await t.http().post('/api/auth/sign-in').send({ email: u.email, password: u.password }).expect(401);
  });

  it('a stolen access token alone cannot move the account: the password is asked, the old address can undo', async () => {
    const u = await signUpUser(t);
    const thief = newSignUp().email;
    const none = await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: thief }).expect(400);
    expect(none.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Saisissez votre mot de passe actuel' });
    const wrong = await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: thief, currentPassword: 'pas-le-bon' }).expect(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      code: 'CURRENT_PASSWORD_INVALID',
      message: 'Mot de passe actuel incorrect',
      fields: { currentPassword: 'Mot de passe actuel incorrect' },
    });
    expect((await t.http().get(`/api/dev/outbox?to=${encodeURIComponent(thief)}`).expect(200)).body).toEqual([]);

    // Say the password leaked too: the change goes through, and the old address hears of it.
    await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: thief, currentPassword: u.password }).expect(202);
    const notice = await waitForEmail(u.email, (m) => m.subject === "Changement de l'adresse email de votre compte Mijote");
    expect(notice.text).toContain(thief);
    const cancel = linkIn(notice);
    expect(cancel.pathname).toBe('/auth/email-change/cancel');
    const confirm = await waitForEmail(thief, (m) => m.subject === 'Confirmez votre nouvelle adresse email');
    await t.http().post('/api/auth/email/confirm').send({ token: linkIn(confirm).searchParams.get('token') }).expect(200);
    const thiefSession = await t.http().post('/api/auth/sign-in').send({ email: thief, password: u.password }).expect(200);
    // A second request from the thief's side cannot void the owner's undo link.
    await t.http().post('/api/auth/email/change').set({ Authorization: `Bearer ${thiefSession.body.accessToken}` }).send({ newEmail: newSignUp().email, currentPassword: u.password }).expect(202);

    await t.http().post('/api/auth/email/change/cancel').send({ token: cancel.searchParams.get('token') }).expect(200);
    await t.http().get('/api/auth/me').set({ Authorization: `Bearer ${thiefSession.body.accessToken}` }).expect(401);
    await t.http().post('/api/auth/sign-in').send({ email: thief, password: u.password }).expect(401);
    await t.http().post('/api/auth/sign-in').send({ email: u.email, password: u.password }).expect(200);
    const again = await t.http().post('/api/auth/email/change/cancel').send({ token: cancel.searchParams.get('token') }).expect(400);
    expect(again.body.message).toBe("Ce lien d'annulation est invalide ou a expiré.");
  });

  it('limits e-mail changes per account and per day', async () => {
    const u = await signUpUser(t);
    for (let i = 0; i < 5; i++) {
      await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: newSignUp().email, currentPassword: u.password }).expect(202);
    }
    const refused = await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail: newSignUp().email, currentPassword: u.password }).expect(429);
    expect(refused.body.message).toBe('Vous avez atteint la limite du jour pour cette action. Réessayez demain.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
  });

  it('a confirmation link opened again says the address is already confirmed, and nothing more', async () => {
    const u = newSignUp();
    await t.http().post('/api/auth/sign-up').send(u).expect(202);
    const mail = await waitForEmail(u.email, (m) => m.subject === 'Confirmez votre adresse email');
    const token = linkIn(mail).searchParams.get('token');
    await t.http().post('/api/auth/email/confirm').send({ token }).expect(200);
    const again = await t.http().post('/api/auth/email/confirm').send({ token }).expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      code: 'EMAIL_ALREADY_CONFIRMED',
      message: 'Votre adresse email est déjà confirmée.',
    });

    const unknown = await t.http().post('/api/auth/email/confirm').send({ token: `${token}x` }).expect(400);
    expect(unknown.body).toMatchObject({ code: 'TOKEN_INVALID', message: MESSAGES.confirmLinkInvalid });
  });

  it('an e-mail change link opened again says the new address is confirmed, while it still is', async () => {
    const u = await signUpUser(t);
    const changeLink = async (newEmail: string) => {
      await t.http().post('/api/auth/email/change').set(u.auth).send({ newEmail, currentPassword: u.password }).expect(202);
      const mail = await waitForEmail(newEmail, (m) => m.subject === 'Confirmez votre nouvelle adresse email');
      return linkIn(mail).searchParams.get('token');
    };

    const first = newSignUp().email;
    const token = await changeLink(first);
    await t.http().post('/api/auth/email/confirm').send({ token }).expect(200);
    const again = await t.http().post('/api/auth/email/confirm').send({ token }).expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      code: 'EMAIL_ALREADY_CONFIRMED',
      message: 'Votre nouvelle adresse email est déjà confirmée.',
    });

    // Once the account has moved on to another address, the old link is only invalid.
    await t.http().post('/api/auth/email/confirm').send({ token: await changeLink(newSignUp().email) }).expect(200);
    const stale = await t.http().post('/api/auth/email/confirm').send({ token }).expect(400);
    expect(stale.body).toMatchObject({ code: 'TOKEN_INVALID', message: MESSAGES.confirmLinkInvalid });
  });

  it('exports all of the user’s data as JSON', async () => {
    const u = await subscribedUser(t);
    await t.http().post('/api/favorites').set(u.auth).send({ recipeId: 'r1', recipeTitle: 'Rösti', ingredients: ['4 pommes de terre'], instructions: ['Râper.'] }).expect(201);
    await t.http().post('/api/shopping-items').set(u.auth).send({ name: 'Œufs' }).expect(201);
    const res = await t.http().get('/api/account/export').set(u.auth).expect(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="mijote-mes-donnees-\d{4}-\d{2}-\d{2}\.json"/);
    expect(res.body).toMatchObject({
      account: { email: u.email },
      profile: { first_name: 'Claire' },
      preferences: { adults: 2, children: 1 },
      subscription: { status: 'active' },
      favorites: [{ recipe_id: 'r1', recipe_title: 'Rösti' }],
      // A favourite's recipe is kept in the household's book, exported with it.
      recipes: [{ title: 'Rösti', source: 'generated', ingredients: ['4 pommes de terre'], steps: ['Râper.'] }],
      shoppingItems: [{ name: 'Œufs' }],
      notifications: [{ title: 'Abonnement activé' }],
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('deletes the account after the typed confirmation, and nothing of it remains', async () => {
    const u = await subscribedUser(t);
    await t.http().post('/api/shopping-items').set(u.auth).send({ name: 'Farine' }).expect(201);
    await t.http().post('/api/recipes').set(u.auth).send({ title: 'Tarte', ingredients: ['3 pommes'], steps: ['Cuire.'] }).expect(201);
    const bad = await t.http().delete('/api/account').set(u.auth).send({ confirmation: 'oui' }).expect(400);
    expect(bad.body.message).toBe('Veuillez saisir SUPPRIMER pour confirmer');

    await t.http().delete('/api/account').set(u.auth).send({ confirmation: 'SUPPRIMER' }).expect(204);
    await t.http().get('/api/auth/me').set(u.auth).expect(401);
    await t.http().post('/api/auth/refresh').set('Cookie', u.cookie).expect(401);
    await t.http().post('/api/auth/sign-in').send({ email: u.email, password: u.password }).expect(401);
    for (const [table, column] of [
      ['users', 'id'], ['profiles', 'id'], ['user_preferences', 'user_id'], ['user_subscriptions', 'user_id'],
      ['notifications', 'user_id'], ['sessions', 'user_id'], ['household_members', 'user_id'],
    ]) {
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [u.user.id])).toEqual([]);
    }
    expect(await t.db.query('SELECT 1 FROM households WHERE id = $1', [u.user.householdId])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM shopping_items WHERE household_id = $1', [u.user.householdId])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM recipes WHERE household_id = $1', [u.user.householdId])).toEqual([]);
  });

  it('leaves nothing in Redis that names the deleted user: keys, limits, kept jobs', async () => {
    const u = await subscribedUser(t);
    // Leave traces: a failed sign-in (a limit keyed by the address), a chef reply (a daily count
    // and a job), the sign-up's e-mail and the activation's notification jobs.
    await t.http().post('/api/auth/sign-in').send({ email: u.email, password: 'pas-le-bon' }).expect(401);
    await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Bonjour chef' }).expect(202);
    const redis = t.app.get<Redis>(REDIS);
    const naming = async () => {
      const keys = [...(await redis.keys(redisKey(`*${u.user.id}*`))), ...(await redis.keys(redisKey(`*${u.email}*`)))];
      const jobs = await redis.keys(redisKey('bull', '*'));
      const payloads: string[] = [];
      for (const key of jobs) if ((await redis.type(key)) === 'hash') payloads.push(JSON.stringify(await redis.hgetall(key)));
      return { keys, payloads: payloads.filter((p) => p.includes(u.user.id) || p.includes(u.email)).length };
    };
    await eventually(async () => expect((await naming()).payloads).toBeGreaterThan(0));
    expect((await naming()).keys.length).toBeGreaterThan(0);

    await eventually(async () => {
      // The chef's reply must be done before the account can go (its job is running meanwhile).
      const res = await t.http().get('/api/chat/messages').set(u.auth).expect(200);
      expect(res.body.some((m: { role: string }) => m.role === 'assistant')).toBe(true);
    });
    await t.http().delete('/api/account').set(u.auth).send({ confirmation: 'SUPPRIMER' }).expect(204);
    expect(await naming()).toEqual({ keys: [], payloads: 0 });
  });
});
