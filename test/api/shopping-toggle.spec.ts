import { connectSocket, subscribedUser, useTestStack, type TestUser } from '#testing';

// A merged line ("Farine 500 g + 1 kg") is ticked in one request: one transaction, one event.
describe('POST /api/shopping-items/toggle', () => {
  const t = useTestStack({ listen: true });
  let a: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });
  const add = async (name: string, quantity?: string, unit?: string) =>
    (await t.http().post('/api/shopping-items').set(a.auth).send({ name, quantity, unit }).expect(201)).body.id as string;

  it('ticks and unticks every item of the line at once, with one event', async () => {
    // Units that do not add up stay two rows (one line per ingredient otherwise).
    const ids = [await add('Farine'), await add('farine', '500', 'g')];
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

  it('a PATCH tick publishes one event carrying the changed row, so screens patch their list without refetching', async () => {
    const id = await add('Beurre');
    const socket = await connectSocket(t.baseUrl, a.accessToken);
    const events: { items?: unknown[] }[] = [];
    socket.on('household.changed', (e) => events.push(e));
    try {
      const { body } = await t.http().patch(`/api/shopping-items/${id}`).set(a.auth).send({ checked: true }).expect(200);
      expect(body).toMatchObject({ id, name: 'Beurre', checked: true, removedIds: [] });
      await new Promise((r) => setTimeout(r, 300));
      const { removedIds: _removed, completedRecipes: _done, undo: _undo, superseded: _superseded, ...row } = body;
      expect(events).toEqual([{ resource: 'shopping-items', action: 'updated', ids: [id], actorId: a.user.id, items: [row] }]);
    } finally {
      socket.disconnect();
    }
  });

  it("a recipe's last tick publishes one deletion event naming every removed line", async () => {
    const { body: recipe } = await t
      .http()
      .post('/api/shopping-items/from-recipe')
      .set(a.auth)
      .send({ recipeId: 'galettes', recipeTitle: 'Galettes', ingredients: ['250 g de sarrasin', '1 oeuf'] })
      .expect(201);
    const ids = recipe.map((i: { id: string }) => i.id as string);
    await t.http().patch(`/api/shopping-items/${ids[0]}`).set(a.auth).send({ checked: true }).expect(200);
    const socket = await connectSocket(t.baseUrl, a.accessToken);
    const events: unknown[] = [];
    socket.on('household.changed', (e) => events.push(e));
    try {
      const { body } = await t.http().patch(`/api/shopping-items/${ids[1]}`).set(a.auth).send({ checked: true }).expect(200);
      expect([...body.removedIds].sort()).toEqual([...ids].sort());
      await new Promise((r) => setTimeout(r, 300));
      expect(events).toEqual([expect.objectContaining({ resource: 'shopping-items', action: 'deleted' })]);
      expect([...(events[0] as { ids: string[] }).ids].sort()).toEqual([...ids].sort());
    } finally {
      socket.disconnect();
    }
  });

  it("applies the recipe rule: ticking a recipe's last items removes the recipe's lines", async () => {
    const { body: recipe } = await t
      .http()
      .post('/api/shopping-items/from-recipe')
      .set(a.auth)
      .send({ recipeId: 'crepes', recipeTitle: 'Crêpes', ingredients: ['250 g de semoule', '3 oeufs'] })
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
