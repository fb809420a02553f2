import { connectSocket, subscribedUser, useTestStack, type TestUser } from '#testing';

// A merged line ("Farine 500 g + 1 kg") is ticked in one request: one transaction, one event.
describe('POST /api/shopping-items/toggle', () => {
  const t = useTestStack({ listen: true });
  let a: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });
  const add = async (name: string) => (await t.http().post('/api/shopping-items').set(a.auth).send({ name }).expect(201)).body.id as string;

  it('ticks and unticks every item of the line at once, with one event', async () => {
    const ids = [await add('Farine'), await add('farine')];
    const socket = await connectSocket(t.baseUrl, a.accessToken);
    const events: unknown[] = [];
    socket.on('household.changed', (e) => events.push(e));
    try {
      const res = await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids, checked: true }).expect(200);
      expect(res.body.removedIds).toEqual([]);
      expect(res.body.items.map((i: { checked: boolean }) => i.checked)).toEqual([true, true]);
      await new Promise((r) => setTimeout(r, 300));
      expect(events).toEqual([expect.objectContaining({ resource: 'shopping-items', action: 'updated', ids: [...ids].sort() })]);
      await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids, checked: false }).expect(200);
    } finally {
      socket.disconnect();
    }
  });

  it("applies the recipe rule: ticking a recipe's last items removes the recipe's lines", async () => {
    const { body: recipe } = await t
      .http()
      .post('/api/shopping-items/from-recipe')
      .set(a.auth)
      .send({ recipeId: 'crepes', recipeTitle: 'Crêpes', ingredients: ['250 g de farine', '3 oeufs'] })
      .expect(201);
    const res = await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids: recipe.map((i: { id: string }) => i.id), checked: true }).expect(200);
    expect([...res.body.removedIds].sort()).toEqual(recipe.map((i: { id: string }) => i.id).sort());
  });

  it('lets a tick win over an untick made before it (an offline phone replaying its outbox)', async () => {
    const [milk, bread] = [await add('Lait'), await add('Pain')];
    const untickMadeAt = new Date(Date.now() - 60_000).toISOString();
    // Meanwhile (after the phone's untick was made) another member ticks both.
    await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids: [milk, bread], checked: true }).expect(200);
    const res = await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids: [milk], checked: false, madeAt: untickMadeAt }).expect(200);
    expect(res.body.items).toEqual([expect.objectContaining({ id: milk, checked: true })]);
    // An untick made after the tick applies.
    const later = await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids: [bread], checked: false, madeAt: new Date(Date.now() + 1000).toISOString() }).expect(200);
    expect(later.body.items).toEqual([expect.objectContaining({ id: bread, checked: false })]);
    const bad = await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids: [bread], checked: false, madeAt: 'hier' }).expect(400);
    expect(bad.body.message).toBe('Requête invalide');
  });

  it("changes nothing when one id is another household's (404), and refuses bad input in French", async () => {
    const mine = await add('Sel');
    const theirs = (await t.http().post('/api/shopping-items').set(stranger.auth).send({ name: 'Poivre' }).expect(201)).body.id;
    await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids: [mine, theirs], checked: true }).expect(404);
    const list = (await t.http().get('/api/shopping-items').set(a.auth).expect(200)).body as { id: string; checked: boolean }[];
    expect(list.find((i) => i.id === mine)?.checked).toBe(false);
    const bad = await t.http().post('/api/shopping-items/toggle').set(a.auth).send({ ids: [], checked: true }).expect(400);
    expect(bad.body.message).toBe('Requête invalide');
  });
});
