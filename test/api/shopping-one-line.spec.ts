import type { HouseholdChange, ShoppingItem, ShoppingUndo } from '#contracts';
import { connectSocket, householdPair, subscribedUser, useTestStack, type TestSocket, type TestUser } from '#testing';

// Issue 18: one line per ingredient on the server (top-up with each source's share), and every
// removal undone through the one restore route, in one request, with one event per kind of change.
describe('the shopper’s list: one line per ingredient, every removal undoable', () => {
  const t = useTestStack({ listen: true });
  let a: TestUser;
  let b: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [{ owner: a, member: b }, stranger] = await Promise.all([householdPair(t), subscribedUser(t)]);
  });

  const list = async (u: TestUser = a) => (await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as ShoppingItem[];
  const add = async (item: { name: string; quantity?: string; unit?: string }, u: TestUser = a) =>
    (await t.http().post('/api/shopping-items').set(u.auth).send(item).expect(201)).body as ShoppingItem & { toppedUp: boolean };
  const fromRecipe = async (recipeId: string, recipeTitle: string, ingredients: string[]) =>
    (await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId, recipeTitle, ingredients }).expect(201)).body as ShoppingItem[];
  const tick = async (id: string) =>
    (await t.http().patch(`/api/shopping-items/${id}`).set(a.auth).send({ checked: true }).expect(200)).body as ShoppingItem & {
      removedIds: string[];
      completedRecipes: string[];
      undo: ShoppingUndo | null;
    };
  const restore = (undo: ShoppingUndo) => t.http().post('/api/shopping-items/restore').set(a.auth).send(undo);
  const lines = (items: ShoppingItem[]) => items.map((i) => `${i.name} ${i.quantity} ${i.unit}${i.checked ? ' ✓' : ''}`).sort();
  const shares = (item: ShoppingItem | undefined) => item?.shares.map((s) => `${s.recipeTitle ?? 'main'}: ${s.quantity} ${s.unit}`);

  /** Collects household.changed events on a member's socket until `settle` is called. */
  async function events(u: TestUser): Promise<{ settle: () => Promise<HouseholdChange[]> }> {
    const socket: TestSocket = await connectSocket(t.baseUrl, u.accessToken);
    const seen: HouseholdChange[] = [];
    socket.on('household.changed', (e) => seen.push(e));
    return {
      settle: async () => {
        await new Promise((r) => setTimeout(r, 300));
        socket.disconnect();
        return seen;
      },
    };
  }

  beforeEach(async () => {
    for (const i of await list()) await t.http().delete(`/api/shopping-items/${i.id}`).set(a.auth).expect(204);
  });

  describe('top-up', () => {
    it('adds the same ingredient into one row in units that add up, and says it was a top-up', async () => {
      const first = await add({ name: 'Farine', quantity: '500', unit: 'g' });
      const second = await add({ name: 'Farine', quantity: '1', unit: 'kg' });
      const third = await add({ name: 'farine', quantity: '200', unit: 'g' });
      expect([first.toppedUp, second.toppedUp, third.toppedUp]).toEqual([false, true, true]);
      expect(third).toMatchObject({ id: first.id, name: 'Farine', quantity: '1,7', unit: 'kg' });
      expect(lines(await list())).toEqual(['Farine 1,7 kg']);
      // What each addition asked stays known (the typed ones are one share: by hand).
      expect(shares((await list())[0])).toEqual(['main: 1,7 kg']);

      await add({ name: 'Lait', quantity: '50', unit: 'cl' });
      await add({ name: 'lait', quantity: '1', unit: 'l' });
      await add({ name: 'Oeufs', quantity: '6' });
      await add({ name: 'oeufs', quantity: '4' });
      expect(lines(await list())).toEqual(['Farine 1,7 kg', 'Lait 1,5 l', 'Oeufs 10 unité']);
    });

    it('keeps units that do not add up, another flour, and ticked rows apart', async () => {
      // Cloves and a head of garlic do add up now, as the shop sells garlic (shopping-needs.spec.ts).
      await add({ name: 'Tomates', quantity: '3' });
      const weighed = await add({ name: 'tomates', quantity: '500', unit: 'g' });
      expect(weighed.toppedUp).toBe(false);
      await add({ name: 'Farine', quantity: '500', unit: 'g' });
      const rice = await add({ name: 'Farine de riz', quantity: '200', unit: 'g' });
      expect(rice.toppedUp).toBe(false);
      // What is in the basket is not what is still to buy.
      const butter = await add({ name: 'Beurre', quantity: '250', unit: 'g' });
      await tick(butter.id);
      const more = await add({ name: 'beurre', quantity: '125', unit: 'g' });
      expect(more.toppedUp).toBe(false);
      expect(lines(await list())).toEqual([
        'Beurre 250 g ✓',
        'Farine 500 g',
        'Farine de riz 200 g',
        'Tomates 3 unité',
        'beurre 125 g',
        'tomates 500 g',
      ]);
    });

    it('two members adding the same ingredient at the same moment end with one row holding the sum', async () => {
      for (let round = 0; round < 8; round++) {
        const name = `Sucre ${round}`;
        const added = await Promise.all([add({ name, quantity: '500', unit: 'g' }, a), add({ name, quantity: '250', unit: 'g' }, b)]);
        expect(added.map((x) => x.toppedUp).sort()).toEqual([false, true]);
        const rows = (await list(b)).filter((i) => i.name === name);
        expect(rows.map((r) => `${r.quantity} ${r.unit}`)).toEqual(['750 g']);
      }
    });

    it('keeps each recipe’s share in a topped-up row, and the recipe’s last tick takes only its share', async () => {
      const hand = await add({ name: 'Carottes', quantity: '500', unit: 'g' });
      const soup = await fromRecipe('soupe', 'Soupe', ['250 g de carottes', '3 oeufs']);
      expect(soup.find((i) => i.name === 'carottes')).toBeUndefined();
      const carrots = (await list()).find((i) => i.id === hand.id)!;
      expect(carrots).toMatchObject({ quantity: '750', unit: 'g', recipeId: 'soupe', recipeTitle: 'Soupe' });
      expect(shares(carrots)).toEqual(['main: 500 g', 'Soupe: 250 g']);
      // The same recipe again is refused, as before (spec: 23505), nothing added.
      await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId: 'soupe', recipeTitle: 'Soupe', ingredients: ['250 g de carottes'] }).expect(409);

      const eggs = (await list()).find((i) => i.name === 'oeufs')!;
      expect((await tick(carrots.id)).removedIds).toEqual([]);
      const done = await tick(eggs.id);
      expect(done.completedRecipes).toEqual(['Soupe']);
      expect(done.removedIds).toEqual([eggs.id]);
      // The carrots bought by hand stay, ticked, holding what was typed by hand.
      const left = await list();
      expect(lines(left)).toEqual(['Carottes 500 g ✓']);
      expect(left[0]).toMatchObject({ recipeId: null, recipeTitle: null });
      expect(shares(left[0])).toEqual(['main: 500 g']);

      // 'Annuler': the recipe comes back as it was, the wrong last tick undone, one event per kind.
      const watch = await events(b);
      const back = await restore(done.undo!).expect(201);
      expect(back.body).toHaveLength(2);
      const after = await list(b);
      expect(lines(after)).toEqual(['Carottes 750 g ✓', 'oeufs 3 unité']);
      expect(shares(after.find((i) => i.id === carrots.id))).toEqual(['main: 500 g', 'Soupe: 250 g']);
      expect(after.find((i) => i.name === 'oeufs')).toMatchObject({ recipeId: 'soupe', recipeTitle: 'Soupe' });
      const seen = await watch.settle();
      expect(seen.map((e) => [e.resource, e.action, e.ids.length])).toEqual([
        ['shopping-items', 'created', 1],
        ['shopping-items', 'updated', 1],
      ]);
    });
  });

  it('suggests the household’s own history, most bought first, then its recipe book’s ingredients; usual items not on the list are chips', async () => {
    for (let week = 0; week < 4; week++) {
      const milk = await add({ name: 'Kéfir' }, week % 2 ? b : a);
      await t.http().delete(`/api/shopping-items/${milk.id}`).set(a.auth).expect(204);
    }
    for (let week = 0; week < 2; week++) {
      const bread = await add({ name: 'Brioche' });
      await t.http().delete(`/api/shopping-items/${bread.id}`).set(a.auth).expect(204);
    }
    await add({ name: 'Brioche' });
    await add({ name: 'Cornichons' });
    await t
      .http()
      .post('/api/recipes')
      .set(a.auth)
      .send({ title: 'Gratin', type: 'plat', servings: 4, preparationTime: 20, cookingTime: 60, difficulty: 'facile', ingredients: ['1 kg de pommes de terre', '20 cl de crème'], steps: ['Cuire.'] })
      .expect(201);
    const { body } = await t.http().get('/api/shopping-items/suggestions').set(b.auth).expect(200);
    const names = body.names as string[];
    expect(names.indexOf('Kéfir')).toBeLessThan(names.indexOf('Brioche'));
    expect(names.indexOf('Brioche')).toBeLessThan(names.indexOf('Cornichons'));
    // The book's ingredients come after everything the household has bought.
    expect(names.slice(-2).sort()).toEqual(['Crème', 'Pommes de terre']);
    // "Brioche" is on the list already: no chip for it; "Cornichons" were bought once only.
    expect(body.usual).toContain('Kéfir');
    expect(body.usual).not.toContain('Brioche');
    expect(body.usual).not.toContain('Cornichons');
    const theirs = await t.http().get('/api/shopping-items/suggestions').set(stranger.auth).expect(200);
    expect(theirs.body.names).not.toContain('Kéfir');
  });

  describe("'Annuler' after each bulk removal", () => {
    it('puts back the ticked items "Supprimer les articles cochés" removed, ticks and recipes included', async () => {
      const [garlic] = await fromRecipe('gratin', 'Gratin', ['2 gousses d’ail', '1 kg de pommes de terre']);
      const bread = await add({ name: 'Brioche' });
      await tick(garlic!.id);
      await tick(bread.id);
      const before = lines(await list());
      const watch = await events(b);
      const res = await t.http().post('/api/shopping-items/delete-checked').set(a.auth).expect(200);
      expect(res.body.deletedIds).toHaveLength(2);
      expect(lines(await list())).toEqual(['pommes de terre 1 kg']);
      await restore(res.body.undo).expect(201);
      expect(lines(await list(b))).toEqual(before);
      expect((await list()).find((i) => i.name === 'ail')).toMatchObject({ recipeId: 'gratin', recipeTitle: 'Gratin', checked: true });
      const seen = await watch.settle();
      expect(seen.map((e) => [e.resource, e.action, e.ids.length])).toEqual([
        ['shopping-items', 'deleted', 2],
        ['shopping-items', 'created', 2],
      ]);
    });

    it('puts an item moved to the fridge back on the list and takes it out of the fridge again', async () => {
      const yogurt = await add({ name: 'Yaourts', quantity: '4' });
      await tick(yogurt.id);
      const moved = await t.http().post(`/api/shopping-items/${yogurt.id}/move-to-fridge`).set(a.auth).send({ category: 'Produits Laitiers' }).expect(200);
      const fridge = async () => ((await t.http().get('/api/inventory-items').set(a.auth).expect(200)).body as { id: string }[]).map((i) => i.id);
      expect(await fridge()).toContain(moved.body.inventoryItemId);
      const watch = await events(b);
      await restore(moved.body.undo).expect(201);
      expect(lines(await list())).toEqual(['Yaourts 4 unité ✓']);
      expect(await fridge()).not.toContain(moved.body.inventoryItemId);
      const seen = await watch.settle();
      expect(seen.map((e) => [e.resource, e.action])).toEqual([
        ['shopping-items', 'created'],
        ['inventory-items', 'deleted'],
      ]);
    });

    it('never touches another household’s rows or fridge, and refuses bad input in French', async () => {
      const theirs = await add({ name: 'Café', quantity: '1' }, stranger);
      const theirFridge = (await t.http().post('/api/inventory-items').set(stranger.auth).send({ name: 'Beurre' }).expect(201)).body.id as string;
      await restore({
        items: [{ id: theirs.id, name: 'Café', quantity: '9', unit: 'unité', checked: true }],
        inventoryItemIds: [theirFridge],
      }).expect(201);
      expect(lines(await list(stranger))).toEqual(['Café 1 unité']);
      expect(((await t.http().get('/api/inventory-items').set(stranger.auth).expect(200)).body as { id: string }[]).map((i) => i.id)).toContain(theirFridge);
      expect(lines(await list())).toEqual(['Café 9 unité ✓']);
      const bad = await restore({ items: [{ name: 'Pain', quantity: '1', unit: 'unité', checked: false, shares: [{ recipeId: null, recipeTitle: null, quantity: '1', unit: 'brouette' }] }] }).expect(400);
      expect(bad.body.message).toBe('Unité invalide');
    });
  });
});
