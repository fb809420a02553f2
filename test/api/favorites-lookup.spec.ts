import { subscribedUser, useTestStack, type TestUser } from '#testing';

// The suggestions page asks, for every recipe it shows, whether it is a favourite: the answer is a
// list of zero or one, never a 404 the browser would log as an error.
describe('GET /api/favorites?recipeId=', () => {
  const t = useTestStack();
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    [a, b] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });

  const recipe = {
    recipeId: 'roesti-bernois',
    recipeTitle: 'Rösti bernois',
    ingredients: ['1 kg de pommes de terre'],
    instructions: ['Râper.', 'Dorer.'],
    type: 'plat',
    servings: 4,
    preparationTime: 40,
    difficulty: 'facile',
  };

  it('answers the favourite of that recipe, or an empty list, with 200', async () => {
    const none = await t.http().get('/api/favorites?recipeId=roesti-bernois').set(a.auth).expect(200);
    expect(none.body).toEqual([]);

    const added = await t.http().post('/api/favorites').set(a.auth).send(recipe).expect(201);
    await t.http().post('/api/favorites').set(a.auth).send({ ...recipe, recipeId: 'autre', recipeTitle: 'Autre' }).expect(201);
    const found = await t.http().get('/api/favorites?recipeId=roesti-bernois').set(a.auth).expect(200);
    expect(found.body).toEqual([expect.objectContaining({ id: added.body.id, recipeId: 'roesti-bernois' })]);

    // Another account's favourites stay its own.
    const other = await t.http().get('/api/favorites?recipeId=roesti-bernois').set(b.auth).expect(200);
    expect(other.body).toEqual([]);

    // Without the parameter: every favourite, as before.
    const all = await t.http().get('/api/favorites').set(a.auth).expect(200);
    expect(all.body.map((f: { recipeId: string }) => f.recipeId).sort()).toEqual(['autre', 'roesti-bernois']);
  });

  it('an empty recipeId matches nothing', async () => {
    const res = await t.http().get('/api/favorites?recipeId=').set(a.auth).expect(200);
    expect(res.body).toEqual([]);
  });
});
