import { RECIPE_BOOK_MESSAGES as M, MESSAGES } from '#contracts';
import { connectSocket, subscribedUser, useTestStack, type TestUser } from '#testing';

describe('the recipe book (/api/recipes)', () => {
  const t = useTestStack({ listen: true });
  let a: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });

  const gratin = {
    title: 'Gratin de mamie',
    description: 'Le vrai, sans fromage',
    type: 'plat',
    servings: 4,
    preparationTime: 20,
    cookingTime: 60,
    difficulty: 'facile',
    ingredients: ['1 kg de pommes de terre', '50 cl de crème fraîche', '2 gousses d’ail', '  ', 'sel, poivre'],
    steps: ['Trancher les pommes de terre.', 'Cuire 1 heure à 160 °C.'],
    tags: ['hiver', 'hiver', 'famille'],
  };

  const create = (user: TestUser, body: object = gratin) => t.http().post('/api/recipes').set(user.auth).send(body);

  it('creates an own recipe with its lines understood, and reads it back', async () => {
    const res = await create(a).expect(201);
    expect(res.body).toMatchObject({
      title: 'Gratin de mamie',
      source: 'own',
      servings: 4,
      cookingTime: 60,
      ingredients: ['1 kg de pommes de terre', '50 cl de crème fraîche', '2 gousses d’ail', 'sel, poivre'],
      steps: gratin.steps,
      tags: ['hiver', 'famille'],
      favorite: false,
      createdBy: a.user.id,
    });
    expect(res.body.parsedIngredients[0]).toEqual({ quantity: 1, unit: 'kg', name: 'pommes de terre' });
    expect(res.body.parsedIngredients[1]).toMatchObject({ quantity: 50, unit: 'cl' });
    const got = await t.http().get(`/api/recipes/${res.body.id}`).set(a.auth).expect(200);
    expect(got.body).toEqual(res.body);
  });

  it('scales a recipe for the evening: quantities converted and rounded as a cook would', async () => {
    const { body } = await create(a, { ...gratin, title: 'Gratin à l’échelle' }).expect(201);
    const six = await t.http().get(`/api/recipes/${body.id}?servings=6`).set(a.auth).expect(200);
    expect(six.body.servings).toBe(6);
    expect(six.body.parsedIngredients[0]).toMatchObject({ quantity: 1.5, unit: 'kg' });
    expect(six.body.ingredients[0]).toBe('1,5 kg de pommes de terre');
    expect(six.body.parsedIngredients[1]).toMatchObject({ quantity: 75, unit: 'cl' });
    expect(six.body.parsedIngredients[2]).toMatchObject({ quantity: 3 });
    const three = await t.http().get(`/api/recipes/${body.id}?servings=3`).set(a.auth).expect(200);
    expect(three.body.ingredients[0]).toBe('750 g de pommes de terre');
    // « sel, poivre » writes no amount: it stays as written, never « 1,5 sel (poivre) ».
    expect(six.body.ingredients[3]).toBe('sel, poivre');
    expect(three.body.ingredients[3]).toBe('sel, poivre');
    const bad = await t.http().get(`/api/recipes/${body.id}?servings=0`).set(a.auth).expect(400);
    expect(bad.body.message).toBe(M.servingsInvalid);
  });

  it('writes a counted food in agreement with its scaled number: « 1 œuf », « ½ poireau », never « 1 œufs »', async () => {
    const { body } = await create(a, { ...gratin, title: 'Quiche à l’échelle', ingredients: ['2 œufs', '1 poireau', '2 oignons rouges'] }).expect(201);
    const two = await t.http().get(`/api/recipes/${body.id}?servings=2`).set(a.auth).expect(200);
    expect(two.body.ingredients).toEqual(['1 œuf', '½ poireau', '1 oignon rouge']);
    const eight = await t.http().get(`/api/recipes/${body.id}?servings=8`).set(a.auth).expect(200);
    expect(eight.body.ingredients).toEqual(['4 œufs', '2 poireaux', '4 oignons rouges']);
  });

  it('searches by title or ingredient regardless of accents and case, filters and paginates', async () => {
    const { body: u } = await subscribedUser(t).then(async (user) => ({ body: user }));
    await create(u, { ...gratin, title: 'Crème brûlée', type: 'dessert', ingredients: ['50 cl de crème', '6 jaunes d’œufs', '100 g de sucre'] }).expect(201);
    await create(u, { ...gratin, title: 'Poulet basquaise', ingredients: ['1 poulet', '3 poivrons', '4 tomates'] }).expect(201);
    const soupe = await create(u, { ...gratin, title: 'Velouté de potiron', type: 'entrée', ingredients: ['1 kg de potiron', '20 cl de crème'] }).expect(201);

    const titles = async (query: string) =>
      (await t.http().get(`/api/recipes?${query}`).set(u.auth).expect(200)).body.items.map((r: { title: string }) => r.title).sort();
    expect(await titles('q=creme')).toEqual(['Crème brûlée', 'Velouté de potiron']);
    expect(await titles('q=BRULEE')).toEqual(['Crème brûlée']);
    expect(await titles('q=poivron')).toEqual(['Poulet basquaise']);
    expect(await titles('q=creme%20potiron')).toEqual(['Velouté de potiron']);
    expect(await titles('q=100%25')).toEqual([]);
    expect(await titles('type=dessert')).toEqual(['Crème brûlée']);
    expect(await titles('source=generated')).toEqual([]);
    expect(await titles('source=own')).toHaveLength(3);

    await t.http().put(`/api/recipes/${soupe.body.id}/favorite`).set(u.auth).expect(200);
    expect(await titles('favorite=true')).toEqual(['Velouté de potiron']);
    expect(await titles('favorite=false')).toEqual(['Crème brûlée', 'Poulet basquaise']);

    // Cookable: every ingredient covered by the fridge.
    for (const name of ['potiron', 'crème fraîche']) {
      await t.http().post('/api/inventory-items').set(u.auth).send({ name }).expect(201);
    }
    expect(await titles('cookable=true')).toEqual(['Velouté de potiron']);

    const page = await t.http().get('/api/recipes?pageSize=2&page=2').set(u.auth).expect(200);
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.items).toHaveLength(1);
  });

  it('edits only what it is given, re-reading changed lines', async () => {
    const { body } = await create(a, { ...gratin, title: 'À modifier' }).expect(201);
    const res = await t.http().patch(`/api/recipes/${body.id}`).set(a.auth).send({ ingredients: ['3 œufs'], servings: 2, version: body.version }).expect(200);
    expect(res.body).toMatchObject({ title: 'À modifier', servings: 2, ingredients: ['3 œufs'], steps: gratin.steps });
    expect(res.body.parsedIngredients).toEqual([{ quantity: 3, unit: 'unité', name: 'œufs' }]);
  });

  it('favourites are a per-user mark, idempotent, seen by the favourites screen', async () => {
    const { body } = await create(a, { ...gratin, title: 'Tarte fine' }).expect(201);
    await t.http().put(`/api/recipes/${body.id}/favorite`).set(a.auth).expect(200);
    const again = await t.http().put(`/api/recipes/${body.id}/favorite`).set(a.auth).expect(200);
    expect(again.body.favorite).toBe(true);
    const favs = await t.http().get('/api/favorites').set(a.auth).expect(200);
    expect(favs.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: body.id, recipeId: body.id, recipeTitle: 'Tarte fine' })]));
    await t.http().delete(`/api/recipes/${body.id}/favorite`).set(a.auth).expect(200);
    await t.http().delete(`/api/recipes/${body.id}/favorite`).set(a.auth).expect(200);
    expect((await t.http().get(`/api/recipes/${body.id}`).set(a.auth).expect(200)).body.favorite).toBe(false);
  });

  it('a suggestion made a favourite is kept in the book once', async () => {
    const suggestion = {
      recipeId: 'sugg-ratatouille',
      recipeTitle: 'Ratatouille',
      ingredients: ['2 courgettes', '1 aubergine'],
      instructions: ['Couper.', 'Mijoter.'],
      type: 'plat',
      servings: 4,
      preparationTime: 30,
      difficulty: 'facile',
    };
    const fav = await t.http().post('/api/favorites').set(a.auth).send(suggestion).expect(201);
    await t.http().post('/api/favorites').set(a.auth).send(suggestion).expect(201);
    const book = await t.http().get('/api/recipes?q=ratatouille').set(a.auth).expect(200);
    expect(book.body.items).toHaveLength(1);
    expect(book.body.items[0]).toMatchObject({ id: fav.body.id, source: 'generated', originId: 'sugg-ratatouille', favorite: true, steps: ['Couper.', 'Mijoter.'] });
    await t.http().delete('/api/favorites/by-recipe/sugg-ratatouille').set(a.auth).expect(204);
    // Unmarked, still in the book.
    expect((await t.http().get(`/api/recipes/${fav.body.id}`).set(a.auth).expect(200)).body.favorite).toBe(false);
  });

  it('deletes a recipe; a planned meal keeps its title and stops pointing at it', async () => {
    const { body } = await create(a, { ...gratin, title: 'À supprimer' }).expect(201);
    await t.http().delete(`/api/recipes/${body.id}`).set(a.auth).expect(204);
    await t.http().get(`/api/recipes/${body.id}`).set(a.auth).expect(404);
    await t.http().delete(`/api/recipes/${body.id}`).set(a.auth).expect(404);
  });

  describe('another household’s recipe answers 404 on every route', () => {
    let id: string;
    beforeAll(async () => {
      id = (await create(a, { ...gratin, title: 'Secret de famille' }).expect(201)).body.id;
    });

    it.each([
      ['get', (x: string) => `/api/recipes/${x}`, undefined],
      ['get', (x: string) => `/api/recipes/${x}?servings=2`, undefined],
      ['patch', (x: string) => `/api/recipes/${x}`, { title: 'Volé' }],
      ['delete', (x: string) => `/api/recipes/${x}`, undefined],
      ['put', (x: string) => `/api/recipes/${x}/favorite`, undefined],
      ['delete', (x: string) => `/api/recipes/${x}/favorite`, undefined],
    ] as const)('%s %s', async (method, url, body) => {
      for (const target of [id, '00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
        const req = t.http()[method](url(target)).set(stranger.auth);
        const res = await (body ? req.send(body) : req).expect(404);
        expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.notFound });
      }
      const untouched = await t.http().get(`/api/recipes/${id}`).set(a.auth).expect(200);
      expect(untouched.body).toMatchObject({ title: 'Secret de famille', favorite: false });
    });

    it('and the stranger’s list and search do not show it', async () => {
      const res = await t.http().get('/api/recipes?q=secret').set(stranger.auth).expect(200);
      expect(res.body.items).toEqual([]);
    });
  });

  describe('bad input: a clear French message and no half-written recipe', () => {
    it.each([
      [{ ...gratin, title: '   ' }, M.titleRequired],
      [{ ...gratin, title: 'x'.repeat(161) }, M.titleTooLong],
      [{ ...gratin, ingredients: 'des patates' }, M.ingredientsInvalid],
      [{ ...gratin, ingredients: ['x'.repeat(301)] }, M.ingredientsInvalid],
      [{ ...gratin, steps: [42] }, M.stepsInvalid],
      [{ ...gratin, servings: 0 }, M.servingsInvalid],
      [{ ...gratin, preparationTime: -5 }, M.timeInvalid],
      [{ ...gratin, difficulty: 'extrême' }, M.difficultyInvalid],
      [{ ...gratin, type: 'goûter' }, MESSAGES.dishTypeInvalid],
      [{ ...gratin, image: 'javascript:alert(1)' }, M.imageInvalid],
      [{ ...gratin, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, M.tagsInvalid],
    ])('%#', async (body, message) => {
      const user = await subscribedUser(t);
      const res = await create(user, body).expect(400);
      expect(res.body.message).toBe(message);
      const list = await t.http().get('/api/recipes').set(user.auth).expect(200);
      expect(list.body.total).toBe(0);
    });

    it('a PATCH with one bad field changes nothing', async () => {
      const { body } = await create(a, { ...gratin, title: 'Intact' }).expect(201);
      const res = await t.http().patch(`/api/recipes/${body.id}`).set(a.auth).send({ title: 'Nouveau', servings: 99 }).expect(400);
      expect(res.body.message).toBe(M.servingsInvalid);
      expect((await t.http().get(`/api/recipes/${body.id}`).set(a.auth).expect(200)).body.title).toBe('Intact');
    });

    it.each([
      ['type=goûter', MESSAGES.dishTypeInvalid],
      ['source=volé', M.sourceInvalid],
      ['favorite=oui', M.flagInvalid],
      ['page=0', M.pageInvalid],
      ['pageSize=500', M.pageSizeInvalid],
      [`q=${'a'.repeat(101)}`, M.queryTooLong],
    ])('GET ?%s', async (query, message) => {
      const res = await t.http().get(`/api/recipes?${encodeURI(query)}`).set(a.auth).expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  it('pushes every change live to the household, and only to it', async () => {
    const mine = await connectSocket(t.baseUrl, a.accessToken);
    const theirs = await connectSocket(t.baseUrl, stranger.accessToken);
    const strangerSaw: unknown[] = [];
    theirs.on('household.changed', (p: unknown) => strangerSaw.push(p));
    try {
      const created = mine.next('household.changed');
      const { body } = await create(a, { ...gratin, title: 'En direct' }).expect(201);
      expect(await created).toEqual({ resource: 'recipes', action: 'created', ids: [body.id], actorId: a.user.id });
      const updated = mine.next('household.changed');
      await t.http().patch(`/api/recipes/${body.id}`).set(a.auth).send({ servings: 2 }).expect(200);
      expect(await updated).toMatchObject({ resource: 'recipes', action: 'updated', ids: [body.id] });
      const deleted = mine.next('household.changed');
      await t.http().delete(`/api/recipes/${body.id}`).set(a.auth).expect(204);
      expect(await deleted).toMatchObject({ resource: 'recipes', action: 'deleted', ids: [body.id] });
      expect(strangerSaw).toEqual([]);
    } finally {
      mine.disconnect();
      theirs.disconnect();
    }
  });
});

describe('suggestions handed to the book', () => {
  const t = useTestStack();
  let a: TestUser;
  beforeAll(async () => {
    a = await subscribedUser(t);
  });

  it('"Garder dans mes recettes" keeps once; planning and the list then point at the kept recipe', async () => {
    const suggestion = { originId: 'sugg-curry-1', title: 'Curry de légumes', servings: 4, ingredients: ['400 g de pois chiches', '1 oignon'], steps: ['Mijoter.'] };
    const kept = await t.http().post('/api/recipes/keep').set(a.auth).send(suggestion).expect(201);
    const again = await t.http().post('/api/recipes/keep').set(a.auth).send(suggestion).expect(201);
    expect(again.body.id).toBe(kept.body.id);
    expect(kept.body).toMatchObject({ source: 'generated', originId: 'sugg-curry-1' });

    const meal = await t
      .http()
      .post('/api/planned-meals')
      .set(a.auth)
      .send({ recipeTitle: 'Curry de légumes', recipeId: 'sugg-curry-1', date: '2026-12-01', time: '19:00', servings: 2, type: 'plat' })
      .expect(201);
    const fromBook = await t
      .http()
      .post('/api/planned-meals')
      .set(a.auth)
      .send({ recipeTitle: 'Curry de légumes', recipeId: kept.body.id, date: '2026-12-02', time: '19:00', servings: 2, type: 'plat' })
      .expect(201);
    const rows = await t.db.query(`SELECT id, recipe_ref FROM planned_meals WHERE id = ANY($1)`, [[meal.body.id, fromBook.body.id]]);
    expect(rows.map((r: { recipe_ref: string }) => r.recipe_ref)).toEqual([kept.body.id, kept.body.id]);

    const bad = await t.http().post('/api/recipes/keep').set(a.auth).send({ ...suggestion, originId: '' }).expect(400);
    expect(bad.body.message).toBe(MESSAGES.recipeIdRequired);
  });
});
