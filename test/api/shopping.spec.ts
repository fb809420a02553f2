import { MESSAGES, SHOPPING_LIST_MAX_LINES } from '#contracts';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

describe('shopping list (household-scoped)', () => {
  const t = useTestStack();
  let a: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });

  const list = async (u: TestUser) => (await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as { id: string; name: string; checked: boolean; recipeId: string | null; recipeTitle: string | null; quantity: string; unit: string }[];
  const clear = async (u: TestUser) => {
    for (const i of await list(u)) await t.http().delete(`/api/shopping-items/${i.id}`).set(u.auth).expect(204);
  };

  beforeEach(() => clear(a));

  it('adds an item with the defaults, checks, unchecks and deletes it', async () => {
    const res = await t.http().post('/api/shopping-items').set(a.auth).send({ name: ' Lait ', quantity: '' }).expect(201);
    expect(res.body).toMatchObject({ name: 'Lait', quantity: '1', unit: 'unité', checked: false, recipeId: null });
    const checked = await t.http().patch(`/api/shopping-items/${res.body.id}`).set(a.auth).send({ checked: true }).expect(200);
    expect(checked.body).toMatchObject({ checked: true, removedIds: [] });
    await t.http().patch(`/api/shopping-items/${res.body.id}`).set(a.auth).send({ checked: false }).expect(200);
    await t.http().delete(`/api/shopping-items/${res.body.id}`).set(a.auth).expect(204);
    expect(await list(a)).toEqual([]);
  });

  it('changes only the fields a PATCH gives', async () => {
    const flour = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Farine', quantity: '500', unit: 'g' }).expect(201);
    const less = await t.http().patch(`/api/shopping-items/${flour.body.id}`).set(a.auth).send({ quantity: '450' }).expect(200);
    expect(less.body).toMatchObject({ name: 'Farine', quantity: '450', unit: 'g', checked: false });
    const ticked = await t.http().patch(`/api/shopping-items/${flour.body.id}`).set(a.auth).send({ checked: true }).expect(200);
    expect(ticked.body).toMatchObject({ name: 'Farine', quantity: '450', unit: 'g', checked: true });
    expect((await list(a))[0]).toMatchObject({ name: 'Farine', quantity: '450', unit: 'g', checked: true });
  });

  it(`refuses an add past ${SHOPPING_LIST_MAX_LINES} lines in French, all or nothing, and keeps topping up lines already there`, async () => {
    const [{ household_id: home }] = (await t.db.query('SELECT household_id FROM household_members WHERE user_id = $1', [a.user.id])) as { household_id: string }[];
    // Set-up in SQL: the list one line short of full.
    await t.db.query(
      `INSERT INTO shopping_items (household_id, name, quantity, unit) SELECT $1, 'Article ' || g, '1', 'unité' FROM generate_series(1, $2::int) g`,
      [home, SHOPPING_LIST_MAX_LINES - 2],
    );
    await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Farine', quantity: '500', unit: 'g' }).expect(201);
    try {
      // Two new lines would make it one too many: neither is added.
      const refused = await t
        .http()
        .post('/api/shopping-items/from-recipe')
        .set(a.auth)
        .send({ recipeId: 'crepes', recipeTitle: 'Crêpes', ingredients: ['3 oeufs', '50 cl de lait'] })
        .expect(409);
      expect(refused.body).toMatchObject({ code: 'SHOPPING_LIST_FULL', message: MESSAGES.shoppingListFull });
      expect(MESSAGES.shoppingListFull).toContain(String(SHOPPING_LIST_MAX_LINES));
      expect(await list(a)).toHaveLength(SHOPPING_LIST_MAX_LINES - 1);
      await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Lait' }).expect(201);
      expect(await list(a)).toHaveLength(SHOPPING_LIST_MAX_LINES);
      const full = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Beurre' }).expect(409);
      expect(full.body.message).toBe(MESSAGES.shoppingListFull);
      // More of what is already on the list adds no line.
      const topUp = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'farine', quantity: '250', unit: 'g' }).expect(201);
      expect(topUp.body).toMatchObject({ name: 'Farine', quantity: '750', toppedUp: true });
    } finally {
      await t.db.query('DELETE FROM shopping_items WHERE household_id = $1', [home]);
    }
  });

  describe("'Annuler' after a deletion", () => {
    it('puts deleted items back as they were, recipe, unit and tick included', async () => {
      const { body: recipe } = await t
        .http()
        .post('/api/shopping-items/from-recipe')
        .set(a.auth)
        .send({ recipeId: 'gratin', recipeTitle: 'Gratin', ingredients: ['2 têtes d’ail', '1 kg de pommes de terre'] })
        .expect(201);
      await t.http().patch(`/api/shopping-items/${recipe[0].id}`).set(a.auth).send({ checked: true }).expect(200);
      const before = (await list(a)).filter((i) => i.recipeId === 'gratin');
      for (const item of before) await t.http().delete(`/api/shopping-items/${item.id}`).set(a.auth).expect(204);
      expect(await list(a)).toEqual([]);

      const items = before.map(({ name, quantity, unit, checked, recipeId, recipeTitle }) => ({ name, quantity, unit, checked, recipeId, recipeTitle }));
      const res = await t.http().post('/api/shopping-items/restore').set(a.auth).send({ items }).expect(201);
      expect(res.body).toHaveLength(2);
      const strip = ({ name, quantity, unit, checked, recipeId, recipeTitle }: (typeof before)[number]) => ({ name, quantity, unit, checked, recipeId, recipeTitle });
      const byName = (x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name);
      expect((await list(a)).map(strip).sort(byName)).toEqual(items.sort(byName));
      expect(items.find((i) => i.name === 'ail')).toMatchObject({ quantity: '2', unit: 'tête', checked: true, recipeTitle: 'Gratin' });
    });

    it('refuses to restore what is on the list again, in French, and into nobody else’s list', async () => {
      const item = await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId: 'tarte', recipeTitle: 'Tarte', ingredients: ['3 pommes'] }).expect(201);
      const { name, quantity, unit, recipeId, recipeTitle } = item.body[0];
      const again = await t.http().post('/api/shopping-items/restore').set(a.auth).send({ items: [{ name, quantity, unit, checked: false, recipeId, recipeTitle }] }).expect(409);
      expect(again.body.message).toBe('Ces articles sont déjà dans votre liste de courses');
      // All or none: a conflict on one item leaves no half-restored group behind.
      await t
        .http()
        .post('/api/shopping-items/restore')
        .set(a.auth)
        .send({ items: [{ name: 'farine', quantity: '200 g', unit: 'unité', checked: false, recipeId, recipeTitle }, { name, quantity, unit, checked: false, recipeId, recipeTitle }] })
        .expect(409);
      await t.http().post('/api/shopping-items/restore').set(a.auth).send({ items: [] }).expect(400);
      await t.http().post('/api/shopping-items/restore').set(stranger.auth).send({ items: [{ name: 'Pain', quantity: '1', unit: 'unité', checked: false }] }).expect(201);
      expect((await list(a)).map((i) => i.name)).toEqual(['pommes']);
      await clear(stranger);
    });
  });

  it.each([
    [{ name: '   ' }, MESSAGES.itemNameRequired],
    [{ name: 'Sucre', unit: 'sac' }, MESSAGES.unitInvalid],
    [{ name: 'x'.repeat(121) }, MESSAGES.itemNameTooLong],
  ])('refuses %j in French', async (body, message) => {
    const res = await t.http().post('/api/shopping-items').set(a.auth).send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await list(a)).toEqual([]);
  });

  it('adds a recipe’s lines parsed in French, and refuses them a second time without adding anything', async () => {
    const recipe = {
      recipeId: 'crepes',
      recipeTitle: 'Crêpes',
      ingredients: ['250 g de farine', '4 œufs', '50 cl de lait', "2 càs d'huile de tournesol", '1 pincée de sel'],
    };
    const res = await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send(recipe).expect(201);
    // The oil and the salt are the default cupboard's (« Mon placard »): not bought.
    expect(res.body.map((i: { name: string; quantity: string; unit: string }) => [i.name, i.quantity, i.unit])).toEqual([
      // Flour is sold by the paquet: one, the recipe's 250 g kept as its need.
      ['farine', '1', 'paquet'],
      ['œufs', '4', 'unité'],
      ['lait', '50', 'cl'],
    ]);
    const again = await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send(recipe).expect(409);
    expect(again.body.message).toBe('Ces articles sont déjà dans votre liste de courses');
    expect(await list(a)).toHaveLength(3);
  });

  it('lists the lines added together in French alphabetical order: accents sort with their letter', async () => {
    const recipe = { recipeId: 'wok', recipeTitle: 'Wok', ingredients: ['110 g de pousses de soja', '250 g de pâtes', '250 g de crevettes', '20 cl de crème fraîche', '1 œuf', '1 oignon'] };
    await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send(recipe).expect(201);
    // Byte order put « pâtes » after « pousses » and « œuf » after everything.
    expect((await list(a)).map((i) => i.name)).toEqual(['crème fraîche', 'crevettes', 'œuf', 'oignon', 'pâtes', 'pousses de soja']);
  });

  it('buys a few spoons of a cupboard food as its pack, once for two recipes, as the week’s groceries do', async () => {
    const wok = { recipeId: 'wok', recipeTitle: 'Wok', ingredients: ['300 g de nouilles', '3 càs de sauce soja', '1 càc de curry en poudre'] };
    const added = await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send(wok).expect(201);
    expect(added.body.map((i: { name: string; quantity: string; unit: string }) => [i.name, i.quantity, i.unit])).toEqual([
      // Noodles by the paquet of 250 g.
      ['nouilles', '2', 'paquet'],
      ['sauce soja', '1', 'bouteille'],
      ['curry en poudre', '1', 'pot'],
    ]);
    // A second recipe's spoons of soy sauce are served by the bottle already on the list.
    const salad = { recipeId: 'salade-asiatique', recipeTitle: 'Salade asiatique', ingredients: ['1 concombre', '2 càs de sauce soja'] };
    await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send(salad).expect(201);
    expect((await list(a)).map((i) => `${i.name} ${i.quantity} ${i.unit}`).sort()).toEqual(['concombre 1 unité', 'curry en poudre 1 pot', 'nouilles 2 paquet', 'sauce soja 1 bouteille']);
  });

  it('buys a fresh food as a shop sells it, and two recipes’ butter as one line of plaquettes', async () => {
    const row = (i: { name: string; quantity: string; unit: string }) => `${i.name} ${i.quantity} ${i.unit}`;
    const gratin = {
      recipeId: 'gratin-courgettes',
      recipeTitle: 'Gratin de courgettes',
      ingredients: ['30 g de beurre', '40 g d’ail', '45 g de parmesan', '400 g de salade', '10 cl de crème fraîche', '1/2 citron', '2 œufs', '600 g de courgettes'],
    };
    const added = await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send(gratin).expect(201);
    expect(added.body.map(row)).toEqual([
      'beurre 1 plaquette',
      'ail 1 tête',
      'parmesan 50 g',
      'salade 2 unité',
      'crème fraîche 1 pot',
      'citron 1 unité',
      'œufs 2 unité',
      'courgettes 600 g',
    ]);
    // A second recipe's 20 g and the first's 30 g are one plaquette; a third's 300 g need one more, on the same line.
    await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId: 'crepes', recipeTitle: 'Crêpes', ingredients: ['20 g de beurre', '250 g de farine'] }).expect(201);
    expect((await list(a)).filter((i) => i.name === 'beurre').map(row)).toEqual(['beurre 1 plaquette']);
    const brioche = await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId: 'brioche', recipeTitle: 'Brioche', ingredients: ['300 g de beurre'] }).expect(201);
    expect(brioche.body.map(row)).toEqual(['beurre 2 plaquette']);
    expect((await list(a)).filter((i) => i.name === 'beurre').map(row)).toEqual(['beurre 2 plaquette']);
    // The same recipe twice is still refused, even with only its butter.
    await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId: 'brioche', recipeTitle: 'Brioche', ingredients: ['300 g de beurre'] }).expect(409);

    // Grams typed by hand and a recipe's plaquette are one line too: 100 g on the list, 300 g wanted, two plaquettes.
    await clear(a);
    await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Beurre', quantity: '100', unit: 'g' }).expect(201);
    await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId: 'brioche', recipeTitle: 'Brioche', ingredients: ['300 g de beurre'] }).expect(201);
    expect((await list(a)).map(row)).toEqual(['Beurre 2 plaquette']);
  });

  it("leaves the household's cupboard off a recipe's lines: a household without oil in « Mon placard » buys it, never salt", async () => {
    await t.http().put('/api/pantry').set(a.auth).send({ items: ['sel', 'poivre', 'farine'] }).expect(200);
    try {
      const recipe = { recipeId: 'crepes', recipeTitle: 'Crêpes', ingredients: ['250 g de farine', '4 œufs', "2 càs d'huile de tournesol", '1 pincée de sel', "10 cl d'eau"] };
      const res = await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send(recipe).expect(201);
      expect(res.body.map((i: { name: string }) => i.name)).toEqual(['œufs', 'huile de tournesol']);
    } finally {
      // The other tests of this household keep the default cupboard.
      await t.http().put('/api/pantry').set(a.auth).send({ items: null }).expect(200);
    }
  });

  it('checking the last unchecked item of a recipe removes all that recipe’s items', async () => {
    const { body } = await t
      .http()
      .post('/api/shopping-items/from-recipe')
      .set(a.auth)
      .send({ recipeId: 'salade', recipeTitle: 'Salade', ingredients: ['1 laitue', '2 tomates'] })
      .expect(201);
    const other = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Pain' }).expect(201);
    const first = await t.http().patch(`/api/shopping-items/${body[0].id}`).set(a.auth).send({ checked: true }).expect(200);
    expect(first.body.removedIds).toEqual([]);
    const last = await t.http().patch(`/api/shopping-items/${body[1].id}`).set(a.auth).send({ checked: true }).expect(200);
    expect(last.body.removedIds.sort()).toEqual([body[0].id, body[1].id].sort());
    expect((await list(a)).map((i) => i.id)).toEqual([other.body.id]);
  });

  it('completes the recipe when its last two items are checked at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const { body } = await t
        .http()
        .post('/api/shopping-items/from-recipe')
        .set(a.auth)
        .send({ recipeId: `duo-${round}`, recipeTitle: 'Duo', ingredients: ['1 citron', '2 oranges'] })
        .expect(201);
      await Promise.all(body.map((i: { id: string }) => t.http().patch(`/api/shopping-items/${i.id}`).set(a.auth).send({ checked: true }).expect(200)));
      expect((await list(a)).filter((i) => i.recipeId === `duo-${round}`)).toEqual([]);
    }
  });

  it('deletes the checked items only', async () => {
    const one = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Beurre' }).expect(201);
    const two = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Riz' }).expect(201);
    await t.http().patch(`/api/shopping-items/${one.body.id}`).set(a.auth).send({ checked: true }).expect(200);
    const res = await t.http().post('/api/shopping-items/delete-checked').set(a.auth).expect(200);
    expect(res.body.deletedIds).toEqual([one.body.id]);
    expect((await list(a)).map((i) => i.id)).toEqual([two.body.id]);
  });

  it("never deletes an item unticked at the moment 'Supprimer les articles cochés' runs", async () => {
    // A plain untick takes the one-statement path, without the list's lock; the deletion locks the
    // ticked rows and re-reads them, so the untick either lands first (the item stays, unticked)
    // or waits and finds the item gone (404). Never both an answered untick and a deleted item.
    for (let round = 0; round < 15; round++) {
      const items = await Promise.all(['Beurre', 'Riz', 'Lait', 'Pommes'].map(async (name) => (await t.http().post('/api/shopping-items').set(a.auth).send({ name }).expect(201)).body.id as string));
      for (const id of items) await t.http().patch(`/api/shopping-items/${id}`).set(a.auth).send({ checked: true }).expect(200);
      const [deletion, ...unticks] = await Promise.all([
        t.http().post('/api/shopping-items/delete-checked').set(a.auth),
        ...items.slice(0, 2).map((id) => t.http().patch(`/api/shopping-items/${id}`).set(a.auth).send({ checked: false })),
      ]);
      expect(deletion.status).toBe(200);
      const left = await list(a);
      for (const [i, untick] of unticks.entries()) {
        const id = items[i]!;
        if (untick.status === 200) {
          expect(untick.body.checked).toBe(false);
          expect(deletion.body.deletedIds).not.toContain(id);
          expect(left.find((x) => x.id === id)).toMatchObject({ checked: false });
        } else {
          expect(untick.status).toBe(404);
          expect(deletion.body.deletedIds).toContain(id);
        }
      }
      // The items nobody unticked were ticked: they are gone.
      for (const id of items.slice(2)) expect(deletion.body.deletedIds).toContain(id);
      await clear(a);
    }
  });

  it('moves a checked item into the fridge', async () => {
    const item = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Yaourts', quantity: '4' }).expect(201);
    await t.http().patch(`/api/shopping-items/${item.body.id}`).set(a.auth).send({ checked: true }).expect(200);
    const moved = await t.http().post(`/api/shopping-items/${item.body.id}/move-to-fridge`).set(a.auth).send({ category: 'Produits Laitiers' }).expect(200);
    const fridge = await t.http().get('/api/inventory-items').set(a.auth).expect(200);
    expect(fridge.body.find((i: { id: string }) => i.id === moved.body.inventoryItemId)).toMatchObject({
      name: 'Yaourts',
      quantity: 4,
      category: 'Produits Laitiers',
    });
    expect(await list(a)).toEqual([]);
  });

  it('moves an item into the fridge on the shelf its name says when no category is sent', async () => {
    const chicken = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Cuisses de poulet', quantity: '4' }).expect(201);
    const sponges = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Éponges' }).expect(201);
    const moved = await Promise.all(
      [chicken, sponges].map(async (item) => (await t.http().post(`/api/shopping-items/${item.body.id}/move-to-fridge`).set(a.auth).send({}).expect(200)).body),
    );
    const fridge = (await t.http().get('/api/inventory-items').set(a.auth).expect(200)).body as { id: string }[];
    expect(fridge.find((i) => i.id === moved[0].inventoryItemId)).toMatchObject({ name: 'Cuisses de poulet', category: 'Viandes et Poissons' });
    expect(fridge.find((i) => i.id === moved[1].inventoryItemId)).toMatchObject({ name: 'Éponges', category: 'Autre' });
    expect(await list(a)).toEqual([]);
  });

  it("answers 404 for another household's item on every route", async () => {
    const item = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Café' }).expect(201);
    const id = item.body.id;
    await t.http().patch(`/api/shopping-items/${id}`).set(stranger.auth).send({ checked: true }).expect(404);
    await t.http().delete(`/api/shopping-items/${id}`).set(stranger.auth).expect(404);
    await t.http().post(`/api/shopping-items/${id}/move-to-fridge`).set(stranger.auth).send({}).expect(404);
    await t.http().post('/api/shopping-items/delete-checked').set(stranger.auth).expect(200);
    expect((await list(stranger)).find((i) => i.id === id)).toBeUndefined();
    expect((await list(a)).map((i) => i.id)).toEqual([id]);
  });

  it('parses ingredient lines over HTTP', async () => {
    const res = await t.http().post('/api/ingredients/parse').set(a.auth).send({ lines: ['200 g de farine', "2 càs d'huile d'olive", 'sel'] }).expect(200);
    expect(res.body).toEqual([
      { quantity: 200, unit: 'g', name: 'farine' },
      { quantity: 2, unit: 'càs', name: "huile d'olive" },
      { quantity: 1, unit: 'unité', name: 'sel' },
    ]);
  });

  describe("the week's list from the planning", () => {
    beforeEach(async () => {
      const meals = (await t.http().get('/api/planned-meals?from=2026-11-01&to=2026-12-31').set(a.auth).expect(200)).body;
      for (const m of meals) await t.http().delete(`/api/planned-meals/${m.id}`).set(a.auth).expect(204);
      const fridge = (await t.http().get('/api/inventory-items').set(a.auth).expect(200)).body;
      for (const i of fridge) await t.http().delete(`/api/inventory-items/${i.id}`).set(a.auth).expect(204);
    });

    it('scales each meal to its servings, sums the same ingredient and leaves out what the fridge holds', async () => {
      const plan = (body: object) => t.http().post('/api/planned-meals').set(a.auth).send(body).expect(201);
      // For 4, planned for 2: halved.
      await plan({
        recipeTitle: 'Gratin', date: '2026-11-23', time: '19:00', servings: 2, type: 'plat', recipeServings: 4,
        ingredients: ['1 kg de pommes de terre', '40 cl de crème', '2 gousses d’ail', '1 pincée de sel'],
      });
      await plan({
        recipeTitle: 'Purée', date: '2026-11-25', time: '19:00', servings: 4, type: 'plat', recipeServings: 4,
        ingredients: ['800 g de pommes de terre', '20 cl de lait', '50 g de beurre'],
      });
      // Outside the week: not counted.
      await plan({ recipeTitle: 'Soupe', date: '2026-12-02', time: '19:00', servings: 2, type: 'plat', ingredients: ['3 poireaux'] });
      await t.http().post('/api/inventory-items').set(a.auth).send({ name: 'Beurre', quantity: 250, unit: 'g' }).expect(201);
      await t.http().post('/api/inventory-items').set(a.auth).send({ name: 'Lait', quantity: 1, unit: 'l' }).expect(201);

      const res = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      const added = res.body.added.map((i: { name: string; quantity: string; unit: string }) => `${i.name}: ${i.quantity} ${i.unit}`);
      // Cream and garlic as a shop sells them: a pot of 20 cl, a head.
      expect(added).toEqual(['pommes de terre: 1,3 kg', 'crème: 1 pot', 'ail: 1 tête']);
      expect(res.body.coveredByFridge.sort()).toEqual(['beurre', 'lait']);
      expect(res.body.added[0].recipeTitle).toBe('Menus du 23 novembre au 29 novembre');

      const again = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      expect(again.body.added).toEqual([]);
      expect(again.body.alreadyListed).toHaveLength(3);
    });

    it('keeps another flour on its own line: "farine de riz" is not "farine", "farine de blé" is', async () => {
      const plan = (body: object) => t.http().post('/api/planned-meals').set(a.auth).send(body).expect(201);
      await plan({ recipeTitle: 'Crêpes', date: '2026-11-23', time: '19:00', servings: 4, type: 'plat', ingredients: ['250 g de farine', '2 œufs'] });
      await plan({
        recipeTitle: 'Pancakes', date: '2026-11-24', time: '08:00', servings: 4, type: 'plat',
        ingredients: ['100 g de farine de riz', '150 g de farine de blé', '3 ou 2 œufs'],
      });

      const res = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      const added = res.body.added.map((i: { name: string; quantity: string; unit: string }) => `${i.name}: ${i.quantity} ${i.unit}`);
      // Each flour by its own paquet: 400 g of wheat flour and 100 g of rice flour.
      expect(added).toEqual(['farine: 1 paquet', 'œufs: 5 unité', 'farine de riz: 1 paquet']);
    });

    it('adds only what the shopping list does not already hold, unticked and in a compatible unit', async () => {
      const risotto = ['250 g de riz', '250 g de champignons', '1 oignon', "2 càs d'huile d'olive", '1 gousse d’ail', '1 bouquet de basilic'];
      await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId: 'risotto', recipeTitle: 'Risotto', ingredients: risotto }).expect(201);
      await t.http().post('/api/planned-meals').set(a.auth).send({
        recipeTitle: 'Risotto', date: '2026-11-24', time: '19:00', servings: 2, type: 'plat', recipeServings: 2, recipeId: 'risotto', ingredients: risotto,
      }).expect(201);

      const res = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      expect(res.body.added).toEqual([]);
      // The oil is the cupboard's (the default « Mon placard »): never bought, from a recipe or the week.
      expect(res.body.alreadyListed.sort()).toEqual(['ail', 'basilic', 'champignons', 'oignon', 'riz']);
      expect(await list(a)).toHaveLength(5);

      // For 4 now: only the second half is missing. A ticked item is bought, not still to buy.
      const meal = (await t.http().get('/api/planned-meals?from=2026-11-01&to=2026-12-31').set(a.auth).expect(200)).body[0];
      await t.http().patch(`/api/planned-meals/${meal.id}`).set(a.auth).send({ servings: 4 }).expect(200);
      const onion = (await list(a)).find((i) => i.name === 'oignon')!;
      await t.http().patch(`/api/shopping-items/${onion.id}`).set(a.auth).send({ checked: true }).expect(200);
      const more = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      // One line per ingredient: the missing half tops the recipe's unticked rows up; the ticked
      // onion is in the basket, so the week's onions are a row of their own. The head of garlic on
      // the list holds the two cloves the four need, the paquet of rice (a kilo) their 500 g.
      expect(more.body.added.map((i: { name: string; quantity: string; unit: string }) => `${i.name}: ${i.quantity} ${i.unit}`).sort()).toEqual([
        'basilic: 2 bouquet',
        'champignons: 500 g',
        'oignon: 2 unité',
      ]);
      expect(more.body.alreadyListed).toEqual(expect.arrayContaining(['ail', 'riz']));

      // A further press after one more guest tops the same row up rather than doubling it.
      await t.http().patch(`/api/planned-meals/${meal.id}`).set(a.auth).send({ servings: 6 }).expect(200);
      const topUp = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      expect(topUp.body.added.find((i: { name: string }) => i.name === 'champignons')).toMatchObject({ quantity: '750', unit: 'g' });
      const mushrooms = (await list(a)).filter((i) => i.name === 'champignons');
      expect(mushrooms.map((i) => `${i.quantity} ${i.unit}`)).toEqual(['750 g']);
      expect((mushrooms[0] as unknown as { shares: { recipeTitle: string | null; quantity: string }[] }).shares.map((s) => [s.recipeTitle, s.quantity])).toEqual([
        ['Risotto', '250'],
        ['Menus du 23 novembre au 29 novembre', '500'],
      ]);
    });

    it('buys the week’s 30 g of butter as a plaquette, unless the fridge holds some butter', async () => {
      await t.http().post('/api/planned-meals').set(a.auth).send({
        recipeTitle: 'Poêlée', date: '2026-11-24', time: '19:00', servings: 2, type: 'plat', recipeServings: 2, ingredients: ['30 g de beurre', '300 g de champignons'],
      }).expect(201);
      const week = () => t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      const added = (res: { body: { added: { name: string; quantity: string; unit: string }[] } }) => res.body.added.map((i) => `${i.name}: ${i.quantity} ${i.unit}`);
      expect(added(await week())).toEqual(['beurre: 1 plaquette', 'champignons: 300 g']);
      // A second press: the plaquette on the list holds the 30 g.
      const again = await week();
      expect(again.body.added).toEqual([]);
      expect(again.body.alreadyListed.sort()).toEqual(['beurre', 'champignons']);

      await clear(a);
      const butter = await t.http().post('/api/inventory-items').set(a.auth).send({ name: 'Beurre', quantity: 1, unit: 'unité' }).expect(201);
      const covered = await week();
      expect(added(covered)).toEqual(['champignons: 300 g']);
      expect(covered.body.coveredByFridge).toEqual(['beurre']);

      // 20 g left in the fridge: the 10 g more are a plaquette.
      await clear(a);
      await t.http().patch(`/api/inventory-items/${butter.body.id}`).set(a.auth).send({ quantity: 20, unit: 'g' }).expect(200);
      expect(added(await week())).toEqual(['beurre: 1 plaquette', 'champignons: 300 g']);
    });

    it('does not count expired fridge items as already in the fridge', async () => {
      await t.http().post('/api/planned-meals').set(a.auth).send({
        recipeTitle: 'Omelette', date: '2026-11-24', time: '19:00', servings: 2, type: 'plat', recipeServings: 2, ingredients: ['4 œufs', '20 cl de lait'],
      }).expect(201);
      await t.http().post('/api/inventory-items').set(a.auth).send({ name: 'Œufs', quantity: 6, expirationDate: '2020-01-01' }).expect(201);
      await t.http().post('/api/inventory-items').set(a.auth).send({ name: 'Lait', quantity: 1, unit: 'l', expirationDate: '2999-12-31' }).expect(201);

      const res = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      expect(res.body.coveredByFridge).toEqual(['lait']);
      expect(res.body.added.map((i: { name: string; quantity: string }) => `${i.name}: ${i.quantity}`)).toEqual(['œufs: 4']);
    });
  });
});
