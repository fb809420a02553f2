import { EFFORT_MAX_MINUTES, kitchenToday, MEAL_PLAN_MESSAGES } from '#contracts';
import type { MealPlan } from '#contracts';
import { addDays } from '#domain/meal-plans';
import {
  connectSocket,
  fakeReply,
  recipeAnswerText,
  subscribedUser,
  useModelStack,
  type FakeModelServer,
  type TestApp,
  type TestSocket,
  type TestUser,
} from '#testing';

/** The week planner with a model (the `openai` provider against a local stand-in): answers checked, refusals asked again, failures told. */
describe('Planifier ma semaine with a model', () => {
  let fake: FakeModelServer;
  let t: TestApp;
  let u: TestUser;
  let socket: TestSocket;
  const today = kitchenToday();
  const week = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const body = { weekStart: week, slots: [0, 1].map((i) => ({ date: addDays(week, i), meal: 'dinner', effort: 'long' })) };

  const m = useModelStack({
    AI_RECIPE_PROVIDER: 'openai',
    AI_RECIPE_CACHE_SECONDS: '0',
  });

  beforeAll(async () => {
    ({ fake, t } = m);
    u = await subscribedUser(t, { dietaryRestrictions: ['none'], avoidedFoods: ['champignons'], servings: 4 });
    socket = await connectSocket(m.baseUrl, u.accessToken);
  });
  afterAll(() => socket.disconnect());

  it("asks again, with the reason, when the model's dish breaks a rule, and shows only dishes that keep them", async () => {
    let n = 0;
    fake.reply(fakeReply.text(recipeAnswerText({ title: 'Poêlée aux champignons', ingredients: ['300 g de champignons', '2 œufs', '20 cl de crème'] })));
    // Two dinners running on the same protein and base, or two gratins within three days, are refused
    // by the week's own rules (the model's usual gratin is eggs and rice): the second is a curry of
    // lentils and pasta.
    const lentils = ['200 g de lentilles corail', '300 g de pâtes', '2 courgettes', '20 cl de crème', '1 pincée de sel'];
    fake.setDefault(() => fakeReply.text(recipeAnswerText({ title: `${++n % 2 === 0 ? 'Curry' : 'Gratin'} de la maison n°${n}`, ...(n % 2 === 0 ? { ingredients: lentils } : {}) })));
    const ready = socket.next('meal_plan.ready');
    await t.http().post('/api/meal-plans').set(u.auth).send(body).expect(202);
    const { plan } = (await ready) as { plan: MealPlan };
    expect(plan.status).toBe('ready');
    expect(plan.slots.map((s) => s.dish?.title)).toEqual(['Gratin de la maison n°1', 'Curry de la maison n°2']);
    // The refused answer went back to the model with why.
    expect(JSON.stringify(fake.requests[1]!.body)).toMatch(/champignons/);
  });

  it("refuses a dish longer than a quick evening allows, telling the model its time and the limit", async () => {
    let n = 0;
    const quick = { ...body, slots: body.slots.map((s) => ({ ...s, effort: 'rapide' })) };
    fake.reply(fakeReply.text(recipeAnswerText({ title: 'Bœuf bourguignon', preparationTime: 60, ingredients: ['800 g de bœuf', '75 cl de vin rouge', '4 carottes', '1 pincée de sel'] })));
    const lentils = ['200 g de lentilles corail', '300 g de pâtes', '2 courgettes', '20 cl de crème', '1 pincée de sel'];
    fake.setDefault(() => fakeReply.text(recipeAnswerText({ title: `${++n % 2 === 0 ? 'Curry' : 'Poêlée'} express n°${n}`, preparationTime: 25 + n, ...(n % 2 === 0 ? { ingredients: lentils } : {}) })));
    const ready = socket.next('meal_plan.ready');
    await t.http().post('/api/meal-plans').set(u.auth).send(quick).expect(202);
    const { plan } = (await ready) as { plan: MealPlan };
    expect(plan.slots.map((s) => s.dish?.title)).toEqual(['Poêlée express n°1', 'Curry express n°2']);
    expect(plan.slots.every((s) => s.dish!.preparationTime <= EFFORT_MAX_MINUTES.rapide!)).toBe(true);
    // The validator in front of the model said why, with the limit, before the planner saw the dish.
    expect(JSON.stringify(fake.requests[1]!.body)).toContain(`Trop long\u00a0: 1\u00a0h, la semaine demande au plus ${EFFORT_MAX_MINUTES.rapide}\u00a0min`);
  });

  it('after the last retry, the draft says why and the family is told (meal_plan.failed)', async () => {
    fake.setDefault(fakeReply.error(503, { error: { message: 'surcharge' } }));
    const failed = socket.next('meal_plan.failed');
    const res = await t.http().post('/api/meal-plans').set(u.auth).send(body).expect(202);
    const event = await failed;
    expect(event.planId).toBe(res.body.planId);
    expect(event.error).toBe(`${MEAL_PLAN_MESSAGES.planFailed}le service de recettes a répondu 503`);
    const plan = (await t.http().get(`/api/meal-plans/${res.body.planId}`).set(u.auth).expect(200)).body as MealPlan;
    expect(plan.status).toBe('failed');
    expect(plan.slots.every((s) => s.status === 'failed' && s.dish === null)).toBe(true);
    const job = await t.http().get(`/api/meal-plans/jobs/${res.body.jobId}`).set(u.auth).expect(200);
    expect(job.body.status).toBe('failed');
  });
});
