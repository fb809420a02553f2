import { FOODS_MAX_COUNT, MESSAGES } from '#contracts';
import { createTestApp, signUpUser, type TestApp } from '#testing';

describe('preferences (questionnaire and settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has none before the questionnaire, then saves both shapes with the spec defaults', async () => {
    const u = await signUpUser(t);
    const none = await t.http().get('/api/preferences').set(u.auth).expect(404);
    expect(none.body.code).toBe('PREFERENCES_NOT_SET');

    const saved = await t
      .http()
      .put('/api/preferences')
      .set(u.auth)
      .send({
        householdSize: { adults: 2, children: 3 },
        dietaryRestrictions: ['vegan', 'glutenFree'],
        preferredFoods: [' tomates ', 'Tomates', 'riz', ''],
        avoidedFoods: ['céleri'],
        shoppingFrequency: 'monthly',
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      householdSize: { adults: 2, children: 3 },
      dietaryRestrictions: ['vegan', 'glutenFree'],
      preferredFoods: ['tomates', 'riz'],
      avoidedFoods: ['céleri'],
      shoppingFrequency: 'monthly',
      difficulty: 'facile',
      servings: 4,
    });

    const changed = await t.http().put('/api/preferences').set(u.auth).send({ difficulty: 'moyen', servings: 6 }).expect(200);
    expect(changed.body).toMatchObject({ difficulty: 'moyen', servings: 6, shoppingFrequency: 'monthly' });
    const read = await t.http().get('/api/preferences').set(u.auth).expect(200);
    expect(read.body).toEqual(changed.body);
  });

  it('defaults to 1 adult, 0 children, weekly when only restrictions are given', async () => {
    const u = await signUpUser(t);
    const res = await t.http().put('/api/preferences').set(u.auth).send({ dietaryRestrictions: ['none'] }).expect(200);
    expect(res.body).toMatchObject({ householdSize: { adults: 1, children: 0 }, shoppingFrequency: 'weekly', dietaryRestrictions: ['none'] });
  });

  it("'none' never stands beside a real restriction", async () => {
    const u = await signUpUser(t);
    const res = await t.http().put('/api/preferences').set(u.auth).send({ dietaryRestrictions: ['none', 'halal'] }).expect(200);
    expect(res.body.dietaryRestrictions).toEqual(['halal']);
  });

  it.each([
    [{ householdSize: { adults: 0, children: 0 } }, MESSAGES.adultsRange],
    [{ householdSize: { adults: 11, children: 0 } }, MESSAGES.adultsRange],
    [{ householdSize: { adults: 2, children: 10 } }, MESSAGES.childrenRange],
    [{ dietaryRestrictions: ['paleo'] }, MESSAGES.restrictionUnknown],
    [{ shoppingFrequency: 'yearly' }, MESSAGES.frequencyInvalid],
    [{ difficulty: 'extrême' }, MESSAGES.difficultyInvalid],
    [{ servings: 0 }, MESSAGES.servingsRange],
    [{ preferredFoods: ['x'.repeat(61)] }, MESSAGES.foodInvalid],
    [{ avoidedFoods: Array.from({ length: FOODS_MAX_COUNT + 1 }, (_, i) => `aliment ${i}`) }, MESSAGES.foodInvalid],
  ])('refuses %j with its French message and saves nothing', async (body, message) => {
    const u = await signUpUser(t);
    const res = await t.http().put('/api/preferences').set(u.auth).send(body).expect(400);
    expect(res.body.message).toBe(message);
    await t.http().get('/api/preferences').set(u.auth).expect(404);
  });

  it('needs a signed-in user', async () => {
    const res = await t.http().put('/api/preferences').send({ servings: 2 }).expect(401);
    expect(res.body.message).toBe('Utilisateur non connecté');
  });
});
