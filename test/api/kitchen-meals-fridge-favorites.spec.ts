import { MESSAGES, kitchenToday } from '#contracts';
import { connectSocket, subscribedUser, useTestStack, type TestUser } from '#testing';

describe('planning, fridge and favourites (household-scoped, live)', () => {
  const t = useTestStack({ listen: true });
  let a: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });

  describe('planned meals', () => {
    const meal = { recipeTitle: 'Gratin de courgettes', date: '2026-11-24', time: '19:00', servings: 2, type: 'plat' };

    it("counts this week's and next week's meals for the home, by the kitchen's week (Monday to Sunday, Zurich)", async () => {
      const family = await subscribedUser(t);
      const today = new Date(`${kitchenToday()}T00:00:00Z`);
      const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
      const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      // Last Sunday, this Monday and Sunday, next Monday to Wednesday and Sunday, the Monday after.
      for (const offset of [-1, 0, 6, 7, 8, 9, 13, 14]) {
        await t.http().post('/api/planned-meals').set(family.auth).send({ ...meal, date: day(offset) }).expect(201);
      }
      const stats = await t.http().get('/api/dashboard/stats').set(family.auth).expect(200);
      expect(stats.body).toMatchObject({ plannedMealsThisWeek: 2, plannedMealsNextWeek: 4 });
    });

    it('creates, lists by date then time, updates and deletes', async () => {
      const late = await t.http().post('/api/planned-meals').set(a.auth).send({ ...meal, time: '20:30' }).expect(201);
      const early = await t.http().post('/api/planned-meals').set(a.auth).send({ ...meal, recipeTitle: 'Soupe', time: '12:00' }).expect(201);
      const before = await t.http().post('/api/planned-meals').set(a.auth).send({ ...meal, date: '2026-11-23', recipeTitle: 'Risotto' }).expect(201);
      expect(late.body).toMatchObject({ ...meal, time: '20:30', ingredients: [], instructions: [] });

      const list = await t.http().get('/api/planned-meals?from=2026-11-01&to=2026-12-31').set(a.auth).expect(200);
      expect(list.body.map((m: { id: string }) => m.id)).toEqual([before.body.id, early.body.id, late.body.id]);

      const patched = await t.http().patch(`/api/planned-meals/${late.body.id}`).set(a.auth).send({ servings: 4 }).expect(200);
      expect(patched.body.servings).toBe(4);
      await t.http().delete(`/api/planned-meals/${late.body.id}`).set(a.auth).expect(204);
      await t.http().get(`/api/planned-meals/${late.body.id}`).set(a.auth).expect(404);
    });

    it('changes only the fields a PATCH gives', async () => {
      const planned = { ...meal, time: '12:15', type: 'dessert', recipeId: 'tarte-1', recipeServings: 6, ingredients: ['3 pommes'], instructions: ['Cuire.'] };
      const created = await t.http().post('/api/planned-meals').set(a.auth).send(planned).expect(201);
      const patched = await t.http().patch(`/api/planned-meals/${created.body.id}`).set(a.auth).send({ servings: 5 }).expect(200);
      expect(patched.body).toMatchObject({ ...planned, servings: 5 });
      const again = await t.http().get(`/api/planned-meals/${created.body.id}`).set(a.auth).expect(200);
      expect(again.body).toMatchObject({ ...planned, servings: 5 });
    });

    it('keeps a recipe’s ingredients and instructions', async () => {
      const res = await t
        .http()
        .post('/api/planned-meals')
        .set(a.auth)
        .send({ ...meal, recipeId: 'gratin-1', ingredients: ['500 g de courgettes'], instructions: ['Couper.', 'Cuire.'] })
        .expect(201);
      expect(res.body).toMatchObject({ recipeId: 'gratin-1', ingredients: ['500 g de courgettes'], instructions: ['Couper.', 'Cuire.'] });
    });

    it.each([
      [{ recipeTitle: '  ' }, MESSAGES.mealTitleRequired],
      [{ date: '' }, MESSAGES.mealDateRequired],
      [{ date: '24/11/2026' }, MESSAGES.mealDateInvalid],
      [{ date: '2026-02-30' }, MESSAGES.mealDateInvalid],
      [{ time: '25:00' }, MESSAGES.mealTimeInvalid],
      [{ servings: 0 }, MESSAGES.mealServingsMin],
      // The limits of the web form's schema (plannedMealFormSchema), with its words.
      [{ servings: 51 }, 'Le nombre de portions ne doit pas dépasser 50'],
      [{ recipeServings: 51 }, 'Le nombre de portions ne doit pas dépasser 50'],
      [{ recipeTitle: 'a'.repeat(161) }, MESSAGES.mealTitleRequired],
      [{ type: 'brunch' }, MESSAGES.dishTypeInvalid],
    ])('refuses %j in French', async (override, message) => {
      const res = await t.http().post('/api/planned-meals').set(a.auth).send({ ...meal, ...override }).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('requires a range of at most 93 days, refused in French otherwise', async () => {
      const missing = await t.http().get('/api/planned-meals').set(a.auth).expect(400);
      expect(missing.body.message).toBe('La date est requise');
      const bad = await t.http().get('/api/planned-meals?from=2026-11-01&to=demain').set(a.auth).expect(400);
      expect(bad.body.message).toBe('Date invalide');
      const reversed = await t.http().get('/api/planned-meals?from=2026-11-30&to=2026-11-01').set(a.auth).expect(400);
      expect(reversed.body.message).toBe('La période doit finir après son début et ne pas dépasser 93 jours');
      await t.http().get('/api/planned-meals?from=2026-01-01&to=2026-12-31').set(a.auth).expect(400);
      await t.http().get('/api/planned-meals?from=2026-11-01&to=2027-02-01').set(a.auth).expect(200);
    });

    it('refuses a day the calendar lacks in a range (the shared calendar-day rule): a French 400, never a server error', async () => {
      for (const [from, to] of [['2026-02-30', '2026-03-05'], ['2027-02-01', '2027-02-29'], ['2026-04-31', '2026-05-02']]) {
        const listed = await t.http().get(`/api/planned-meals?from=${from}&to=${to}`).set(a.auth).expect(400);
        expect(listed.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Date invalide' });
        const added = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from, to }).expect(400);
        expect(added.body.message).toBe('Date invalide');
      }
    });

    it("answers 404 for another household's meal on every route", async () => {
      const mine = await t.http().post('/api/planned-meals').set(a.auth).send(meal).expect(201);
      const id = mine.body.id;
      await t.http().get(`/api/planned-meals/${id}`).set(stranger.auth).expect(404);
      await t.http().patch(`/api/planned-meals/${id}`).set(stranger.auth).send({ servings: 9 }).expect(404);
      await t.http().delete(`/api/planned-meals/${id}`).set(stranger.auth).expect(404);
      const theirs = await t.http().get('/api/planned-meals?from=2026-11-01&to=2026-12-31').set(stranger.auth).expect(200);
      expect(theirs.body.find((m: { id: string }) => m.id === id)).toBeUndefined();
      await t.http().get(`/api/planned-meals/${id}`).set(a.auth).expect(200);
    });
  });

  describe('fridge', () => {
    it('adds with defaults, edits the quantity, lists newest first, deletes', async () => {
      const milk = await t.http().post('/api/inventory-items').set(a.auth).send({ name: ' Lait ' }).expect(201);
      expect(milk.body).toMatchObject({ name: 'Lait', quantity: 1, unit: 'unité', category: 'Produits Laitiers', expirationDate: null });
      const eggs = await t
        .http()
        .post('/api/inventory-items')
        .set(a.auth)
        .send({ name: 'Œufs', quantity: 6, category: 'Produits Laitiers', expirationDate: '2026-11-30' })
        .expect(201);
      const list = await t.http().get('/api/inventory-items').set(a.auth).expect(200);
      expect(list.body.slice(0, 2).map((i: { id: string }) => i.id)).toEqual([eggs.body.id, milk.body.id]);
      const edited = await t.http().patch(`/api/inventory-items/${eggs.body.id}`).set(a.auth).send({ quantity: 4 }).expect(200);
      expect(edited.body.quantity).toBe(4);
      await t.http().delete(`/api/inventory-items/${milk.body.id}`).set(a.auth).expect(204);
      await t.http().delete(`/api/inventory-items/${milk.body.id}`).set(a.auth).expect(404);
    });

    it('puts an item sent without a category on the shelf its name says; a category sent wins, an unknown food is « Autre »', async () => {
      const post = async (body: object) => (await t.http().post('/api/inventory-items').set(a.auth).send(body).expect(201)).body;
      expect(await post({ name: 'Poulet' })).toMatchObject({ name: 'Poulet', category: 'Viandes et Poissons' });
      expect(await post({ name: 'Pommes' })).toMatchObject({ category: 'Fruits et Légumes' });
      expect(await post({ name: 'lait de coco' })).toMatchObject({ category: 'Épicerie' });
      expect(await post({ name: 'Poulet', category: 'Autre' })).toMatchObject({ name: 'Poulet', category: 'Autre' });
      expect(await post({ name: 'Éponges' })).toMatchObject({ category: 'Autre' });
    });

    it('changes only the fields a PATCH gives: the unit, category and date stay', async () => {
      const chicken = await t
        .http()
        .post('/api/inventory-items')
        .set(a.auth)
        .send({ name: 'Blanc de poulet', quantity: 500, unit: 'g', category: 'Viandes et Poissons', expirationDate: '2026-11-30' })
        .expect(201);
      const kept = { name: 'Blanc de poulet', unit: 'g', category: 'Viandes et Poissons', expirationDate: '2026-11-30' };
      const edited = await t.http().patch(`/api/inventory-items/${chicken.body.id}`).set(a.auth).send({ quantity: 450 }).expect(200);
      expect(edited.body).toMatchObject({ ...kept, quantity: 450 });
      const renamed = await t.http().patch(`/api/inventory-items/${chicken.body.id}`).set(a.auth).send({ name: 'Poulet' }).expect(200);
      expect(renamed.body).toMatchObject({ ...kept, name: 'Poulet', quantity: 450 });
      const list = await t.http().get('/api/inventory-items').set(a.auth).expect(200);
      expect(list.body.find((i: { id: string }) => i.id === chicken.body.id)).toMatchObject({ ...kept, name: 'Poulet', quantity: 450 });
    });

    it.each([
      [{ name: '' }, "Veuillez entrer un nom d'article"],
      [{ name: 'Beurre', quantity: 0 }, MESSAGES.inventoryQuantityMin],
      [{ name: 'Beurre', quantity: 1.5 }, MESSAGES.inventoryQuantityMin],
      [{ name: 'Beurre', unit: 'brouette' }, MESSAGES.unitInvalid],
      [{ name: 'Beurre', category: 'Surgelés' }, MESSAGES.categoryInvalid],
      [{ name: 'Beurre', expirationDate: 'demain' }, MESSAGES.expirationInvalid],
      // A day the calendar lacks, though it has the form of one.
      [{ name: 'Beurre', expirationDate: '2026-02-30' }, MESSAGES.expirationInvalid],
    ])('refuses %j in French', async (body, message) => {
      const res = await t.http().post('/api/inventory-items').set(a.auth).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it("answers 404 for another household's item", async () => {
      const item = await t.http().post('/api/inventory-items').set(a.auth).send({ name: 'Beurre' }).expect(201);
      await t.http().patch(`/api/inventory-items/${item.body.id}`).set(stranger.auth).send({ quantity: 3 }).expect(404);
      await t.http().delete(`/api/inventory-items/${item.body.id}`).set(stranger.auth).expect(404);
      await t.http().delete('/api/inventory-items/not-a-uuid').set(a.auth).expect(404);
    });
  });

  describe('favourites', () => {
    const recipe = {
      recipeId: 'tarte-abricots',
      recipeTitle: 'Tarte aux abricots du Valais',
      ingredients: ['500 g d’abricots'],
      instructions: ['Étaler la pâte.', 'Cuire 35 minutes.'],
      type: 'dessert',
      servings: 6,
      preparationTime: 40,
      difficulty: 'facile',
    };

    it('adds by recipe id (twice is harmless), checks, lists and removes', async () => {
      const added = await t.http().post('/api/favorites').set(a.auth).send(recipe).expect(201);
      await t.http().post('/api/favorites').set(a.auth).send(recipe).expect(201);
      const list = await t.http().get('/api/favorites').set(a.auth).expect(200);
      expect(list.body.filter((f: { recipeId: string }) => f.recipeId === recipe.recipeId)).toHaveLength(1);
      await t.http().get(`/api/favorites/by-recipe/${recipe.recipeId}`).set(a.auth).expect(200);
      await t.http().get(`/api/favorites/by-recipe/${recipe.recipeId}`).set(stranger.auth).expect(404);
      await t.http().delete(`/api/favorites/${added.body.id}`).set(stranger.auth).expect(404);
      await t.http().delete(`/api/favorites/by-recipe/${recipe.recipeId}`).set(a.auth).expect(204);
      await t.http().get(`/api/favorites/by-recipe/${recipe.recipeId}`).set(a.auth).expect(404);
    });

    it('refuses a favourite without ingredients', async () => {
      const res = await t.http().post('/api/favorites').set(a.auth).send({ ...recipe, ingredients: undefined }).expect(400);
      expect(res.body.message).toBe(MESSAGES.ingredientsRequired);
    });
  });

  it("pushes kitchen changes to the household's sockets only", async () => {
    const mine = await connectSocket(t.baseUrl, a.accessToken);
    const theirs = await connectSocket(t.baseUrl, stranger.accessToken);
    const leaked: unknown[] = [];
    theirs.on('household.changed', (c) => leaked.push(c));
    try {
      const change = mine.next('household.changed');
      const item = await t.http().post('/api/inventory-items').set(a.auth).send({ name: 'Carottes' }).expect(201);
      expect(await change).toEqual({ resource: 'inventory-items', action: 'created', ids: [item.body.id], actorId: a.user.id });
      await new Promise((r) => setTimeout(r, 200));
      expect(leaked).toEqual([]);
    } finally {
      mine.disconnect();
      theirs.disconnect();
    }
  });
});
