import { randomUUID } from 'node:crypto';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

// The web app's offline outbox replays writes with an Idempotency-Key: a replay never applies twice.
describe('Idempotency-Key on writes', () => {
  const t = useTestStack();
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [a, b] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });
  const list = async (user: TestUser) =>
    (await t.http().get('/api/shopping-items').set(user.auth).expect(200)).body as { id: string; name: string; checked: boolean }[];

  it('adds an item once when the same request is sent twice, and answers the stored item again', async () => {
    const key = randomUUID();
    const first = await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: 'Beurre' }).expect(201);
    const again = await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: 'Beurre' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await list(a)).filter((i) => i.name === 'Beurre')).toHaveLength(1);
  });

  it('replays a delete with its 204 instead of a 404', async () => {
    const { body: item } = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Miel' }).expect(201);
    const key = randomUUID();
    await t.http().delete(`/api/shopping-items/${item.id}`).set(a.auth).set('Idempotency-Key', key).expect(204);
    await t.http().delete(`/api/shopping-items/${item.id}`).set(a.auth).set('Idempotency-Key', key).expect(204);
    // Without the key the second delete is a new request, and the item is gone.
    await t.http().delete(`/api/shopping-items/${item.id}`).set(a.auth).expect(404);
  });

  it('refuses a key reused for another request, in French, and applies nothing', async () => {
    const key = randomUUID();
    await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: 'Thym' }).expect(201);
    const res = await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: 'Laurier' }).expect(422);
    expect(res.body.message).toBe("Cette clé d'idempotence a déjà servi pour une autre requête");
    expect((await list(a)).some((i) => i.name === 'Laurier')).toBe(false);
  });

  it('frees the key of a refused request, and keeps keys per user', async () => {
    const key = randomUUID();
    await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: '' }).expect(400);
    await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: '' }).expect(400);
    // Another user's request with the same key is theirs, not a replay of a's.
    const shared = randomUUID();
    await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', shared).send({ name: 'Sucre' }).expect(201);
    const theirs = await t.http().post('/api/shopping-items').set(b.auth).set('Idempotency-Key', shared).send({ name: 'Sucre' }).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await list(b)).filter((i) => i.name === 'Sucre')).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const res = await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', 'x').send({ name: 'Sel' }).expect(400);
    expect(res.body.message).toBe('Requête invalide');
  });
});
