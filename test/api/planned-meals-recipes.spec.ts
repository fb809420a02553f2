import { subscribedUser, useTestStack, type TestUser } from '#testing';

// One recipe, many uses: a planned meal points at the book's recipe and reads its lines from it;
// planning a suggestion keeps it in the book once; deleting a recipe from the book leaves the meals
// planned with it whole, and "Annuler" brings it back.
describe('planned meals read their recipe from the book', () => {
  const t = useTestStack();
  let a: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });
  const suggestion = {
    recipeId: 'risotto-courge-42',
    recipeTitle: 'Risotto à la courge',
    date: '2026-12-02',
    time: '19:30',
    servings: 4,
    type: 'plat',
    recipeServings: 2,
    ingredients: ['150 g de riz arborio', '300 g de courge'],
    instructions: ['Nacrer le riz.', 'Mouiller peu à peu.'],
  };
  const book = async (user: TestUser, q = '') => (await t.http().get('/api/recipes').query(q ? { q } : {}).set(user.auth).expect(200)).body.items as { id: string; title: string; source: string }[];

  it('keeps a planned suggestion in the book once, and the meals follow an edit of the recipe', async () => {
    const first = (await t.http().post('/api/planned-meals').set(a.auth).send(suggestion).expect(201)).body;
    const second = (await t.http().post('/api/planned-meals').set(a.auth).send({ ...suggestion, date: '2026-12-09' }).expect(201)).body;
    expect(first).toMatchObject({ recipeTitle: 'Risotto à la courge', recipeServings: 2, ingredients: suggestion.ingredients, instructions: suggestion.instructions });
    const kept = (await book(a, 'risotto')).filter((r) => r.title === 'Risotto à la courge');
    expect(kept).toEqual([expect.objectContaining({ source: 'generated' })]);
    const refs = await t.db.query('SELECT recipe_ref FROM planned_meals WHERE id = ANY($1)', [[first.id, second.id]]);
    expect(refs.map((r: { recipe_ref: string }) => r.recipe_ref)).toEqual([kept[0]!.id, kept[0]!.id]);

    const { version } = (await t.http().get(`/api/recipes/${kept[0]!.id}`).set(a.auth).expect(200)).body;
    await t.http().patch(`/api/recipes/${kept[0]!.id}`).set(a.auth).send({ version, ingredients: ['150 g de riz arborio', '400 g de courge butternut'] }).expect(200);
    const meals = (await t.http().get('/api/planned-meals').query({ from: '2026-12-01', to: '2026-12-31' }).set(a.auth).expect(200)).body;
    for (const meal of meals.filter((m: { recipeTitle: string }) => m.recipeTitle === 'Risotto à la courge')) {
      expect(meal.ingredients).toEqual(['150 g de riz arborio', '400 g de courge butternut']);
    }
    // Planned from the book by its id: the same recipe, no copy.
    const fromBook = (await t.http().post('/api/planned-meals').set(a.auth).send({ recipeId: kept[0]!.id, recipeTitle: 'Risotto à la courge', date: '2026-12-16', time: '19:30', servings: 3, type: 'plat' }).expect(201)).body;
    expect(fromBook.ingredients).toEqual(['150 g de riz arborio', '400 g de courge butternut']);
    expect((await book(a, 'risotto')).filter((r) => r.title === 'Risotto à la courge')).toHaveLength(1);
  });

  it('leaves the planned meals whole when their recipe leaves the book, and "Annuler" restores it', async () => {
    const meal = (await t.http().post('/api/planned-meals').set(a.auth).send({ ...suggestion, recipeId: 'tarte-poireaux-7', recipeTitle: 'Tarte aux poireaux', ingredients: ['3 poireaux', '1 pâte brisée'] }).expect(201)).body;
    const recipe = (await book(a, 'poireaux')).find((r) => r.title === 'Tarte aux poireaux')!;
    await t.http().put(`/api/recipes/${recipe.id}/favorite`).set(a.auth).expect(200);

    await t.http().delete(`/api/recipes/${recipe.id}`).set(a.auth).expect(204);
    expect((await book(a, 'poireaux')).map((r) => r.id)).not.toContain(recipe.id);
    await t.http().get(`/api/recipes/${recipe.id}`).set(a.auth).expect(404);
    const still = (await t.http().get(`/api/planned-meals/${meal.id}`).set(a.auth).expect(200)).body;
    expect(still.ingredients).toEqual(['3 poireaux', '1 pâte brisée']);

    await t.http().post(`/api/recipes/${recipe.id}/restore`).set(stranger.auth).expect(404);
    const back = (await t.http().post(`/api/recipes/${recipe.id}/restore`).set(a.auth).expect(200)).body;
    expect(back).toMatchObject({ id: recipe.id, title: 'Tarte aux poireaux', favorite: true });
    expect((await book(a, 'poireaux')).map((r) => r.id)).toContain(recipe.id);
    // Restoring twice is harmless.
    await t.http().post(`/api/recipes/${recipe.id}/restore`).set(a.auth).expect(200);
  });

  it('brings a deleted suggestion back when it is planned again, instead of keeping a second copy', async () => {
    const body = { ...suggestion, recipeId: 'veloute-9', recipeTitle: 'Velouté de potimarron', ingredients: ['1 potimarron'] };
    await t.http().post('/api/planned-meals').set(a.auth).send(body).expect(201);
    const recipe = (await book(a, 'potimarron'))[0]!;
    await t.http().delete(`/api/recipes/${recipe.id}`).set(a.auth).expect(204);
    await t.http().post('/api/planned-meals').set(a.auth).send({ ...body, date: '2026-12-20' }).expect(201);
    expect((await book(a, 'potimarron')).map((r) => r.id)).toEqual([recipe.id]);
  });
});
