import { randomUUID } from 'node:crypto';
import { HouseholdsService } from '#domain/households';
import type { HouseholdChange, ShoppingEditResult, ShoppingItem } from '#contracts';
import { connectSocket, signUpUser, subscribedUser, useTestStack, type TestUser } from '#testing';

// Issue 12, 'a quantity edit keeps the latest': edits of a shopping line made offline by two
// members reach the server in any order; for each field the edit made last wins, and an edit that
// arrives after a newer one is answered as superseded (never dropped without a word).
describe('editing a shopping line: the latest edit of each field wins', () => {
  const t = useTestStack({ listen: true });
  let a: TestUser;
  let b: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
    b = await signUpUser(t);
    const households = t.app.get(HouseholdsService);
    const { token } = await households.invite(a.user.id, b.email);
    await households.accept(b.user.id, token);
    await t.http().put('/api/preferences').set(b.auth).send({ dietaryRestrictions: ['none'] }).expect(200);
  });

  const add = async (item: { name: string; quantity?: string; unit?: string }) =>
    (await t.http().post('/api/shopping-items').set(a.auth).send(item).expect(201)).body as ShoppingItem;
  const read = async (id: string, u: TestUser = b) =>
    ((await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as ShoppingItem[]).find((i) => i.id === id);
  /** A change replayed from a phone's outbox: its own Idempotency-Key and the time it was made. */
  const replay = (u: TestUser, id: string, body: Record<string, unknown>) =>
    t.http().patch(`/api/shopping-items/${id}`).set(u.auth).set('Idempotency-Key', randomUUID()).send(body);
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

  it('two members edit the quantity offline; replayed newest first, the older edit is superseded and said so', async () => {
    const milk = await add({ name: `Lait ${randomUUID()}`, quantity: '1', unit: 'l' });
    const aEdit = { quantity: '2', unit: 'l', madeAt: minutesAgo(10) };
    const bEdit = { quantity: '3', unit: 'l', madeAt: minutesAgo(5) };
    // b's phone finds the network first, then a's, whose edit was made before b's.
    const bAnswer = (await replay(b, milk.id, bEdit).expect(200)).body as ShoppingEditResult;
    expect(bAnswer).toMatchObject({ quantity: '3', unit: 'l', superseded: [] });
    const aAnswer = (await replay(a, milk.id, aEdit).expect(200)).body as ShoppingEditResult;
    expect(aAnswer).toMatchObject({ id: milk.id, quantity: '3', unit: 'l', superseded: ['quantity', 'unit'] });
    expect(await read(milk.id)).toMatchObject({ quantity: '3', unit: 'l' });
  });

  it('in the order they were made, the later edit wins the same way', async () => {
    const milk = await add({ name: `Lait ${randomUUID()}`, quantity: '1', unit: 'l' });
    expect((await replay(a, milk.id, { quantity: '2', madeAt: minutesAgo(10) }).expect(200)).body.superseded).toEqual([]);
    expect((await replay(b, milk.id, { quantity: '3', madeAt: minutesAgo(5) }).expect(200)).body.superseded).toEqual([]);
    expect((await read(milk.id, a))?.quantity).toBe('3');
  });

  it('decides field by field: an older rename still applies beside a newer quantity, nothing is lost', async () => {
    const flour = await add({ name: `Farine ${randomUUID()}`, quantity: '500', unit: 'g' });
    const newName = `Farine complète ${randomUUID()}`;
    await replay(b, flour.id, { quantity: '750', unit: 'g', madeAt: minutesAgo(2) }).expect(200);
    const late = (await replay(a, flour.id, { name: newName, quantity: '1', unit: 'kg', madeAt: minutesAgo(8) }).expect(200)).body as ShoppingEditResult;
    expect(late).toMatchObject({ name: newName, quantity: '750', unit: 'g', superseded: ['quantity', 'unit'] });
    expect(await read(flour.id)).toMatchObject({ name: newName, quantity: '750', unit: 'g' });
  });

  it('an edit without a time is made now: it wins over any edit made before', async () => {
    const eggs = await add({ name: `Œufs ${randomUUID()}`, quantity: '6' });
    await replay(a, eggs.id, { quantity: '12', madeAt: minutesAgo(1) }).expect(200);
    const now = (await t.http().patch(`/api/shopping-items/${eggs.id}`).set(b.auth).send({ quantity: '10' }).expect(200)).body as ShoppingEditResult;
    expect(now).toMatchObject({ quantity: '10', superseded: [] });
  });

  it('a time in the future counts as now: a phone whose clock runs ahead does not lock the line', async () => {
    const bread = await add({ name: `Pain ${randomUUID()}`, quantity: '1' });
    await replay(a, bread.id, { quantity: '2', madeAt: '2099-01-01T00:00:00.000Z' }).expect(200);
    await new Promise((r) => setTimeout(r, 20));
    const after = (await t.http().patch(`/api/shopping-items/${bread.id}`).set(b.auth).send({ quantity: '3' }).expect(200)).body as ShoppingEditResult;
    expect(after).toMatchObject({ quantity: '3', superseded: [] });
  });

  it('a top-up is an edit made now: an older offline edit replayed afterwards keeps the topped-up amount', async () => {
    const name = `Riz ${randomUUID()}`;
    const rice = await add({ name, quantity: '500', unit: 'g' });
    await add({ name, quantity: '250', unit: 'g' });
    const late = (await replay(b, rice.id, { quantity: '1', unit: 'kg', madeAt: minutesAgo(3) }).expect(200)).body as ShoppingEditResult;
    expect(late).toMatchObject({ quantity: '750', unit: 'g', superseded: ['quantity', 'unit'] });
  });

  it("a topped-up line's per-recipe shares follow a quantity edit, and completing the recipe takes away its part", async () => {
    const recipeId = `crepes-${randomUUID()}`;
    const [flour] = (await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId, recipeTitle: 'Crêpes', ingredients: ['300 g de sarrasin'] }).expect(201))
      .body as ShoppingItem[];
    const toppedUp = (await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'sarrasin', quantity: '200', unit: 'g' }).expect(201)).body as ShoppingItem;
    expect(toppedUp).toMatchObject({ id: flour!.id, quantity: '500', unit: 'g' });
    const edited = (await replay(b, flour!.id, { quantity: '1', unit: 'kg', madeAt: minutesAgo(0) }).expect(200)).body as ShoppingEditResult;
    expect(edited.shares.map((s) => [s.recipeTitle, s.quantity, s.unit])).toEqual([
      ['Crêpes', '600', 'g'],
      [null, '400', 'g'],
    ]);
    // The recipe's only row ticked: the recipe is done, its 600 g leave and the hand's 400 g stay.
    const ticked = (await t.http().patch(`/api/shopping-items/${flour!.id}`).set(a.auth).send({ checked: true }).expect(200)).body as ShoppingEditResult;
    expect(ticked.completedRecipes).toEqual(['Crêpes']);
    expect(await read(flour!.id)).toMatchObject({ quantity: '400', unit: 'g' });
  });

  it("tells the household, with the row as it now is; a superseded edit changes nothing and tells no one", async () => {
    const butter = await add({ name: `Beurre ${randomUUID()}`, quantity: '250', unit: 'g' });
    const socket = await connectSocket(t.baseUrl, b.accessToken);
    const seen: HouseholdChange[] = [];
    socket.on('household.changed', (e) => seen.push(e));
    await replay(a, butter.id, { quantity: '500', madeAt: minutesAgo(1) }).expect(200);
    await replay(a, butter.id, { quantity: '125', madeAt: minutesAgo(9) }).expect(200);
    await new Promise((r) => setTimeout(r, 300));
    socket.disconnect();
    const mine = seen.filter((e) => e.ids.includes(butter.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ action: 'updated', items: [{ id: butter.id, quantity: '500', unit: 'g' }] });
  });

  it('refuses bad input in French, and another household’s line answers 404', async () => {
    const salt = await add({ name: `Sel ${randomUUID()}` });
    expect((await replay(a, salt.id, { quantity: '2', madeAt: 'hier' }).expect(400)).body.message).toBe('Requête invalide');
    expect((await replay(a, salt.id, { unit: 'brouette' }).expect(400)).body.message).toMatch(/unité/i);
    expect((await replay(a, salt.id, { name: '   ' }).expect(400)).body.code).toBeDefined();
    await replay(stranger, salt.id, { quantity: '3', madeAt: minutesAgo(0) }).expect(404);
    expect((await read(salt.id))?.quantity).toBe('1');
  });
});
