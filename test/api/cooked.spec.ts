import { COOKED_MESSAGES, KITCHEN_MESSAGES, type CookedApplyResult, type CookedPreview, type DashboardStats, type InventoryItem } from '#contracts';
import { kitchenToday } from '#domain/waste';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

describe("« J'ai cuisiné »: the fridge follows what the family cooks", () => {
  const t = useTestStack();

  const addItem = async (u: TestUser, name: string, quantity: number, unit: string) =>
    (await t.http().post('/api/inventory-items').set(u.auth).send({ name, quantity, unit }).expect(201)).body as InventoryItem;
  const fridge = async (u: TestUser) =>
    new Map(((await t.http().get('/api/inventory-items').set(u.auth).expect(200)).body as InventoryItem[]).map((i) => [i.name, `${i.quantity} ${i.unit}`]));
  const preview = async (u: TestUser, ingredients: string[]) =>
    (await t.http().post('/api/inventory-items/cooked/preview').set(u.auth).send({ ingredients, servings: 4 }).expect(200)).body as CookedPreview;
  const waste = async (u: TestUser) => ((await t.http().get('/api/dashboard/stats').set(u.auth).expect(200)).body as DashboardStats).waste.thisMonth;

  it('matches the fridge by food family and converts units as the chef does; the cupboard and the rest are apart', async () => {
    const u = await subscribedUser(t);
    await t.http().put('/api/pantry').set(u.auth).send({ items: ['sel', 'poivre', 'huile', 'beurre'] }).expect(200);
    const poulet = await addItem(u, 'Blancs de poulet', 600, 'g');
    const oeufs = await addItem(u, 'Œufs', 6, 'unité');
    const lait = await addItem(u, 'Lait', 1, 'l');
    const oignons = await addItem(u, 'Oignons', 500, 'g');
    await addItem(u, 'Beurre', 250, 'g');
    const res = await preview(u, ['300 g de poulet', '4 œufs', '25 cl de lait', '1 oignon', '20 g de beurre', "2 c. à soupe d'huile d'olive", 'Sel, poivre', '200 g de riz']);
    expect(res.items).toEqual(
      expect.arrayContaining([
        { itemId: poulet.id, name: 'Blancs de poulet', before: { quantity: 600, unit: 'g' }, after: { quantity: 300, unit: 'g' }, line: '300 g de poulet' },
        { itemId: oeufs.id, name: 'Œufs', before: { quantity: 6, unit: 'unité' }, after: { quantity: 2, unit: 'unité' }, line: '4 œufs' },
        // 25 cl of a litre: what is left is not a whole number of litres, so it is said in millilitres.
        { itemId: lait.id, name: 'Lait', before: { quantity: 1, unit: 'l' }, after: { quantity: 750, unit: 'ml' }, line: '25 cl de lait' },
        expect.objectContaining({ itemId: oignons.id, before: { quantity: 500, unit: 'g' }, line: '1 oignon' }),
      ]),
    );
    expect(res.items).toHaveLength(4);
    // An onion weighs what the chef's food table says: something was taken from the 500 g.
    expect(res.items.find((i) => i.itemId === oignons.id)!.after.quantity).toBeLessThan(500);
    // The cupboard's « beurre » is not taken from the fridge's, as on the shopping list.
    expect(res.notFromFridge).toEqual(['20 g de beurre', "2 c. à soupe d'huile d'olive", 'Sel, poivre', '200 g de riz']);
    // Nothing is written by a preview.
    expect((await fridge(u)).get('Blancs de poulet')).toBe('600 g');
  });

  it('an empty fridge answers no items and every line apart', async () => {
    const u = await subscribedUser(t);
    expect(await preview(u, ['300 g de poulet', 'sel'])).toEqual({ items: [], notFromFridge: ['300 g de poulet', 'sel'] });
  });

  it('applies the confirmed quantities in one go (0 leaves as « utilisé », counted), and « Annuler » puts everything back', async () => {
    const u = await subscribedUser(t);
    const poulet = await addItem(u, 'Blancs de poulet', 600, 'g');
    const oeufs = await addItem(u, 'Œufs', 6, 'unité');
    const creme = await addItem(u, 'Crème fraîche', 200, 'ml');
    const before = await waste(u);

    const applied = await t.http().post('/api/inventory-items/cooked').set(u.auth)
      .send({ changes: [{ itemId: poulet.id, quantity: 0 }, { itemId: oeufs.id, quantity: 3 }, { itemId: creme.id, quantity: 200 }] })
      .expect(201);
    const result = applied.body as CookedApplyResult;
    expect(result.items.map((i) => [i.id, i.quantity])).toEqual([[oeufs.id, 3]]);
    expect(result.exits).toEqual([expect.objectContaining({ itemId: poulet.id, name: 'Blancs de poulet', reason: 'used', exitedOn: kitchenToday() })]);
    expect(await fridge(u)).toEqual(new Map([['Crème fraîche', '200 ml'], ['Œufs', '3 unité']]));
    expect((await waste(u)).usedBeforeDate).toBe(before.usedBeforeDate + 1);

    const undone = await t.http().post('/api/inventory-items/cooked/undo').set(u.auth).send(result.undo).expect(201);
    expect(undone.body.items.map((i: InventoryItem) => i.id).sort()).toEqual([poulet.id, oeufs.id].sort());
    expect(await fridge(u)).toEqual(new Map([['Crème fraîche', '200 ml'], ['Œufs', '6 unité'], ['Blancs de poulet', '600 g']]));
    expect(await waste(u)).toEqual(before);
    // Undone once is undone, all or nothing: the exit is gone, so a second undo changes nothing.
    await t.http().post('/api/inventory-items/cooked/undo').set(u.auth).send(result.undo).expect(404);
    expect((await fridge(u)).get('Œufs')).toBe('6 unité');
  });

  it('a litre less 25 cl is left as 750 ml, and « Annuler » gives the litre back', async () => {
    const u = await subscribedUser(t);
    const lait = await addItem(u, 'Lait', 1, 'l');
    const farine = await addItem(u, 'Farine', 2, 'kg');
    const [laitAfter, farineAfter] = (await preview(u, ['25 cl de lait', '300 g de farine'])).items.map((i) => i.after);
    expect([laitAfter, farineAfter]).toEqual([{ quantity: 750, unit: 'ml' }, { quantity: 1700, unit: 'g' }]);

    const applied = await t.http().post('/api/inventory-items/cooked').set(u.auth)
      .send({ changes: [{ itemId: lait.id, ...laitAfter }, { itemId: farine.id, ...farineAfter }] })
      .expect(201);
    expect(await fridge(u)).toEqual(new Map([['Lait', '750 ml'], ['Farine', '1700 g']]));
    await t.http().post('/api/inventory-items/cooked/undo').set(u.auth).send((applied.body as CookedApplyResult).undo).expect(201);
    expect(await fridge(u)).toEqual(new Map([['Lait', '1 l'], ['Farine', '2 kg']]));
  });

  it("another household's item is 404, and nothing is written", async () => {
    const [u, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
    const mine = await addItem(u, 'Œufs', 6, 'unité');
    const theirs = await addItem(stranger, 'Lait', 2, 'l');
    await t.http().post('/api/inventory-items/cooked').set(u.auth)
      .send({ changes: [{ itemId: mine.id, quantity: 2 }, { itemId: theirs.id, quantity: 0 }] })
      .expect(404);
    expect((await fridge(u)).get('Œufs')).toBe('6 unité');
    expect((await fridge(stranger)).get('Lait')).toBe('2 l');
    // Nor can their exits or items be « undone » from here.
    await t.http().post('/api/inventory-items/cooked/undo').set(u.auth).send({ updated: [{ itemId: theirs.id, quantity: 9 }], exitIds: [] }).expect(404);
    expect((await fridge(stranger)).get('Lait')).toBe('2 l');
    // Their own item alone goes through.
    await t.http().post('/api/inventory-items/cooked').set(u.auth).send({ changes: [{ itemId: mine.id, quantity: 2 }] }).expect(201);
    expect((await fridge(u)).get('Œufs')).toBe('2 unité');
  });

  it('a quantity above what the item holds, negative or not whole is 400 in French, and nothing is written', async () => {
    const u = await subscribedUser(t);
    const oeufs = await addItem(u, 'Œufs', 6, 'unité');
    const lait = await addItem(u, 'Lait', 2, 'l');
    const above = await t.http().post('/api/inventory-items/cooked').set(u.auth)
      .send({ changes: [{ itemId: lait.id, quantity: 0 }, { itemId: oeufs.id, quantity: 7 }] })
      .expect(400);
    expect(above.body).toMatchObject({ code: 'VALIDATION_FAILED', message: COOKED_MESSAGES.quantityAboveHeld('Œufs', { quantity: 6, unit: 'unité' }) });
    for (const quantity of [-1, 1.5, 'deux']) {
      const bad = await t.http().post('/api/inventory-items/cooked').set(u.auth).send({ changes: [{ itemId: lait.id, quantity: 0 }, { itemId: oeufs.id, quantity }] }).expect(400);
      expect(bad.body.message).toContain(COOKED_MESSAGES.quantityInvalid);
    }
    const twice = await t.http().post('/api/inventory-items/cooked').set(u.auth).send({ changes: [{ itemId: oeufs.id, quantity: 1 }, { itemId: oeufs.id, quantity: 2 }] }).expect(400);
    expect(twice.body.message).toBe(COOKED_MESSAGES.itemTwice);
    // More millilitres than the litres held, a unit the item is not counted in, a unit that is none.
    const aboveInMl = await t.http().post('/api/inventory-items/cooked').set(u.auth).send({ changes: [{ itemId: lait.id, quantity: 2500, unit: 'ml' }] }).expect(400);
    expect(aboveInMl.body.message).toBe(COOKED_MESSAGES.quantityAboveHeld('Lait', { quantity: 2, unit: 'l' }));
    const grams = await t.http().post('/api/inventory-items/cooked').set(u.auth).send({ changes: [{ itemId: oeufs.id, quantity: 0 }, { itemId: lait.id, quantity: 500, unit: 'g' }] }).expect(400);
    expect(grams.body.message).toBe(COOKED_MESSAGES.unitInvalid('Lait', 'l'));
    expect(COOKED_MESSAGES.unitInvalid('Lait', 'l')).toBe('«\u00a0Lait\u00a0» se compte en l ou ml');
    const unknown = await t.http().post('/api/inventory-items/cooked').set(u.auth).send({ changes: [{ itemId: lait.id, quantity: 1, unit: 'louche' }] }).expect(400);
    expect(unknown.body.message).toContain(KITCHEN_MESSAGES.unitInvalid);
    const empty = await t.http().post('/api/inventory-items/cooked').set(u.auth).send({ changes: [] }).expect(400);
    expect(empty.body.message).toContain(COOKED_MESSAGES.changesInvalid);
    // An undo never puts an item back empty.
    const emptyBack = await t.http().post('/api/inventory-items/cooked/undo').set(u.auth).send({ updated: [{ itemId: oeufs.id, quantity: 0 }], exitIds: [] }).expect(400);
    expect(emptyBack.body.message).toBe(COOKED_MESSAGES.undoInvalid);
    expect(await fridge(u)).toEqual(new Map([['Lait', '2 l'], ['Œufs', '6 unité']]));
    expect((await waste(u)).usedBeforeDate).toBe(0);
  });
});
