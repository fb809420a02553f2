import { subscribedUser, useTestStack, type TestUser } from '#testing';

// An installed phone may run an old build for a while: the API tells it to reload (426) rather
// than read its requests with a field missing.
describe('X-Mijote-Contract', () => {
  const t = useTestStack();
  let a: TestUser;
  beforeAll(async () => {
    a = await subscribedUser(t);
  });
  const list = async () => (await t.http().get('/api/shopping-items').set(a.auth).expect(200)).body as { name: string }[];

  it('refuses a build older than the contract the API accepts with 426 and a French message, applying nothing', async () => {
    const res = await t.http().post('/api/shopping-items').set(a.auth).set('X-Mijote-Contract', '0').send({ name: 'Vieux client' }).expect(426);
    expect(res.body).toMatchObject({ code: 'CLIENT_OUTDATED', message: expect.stringMatching(/^Une nouvelle version de Mijote est nécessaire/) });
    await t.http().post('/api/shopping-items').set(a.auth).set('X-Mijote-Contract', 'abc').send({ name: 'Vieux client' }).expect(426);
    expect((await list()).some((i) => i.name === 'Vieux client')).toBe(false);
  });

  it('tells an old build to reload before anything else: signed out, or with a body it would have misread', async () => {
    const signedOut = await t.http().get('/api/shopping-items').set('X-Mijote-Contract', '0').expect(426);
    expect(signedOut.body.code).toBe('CLIENT_OUTDATED');
    await t.http().post('/api/shopping-items').set(a.auth).set('X-Mijote-Contract', '0').set('Content-Type', 'application/json').send('{pas du json').expect(426);
  });

  it('serves the current build and callers that do not say', async () => {
    await t.http().post('/api/shopping-items').set(a.auth).set('X-Mijote-Contract', '1').send({ name: 'Client à jour' }).expect(201);
    await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Script' }).expect(201);
    expect((await list()).map((i) => i.name)).toEqual(expect.arrayContaining(['Client à jour', 'Script']));
  });
});
