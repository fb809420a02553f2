import { ACCESS_TOKEN_MESSAGES } from '#contracts';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

// Personal access tokens: a script (Home Assistant, a phone shortcut) reads and writes the kitchen
// with "Authorization: Bearer mjt_…"; never the account, the billing nor the tokens themselves.
describe('personal access tokens', () => {
  const t = useTestStack({ env: { RATE_LIMIT_ACCESS_TOKEN_PER_MINUTE: '30' } });
  let a: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });
  const create = async (user: TestUser, body: object) => (await t.http().post('/api/access-tokens').set(user.auth).send(body).expect(201)).body;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('shows a new token once, lists it without it, and lets a script add to the list and read the week', async () => {
    const made = await create(a, { name: 'Home Assistant', scope: 'write', lifetimeDays: 90 });
    expect(made.token).toMatch(/^mjt_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'Home Assistant', scope: 'write', hint: made.token.slice(-4), lastUsedAt: null });
    expect(new Date(made.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);

    const added = await t.http().post('/api/shopping-items').set(bearer(made.token)).send({ name: 'Lait' });
    expect(added.body).toMatchObject({ name: 'Lait' });
    const list = await t.http().get('/api/shopping-items').set(a.auth).expect(200);
    expect(list.body.map((i: { id: string }) => i.id)).toContain(added.body.id);
    await t.http().get('/api/planned-meals').query({ from: '2026-11-23', to: '2026-11-29' }).set(bearer(made.token)).expect(200);

    const listed = (await t.http().get('/api/access-tokens').set(a.auth).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: made.id, name: 'Home Assistant', hint: made.hint })]);
    expect(listed[0]).not.toHaveProperty('token');
    expect(listed[0].lastUsedAt).not.toBeNull();
    // Only a hash is stored.
    const [row] = await t.db.query('SELECT token_hash FROM access_tokens WHERE id = $1', [made.id]);
    expect(row.token_hash).not.toContain(made.token.slice(4));
  });

  it('writes "last used" at most once a minute: a script polling every second turns no read into a write', async () => {
    const made = await create(a, { name: 'Sondeur', scope: 'read', lifetimeDays: null });
    await t.http().get('/api/shopping-items').set(bearer(made.token)).expect(200);
    const lastUse = async () => (await t.db.query('SELECT last_used_at, xmin::text AS version FROM access_tokens WHERE id = $1', [made.id]))[0];
    const first = await lastUse();
    expect(first.last_used_at).not.toBeNull();
    await t.http().get('/api/shopping-items').set(bearer(made.token)).expect(200);
    // Same row version: the second read wrote nothing.
    expect(await lastUse()).toEqual(first);
    await t.db.query("UPDATE access_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1", [made.id]);
    await t.http().get('/api/shopping-items').set(bearer(made.token)).expect(200);
    const later = await lastUse();
    expect(new Date(later.last_used_at).getTime()).toBeGreaterThan(Date.now() - 30_000);
  });

  it('lets a read-only token read and refuses its writes in French, changing nothing', async () => {
    const { token } = await create(a, { name: 'Tableau de bord', scope: 'read', lifetimeDays: null });
    await t.http().get('/api/inventory-items').set(bearer(token)).expect(200);
    const refused = await t.http().post('/api/shopping-items').set(bearer(token)).send({ name: 'Beurre' }).expect(403);
    expect(refused.body).toMatchObject({ code: 'ACCESS_TOKEN_READ_ONLY', message: ACCESS_TOKEN_MESSAGES.readOnly });
    const list = await t.http().get('/api/shopping-items').set(a.auth).expect(200);
    expect(list.body.map((i: { name: string }) => i.name)).not.toContain('Beurre');
  });

  it('never opens the account, the billing, the household nor the tokens themselves', async () => {
    const { token } = await create(a, { name: 'Script', scope: 'write', lifetimeDays: 30 });
    for (const [method, path] of [
      ['get', '/api/profile'],
      ['get', '/api/account/export'],
      ['post', '/api/billing/checkout'],
      ['get', '/api/billing/subscription'],
      ['get', '/api/households/current'],
      ['get', '/api/access-tokens'],
      ['post', '/api/access-tokens'],
    ] as const) {
      const res = await t.http()[method](path).set(bearer(token)).send({});
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'ACCESS_TOKEN_NOT_ALLOWED']);
    }
  });

  it("answers 404 for another household's item", async () => {
    const { token } = await create(a, { name: 'Script', scope: 'write', lifetimeDays: 30 });
    const theirs = (await t.http().post('/api/shopping-items').set(stranger.auth).send({ name: 'Poivre' }).expect(201)).body.id;
    await t.http().patch(`/api/shopping-items/${theirs}`).set(bearer(token)).send({ checked: true }).expect(404);
    await t.http().delete(`/api/shopping-items/${theirs}`).set(bearer(token)).expect(404);
  });

  it('stops working once expired or revoked; only its owner revokes it', async () => {
    const expiring = await create(a, { name: 'Expire', scope: 'read', lifetimeDays: 30 });
    await t.db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
    const expired = await t.http().get('/api/inventory-items').set(bearer(expiring.token)).expect(401);
    expect(expired.body.code).toBe('ACCESS_TOKEN_INVALID');

    const revoked = await create(a, { name: 'Révoqué', scope: 'read', lifetimeDays: 30 });
    await t.http().get('/api/inventory-items').set(bearer(revoked.token)).expect(200);
    await t.http().delete(`/api/access-tokens/${revoked.id}`).set(stranger.auth).expect(404);
    await t.http().delete(`/api/access-tokens/${revoked.id}`).set(a.auth).expect(204);
    await t.http().get('/api/inventory-items').set(bearer(revoked.token)).expect(401);
    await t.http().get('/api/inventory-items').set(bearer('mjt_invented')).expect(401);
  });

  it('limits each token per minute with Retry-After', async () => {
    const { token } = await create(a, { name: 'Bavard', scope: 'read', lifetimeDays: 30 });
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 32; i++) {
      const res = await t.http().get('/api/inventory-items').set(bearer(token));
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers['retry-after'];
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('judges and keeps the name without its spaces, as the settings form does', async () => {
    const blank = await t.http().post('/api/access-tokens').set(a.auth).send({ name: '   ', scope: 'read', lifetimeDays: 30 }).expect(400);
    expect(blank.body.message).toBe(ACCESS_TOKEN_MESSAGES.nameRequired);
    const long = await t.http().post('/api/access-tokens').set(a.auth).send({ name: 'n'.repeat(61), scope: 'read', lifetimeDays: 30 }).expect(400);
    expect(long.body.message).toBe('Le nom du jeton ne doit pas dépasser 60 caractères.');
    const made = await create(a, { name: `  ${'n'.repeat(60)}  `, scope: 'read', lifetimeDays: 30 });
    expect(made.name).toBe('n'.repeat(60));
  });

  it('refuses bad input in French and more than 20 live tokens per member', async () => {
    const bad = await t.http().post('/api/access-tokens').set(stranger.auth).send({ name: '', scope: 'admin', lifetimeDays: 7 }).expect(400);
    expect(bad.body.message).toMatch(/nom|Lecture|durée/);
    expect(JSON.stringify(bad.body)).not.toMatch(/must|should/);
    for (let i = 0; i < 20; i++) await create(stranger, { name: `Jeton ${i}`, scope: 'read', lifetimeDays: 30 });
    const tooMany = await t.http().post('/api/access-tokens').set(stranger.auth).send({ name: 'Un de trop', scope: 'read', lifetimeDays: 30 }).expect(409);
    expect(tooMany.body.code).toBe('ACCESS_TOKEN_LIMIT');
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM access_tokens WHERE user_id = $1', [stranger.user.id]);
    expect(count).toBe(20);
  });
});
