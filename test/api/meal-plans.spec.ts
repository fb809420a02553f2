import ICAL from 'ical.js';
import { findAvoidedFoods, findRestrictionViolations } from '#ai';
import { AISLE_OVERRIDES_MAX, EFFORT_MAX_MINUTES, MEAL_PLAN_MESSAGES, kitchenToday, type MealPlan, type PlanSlot, type PreferencesUpdate, type ShoppingItem, type WeekGroceryLine } from '#contracts';
import { weekBreaks, PlannerContextService, addDays } from '#domain/meal-plans';
import { connectSocket, eventually, subscribedUser, useTestStack, type TestUser } from '#testing';

const OMNIVORE: PreferencesUpdate = {
  householdSize: { adults: 2, children: 2 },
  dietaryRestrictions: ['none'],
  preferredFoods: [],
  avoidedFoods: ['champignons'],
  servings: 4,
};
const VEGAN: PreferencesUpdate = { householdSize: { adults: 1, children: 0 }, dietaryRestrictions: ['vegan'], preferredFoods: [], avoidedFoods: ['poivron'], servings: 2 };

/** The Monday after today, in the kitchen's calendar. */
function nextMonday(): string {
  const today = kitchenToday();
  const day = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 - day);
}
const dinners = (weekStart: string, n = 7, effort: (i: number) => string = (i) => (i < 5 ? 'rapide' : 'normal')) =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(weekStart, i), meal: 'dinner', effort: effort(i) }));

describe('Planifier ma semaine (meal plans)', () => {
  const t = useTestStack({ listen: true, env: { REDIS_PREFIX: `${process.env.REDIS_PREFIX}:week` } });
  const week = nextMonday();

  async function planWeek(u: TestUser, body: object): Promise<MealPlan> {
    const res = await t.http().post('/api/meal-plans').set(u.auth).send(body).expect(202);
    expect(res.body).toEqual({ jobId: expect.any(String), planId: expect.any(String) });
    return waitJob(u, res.body.jobId);
  }
  async function waitJob(u: TestUser, jobId: string): Promise<MealPlan> {
    return eventually(async () => {
      const job = await t.http().get(`/api/meal-plans/jobs/${jobId}`).set(u.auth).expect(200);
      if (job.body.status !== 'completed') throw new Error(`job ${job.body.status}`);
      return job.body.plan as MealPlan;
    });
  }
  async function context(u: TestUser, plan: MealPlan) {
    const household = (await t.http().get('/api/households/current').set(u.auth).expect(200)).body.id as string;
    return t.app.get(PlannerContextService).load(u.user.id, household, plan.weekStart, plan.vegetarianEvenings);
  }
  async function joinHousehold(owner: TestUser, member: TestUser): Promise<TestUser> {
    const household = (await t.http().get('/api/households/current').set(owner.auth).expect(200)).body.id;
    await t.db.query('UPDATE household_members SET household_id = $1 WHERE user_id = $2', [household, member.user.id]);
    const res = await t.http().post('/api/auth/sign-in').send({ email: member.email, password: member.password }).expect(200);
    return { ...member, accessToken: res.body.accessToken, auth: { Authorization: `Bearer ${res.body.accessToken}` } };
  }
  const filled = (plan: MealPlan) => plan.slots.filter((s) => s.dish) as (PlanSlot & { dish: NonNullable<PlanSlot['dish']> })[];

  describe('an omnivore family with a fridge and last week behind it', () => {
    let u: TestUser;
    let plan: MealPlan;

    beforeAll(async () => {
      u = await subscribedUser(t, OMNIVORE);
      // Courgettes to use by Wednesday; last week's dinners.
      await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Courgettes', quantity: 4, unit: 'unité', expirationDate: addDays(week, 2) }).expect(201);
      await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Riz', quantity: 1, unit: 'kg' }).expect(201);
      for (const [i, title, recipeId] of [
        [1, 'Spaghetti bolognaise', 'spaghetti-bolognaise'],
        [3, 'Poulet au citron confit et aux olives', 'poulet-citron-confit-olives'],
        [5, 'Tortilla espagnole', 'tortilla-espagnole'],
      ] as const) {
        await t.http().post('/api/planned-meals').set(u.auth).send({ recipeTitle: title, recipeId, date: addDays(week, -7 + i), time: '19:00', servings: 4, type: 'plat' }).expect(201);
      }
      plan = await planWeek(u, { weekStart: week, slots: dinners(week) });
    });

    it('fills the seven dinners, each with one line saying why, and keeps every rule of the week', async () => {
      expect(plan.status).toBe('ready');
      expect(filled(plan)).toHaveLength(7);
      for (const slot of filled(plan)) {
        expect(slot.why).toMatch(/\S/);
        expect(slot.dish.servings).toBe(4);
        expect(findAvoidedFoods(slot.dish.ingredients, ['champignons'])).toEqual([]);
      }
      expect(weekBreaks(plan.slots, await context(u, plan))).toEqual([]);
    });

    it('has no recipe twice, none from the last 14 days, no protein more than twice, two vegetarian evenings', () => {
      const ids = filled(plan).map((s) => s.dish.recipeId);
      expect(new Set(ids).size).toBe(7);
      expect(ids).not.toEqual(expect.arrayContaining(['spaghetti-bolognaise']));
      expect(ids).not.toContain('poulet-citron-confit-olives');
      expect(ids).not.toContain('tortilla-espagnole');
      const proteins = filled(plan).map((s) => s.dish.protein).filter(Boolean);
      for (const p of new Set(proteins)) expect(proteins.filter((x) => x === p).length).toBeLessThanOrEqual(2);
      expect(filled(plan).filter((s) => s.dish.vegetarian).length).toBeGreaterThanOrEqual(2);
    });

    it('keeps weekday dinners within the chosen effort', () => {
      for (const slot of filled(plan)) {
        const max = EFFORT_MAX_MINUTES[slot.effort];
        if (max !== null) expect(slot.dish.preparationTime).toBeLessThanOrEqual(max);
      }
    });

    it('uses the courgettes that expire on Wednesday by Wednesday, and says so', () => {
      const users = filled(plan).filter((s) => s.dish.ingredients.some((l) => /courgette/i.test(l)));
      expect(users.length).toBeGreaterThan(0);
      expect(users[0]!.date <= addDays(week, 2)).toBe(true);
      expect(users[0]!.why).toMatch(/courgettes qui expirent (lundi|mardi|mercredi)/);
    });

    it('remembers the choice of meals and efforts', async () => {
      const res = await t.http().get('/api/meal-plans/choice').set(u.auth).expect(200);
      expect(res.body.slots).toHaveLength(7);
      expect(res.body.slots[0]).toEqual({ weekday: 0, meal: 'dinner', effort: 'rapide' });
      expect(res.body.slots[6]).toEqual({ weekday: 6, meal: 'dinner', effort: 'normal' });
    });

    it('writes nothing to the planning before the week is accepted', async () => {
      const res = await t.http().get(`/api/planned-meals?from=${week}&to=${addDays(week, 6)}`).set(u.auth).expect(200);
      expect(res.body).toEqual([]);
    });
  });

  describe("the family's favourites", () => {
    it('draws on them as well as on new recipes, and says so', async () => {
      const u = await subscribedUser(t, OMNIVORE);
      const favourite = (recipeId: string, recipeTitle: string, ingredients: string[]) =>
        t.http().post('/api/favorites').set(u.auth).send({
          recipeId, recipeTitle, description: 'La recette de la maison.', preparationTime: 30, servings: 2, difficulty: 'facile', type: 'plat',
          ingredients, instructions: ['Préparer.', 'Cuire.'],
        });
      await favourite('gratin-de-mamie', 'Gratin de Mamie', ['500 g de pommes de terre', '20 cl de crème', '100 g de gruyère']);
      await favourite('truite-du-lac', 'Truite du lac', ['2 truites', '1 citron', '20 g de beurre']);
      const plan = await planWeek(u, { weekStart: week, slots: dinners(week) });
      const saved = filled(plan).filter((s) => s.dish.source === 'favorite');
      expect(saved.length).toBeGreaterThanOrEqual(1);
      expect(saved.length).toBeLessThanOrEqual(2);
      for (const s of saved) {
        expect(s.why).toMatch(/(^U|, u)n favori de la famille/);
        // Scaled from 2 to the household's 4.
        expect(s.dish.servings).toBe(4);
      }
      expect(weekBreaks(plan.slots, await context(u, plan))).toEqual([]);
    });
  });

  describe('the last evening for the fridge’s meat', () => {
    it('two dinners left and two meatless evenings asked: the chicken that expires on the second is its dinner, and the week breaks no rule', async () => {
      const u = await subscribedUser(t, OMNIVORE);
      const saturday = addDays(week, 5);
      const sunday = addDays(week, 6);
      await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Poulet', quantity: 600, unit: 'g', expirationDate: sunday }).expect(201);
      const plan = await planWeek(u, { weekStart: week, slots: [saturday, sunday].map((date) => ({ date, meal: 'dinner', effort: 'normal' })), vegetarianEvenings: 2 });
      const [sat, sun] = filled(plan);
      expect(sat!.dish.vegetarian).toBe(true);
      expect(sun!.dish.ingredients.join(' ')).toMatch(/poulet/i);
      expect(sun!.why).toMatch(/^Utilise le poulet qui expire le jour même/);
      expect(weekBreaks(plan.slots, await context(u, plan))).toEqual([]);
    });
  });

  describe('a vegan member and an omnivore in one household', () => {
    it('honours both members: vegan dishes, neither avoided food, the planner’s portions', async () => {
      const owner = await subscribedUser(t, OMNIVORE);
      const vegan = await joinHousehold(owner, await subscribedUser(t, VEGAN));
      const plan = await planWeek(vegan, { weekStart: week, slots: dinners(week, 4, () => 'long') });
      expect(filled(plan)).toHaveLength(4);
      for (const slot of filled(plan)) {
        expect(findRestrictionViolations(slot.dish.ingredients, ['vegan'])).toEqual([]);
        expect(findAvoidedFoods(slot.dish.ingredients, ['champignons', 'poivron'])).toEqual([]);
        expect(slot.dish.servings).toBe(2);
      }
      expect(weekBreaks(plan.slots, await context(vegan, plan))).toEqual([]);
      // The owner sees the same draft.
      const seen = await t.http().get(`/api/meal-plans/current?weekStart=${week}`).set(owner.auth).expect(200);
      expect(seen.body.plan.id).toBe(plan.id);
    });
  });

  describe('adjusting and accepting', () => {
    let u: TestUser;
    let plan: MealPlan;
    const tuesday = () => addDays(week, 1);

    beforeAll(async () => {
      u = await subscribedUser(t, OMNIVORE);
      plan = await planWeek(u, { weekStart: week, slots: dinners(week, 5) });
    });

    it('swaps Tuesday for another dish that keeps the rules; "sans viande" gives a vegetarian one', async () => {
      const before = plan.slots.find((s) => s.date === tuesday())!.dish!;
      const res = await t.http().post(`/api/meal-plans/${plan.id}/swap`).set(u.auth).send({ date: tuesday(), meal: 'dinner', reason: 'meatless' }).expect(202);
      plan = await waitJob(u, res.body.jobId);
      const after = plan.slots.find((s) => s.date === tuesday())!;
      expect(after.dish!.recipeId).not.toBe(before.recipeId);
      expect(after.dish!.vegetarian).toBe(true);
      expect(after.status).toBe('filled');
      expect(weekBreaks(plan.slots, await context(u, plan))).toEqual([]);
    });

    it('"plus rapide" gives a shorter dish', async () => {
      const thursday = addDays(week, 3);
      await t.http().post(`/api/meal-plans/${plan.id}/lock`).set(u.auth).send({ date: thursday, meal: 'dinner', locked: false }).expect(200);
      const before = plan.slots.find((s) => s.date === addDays(week, 4))!.dish!;
      const res = await t.http().post(`/api/meal-plans/${plan.id}/swap`).set(u.auth).send({ date: addDays(week, 4), meal: 'dinner', reason: 'faster' }).expect(202);
      plan = await waitJob(u, res.body.jobId);
      const after = plan.slots.find((s) => s.date === addDays(week, 4))!.dish!;
      // A different dish is always a faster one; when none is faster, the day keeps its dish
      // (week-planner.spec shows a long dish does get a faster one).
      if (after.recipeId !== before.recipeId) expect(after.preparationTime).toBeLessThan(before.preparationTime);
      else expect(after).toEqual(before);
    });

    it('"plus rapide" on the quickest dish there is keeps it and says so', async () => {
      const wednesday = addDays(week, 2);
      // Wednesday's dish made a one-minute dish: nothing can be faster.
      await t.db.query(
        `UPDATE meal_plans SET slots = (SELECT jsonb_agg(CASE WHEN s->>'date' = $2 THEN jsonb_set(s, '{dish,preparationTime}', '1') ELSE s END) FROM jsonb_array_elements(slots::jsonb) s) WHERE id = $1`,
        [plan.id, wednesday],
      );
      const before = (await t.http().get(`/api/meal-plans/current?weekStart=${week}`).set(u.auth).expect(200)).body.plan.slots.find((s: PlanSlot) => s.date === wednesday).dish;
      expect(before.preparationTime).toBe(1);
      const res = await t.http().post(`/api/meal-plans/${plan.id}/swap`).set(u.auth).send({ date: wednesday, meal: 'dinner', reason: 'faster' }).expect(202);
      plan = await waitJob(u, res.body.jobId);
      const after = plan.slots.find((s) => s.date === wednesday)!;
      expect(after.dish).toEqual(before);
      expect(after.status).toBe('filled');
      expect(after.why).toBe(MEAL_PLAN_MESSAGES.noOtherDish);
    });

    it('a locked day cannot be swapped, moved or emptied', async () => {
      const monday = { date: week, meal: 'dinner' };
      const locked = await t.http().post(`/api/meal-plans/${plan.id}/lock`).set(u.auth).send({ ...monday, locked: true }).expect(200);
      expect(locked.body.slots[0].locked).toBe(true);
      for (const [path, body] of [
        ['swap', monday],
        ['empty', monday],
        ['move', { from: monday, to: { date: tuesday(), meal: 'dinner' } }],
      ] as const) {
        const res = await t.http().post(`/api/meal-plans/${plan.id}/${path}`).set(u.auth).send(body).expect(409);
        expect(res.body).toMatchObject({ code: 'MEAL_PLAN_SLOT_LOCKED', message: MEAL_PLAN_MESSAGES.slotLocked });
      }
      const again = await t.http().get(`/api/meal-plans/${plan.id}`).set(u.auth).expect(200);
      expect(again.body.slots[0].dish).toEqual(plan.slots[0]!.dish);
    });

    it('moves a dish to another day (the two days trade places) and empties a day', async () => {
      const [wed, thu] = [addDays(week, 2), addDays(week, 3)];
      const wedDish = plan.slots.find((s) => s.date === wed)!.dish;
      const thuDish = plan.slots.find((s) => s.date === thu)!.dish;
      const moved = await t.http().post(`/api/meal-plans/${plan.id}/move`).set(u.auth).send({ from: { date: wed, meal: 'dinner' }, to: { date: thu, meal: 'dinner' } }).expect(200);
      expect(moved.body.slots.find((s: PlanSlot) => s.date === thu).dish).toEqual(wedDish);
      expect(moved.body.slots.find((s: PlanSlot) => s.date === wed).dish).toEqual(thuDish);
      const emptied = await t.http().post(`/api/meal-plans/${plan.id}/empty`).set(u.auth).send({ date: wed, meal: 'dinner' }).expect(200);
      plan = emptied.body;
      expect(plan.slots.find((s) => s.date === wed)).toMatchObject({ dish: null, status: 'empty' });
    });

    it('"Valider la semaine" writes the meals in one transaction; a second press changes nothing', async () => {
      const res = await t.http().post(`/api/meal-plans/${plan.id}/accept`).set(u.auth).expect(200);
      expect(res.body.mealIds).toHaveLength(4);
      const meals = (await t.http().get(`/api/planned-meals?from=${week}&to=${addDays(week, 6)}`).set(u.auth).expect(200)).body;
      expect(meals).toHaveLength(4);
      expect(meals.map((m: { date: string }) => m.date)).not.toContain(addDays(week, 2));
      for (const m of meals) expect(m).toMatchObject({ time: '19:00', servings: 4, type: 'plat', recipeServings: 4 });
      expect(meals[0].ingredients.length).toBeGreaterThan(1);
      // Each dish is now a recipe of the book, which the meal points at (no copy of its lines).
      const refs = await t.db.query('SELECT recipe_ref FROM planned_meals WHERE id = ANY($1)', [res.body.mealIds]);
      expect(refs.every((r: { recipe_ref: string | null }) => r.recipe_ref !== null)).toBe(true);
      const kept = (await t.http().get('/api/recipes').query({ pageSize: 48 }).set(u.auth).expect(200)).body.items as { id: string }[];
      for (const r of refs) expect(kept.map((k) => k.id)).toContain(r.recipe_ref);
      const twice = await t.http().post(`/api/meal-plans/${plan.id}/accept`).set(u.auth).expect(409);
      expect(twice.body.code).toBe('MEAL_PLAN_ACCEPTED');
      await t.http().post(`/api/meal-plans/${plan.id}/empty`).set(u.auth).send({ date: week, meal: 'dinner' }).expect(409);
      expect((await t.http().get(`/api/planned-meals?from=${week}&to=${addDays(week, 6)}`).set(u.auth)).body).toHaveLength(4);
    });

    it('a new plan for the week leaves the accepted days as they are', async () => {
      const next = await planWeek(u, { weekStart: week, slots: dinners(week, 7) });
      expect(next.slots.map((s) => s.date)).toEqual([addDays(week, 2), addDays(week, 5), addDays(week, 6)]);
      const ids = filled(next).map((s) => s.dish.recipeId);
      const planned = (await t.http().get(`/api/planned-meals?from=${week}&to=${addDays(week, 6)}`).set(u.auth)).body.map((m: { recipeId: string }) => m.recipeId);
      for (const id of ids) expect(planned).not.toContain(id);
    });
  });

  describe("the week's groceries", () => {
    it('groups by aisle, sets the fridge apart ("déjà au frigo"), tells the days, and never duplicates', async () => {
      const u = await subscribedUser(t, OMNIVORE);
      const meal = (date: string, title: string, ingredients: string[]) =>
        t.http().post('/api/planned-meals').set(u.auth).send({ recipeTitle: title, date, time: '19:00', servings: 4, recipeServings: 4, type: 'plat', ingredients }).expect(201);
      await meal(week, 'Risotto', ['300 g de riz', '2 courgettes', '50 g de parmesan', '1 oignon']);
      await meal(addDays(week, 3), 'Poêlée', ['200 g de riz', '3 courgettes', '400 g de blancs de poulet', '20 cl de crème']);
      await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Riz', quantity: 1, unit: 'kg' }).expect(201);
      await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Oignons', quantity: 3, unit: 'unité' }).expect(201);

      const to = addDays(week, 6);
      const res = await t.http().get(`/api/meal-plans/groceries?from=${week}&to=${to}`).set(u.auth).expect(200);
      expect(res.body).toMatchObject({ inFridge: 2, total: 6 });
      const aisles = res.body.groups.map((g: { aisle: string }) => g.aisle);
      expect(aisles).toEqual(['Fruits et légumes', 'Boucherie / poissonnerie', 'Crèmerie', 'Épicerie salée']);
      const line = (name: RegExp) => res.body.groups.flatMap((g: { lines: object[] }) => g.lines).find((l: { name: string }) => name.test(l.name));
      expect(line(/courgette/)).toMatchObject({ quantity: '5', aisle: 'Fruits et légumes', days: ['lundi', 'jeudi'], inFridge: false });
      expect(line(/riz/)).toMatchObject({ inFridge: true, days: ['lundi', 'jeudi'] });
      expect(line(/poulet/)).toMatchObject({ aisle: 'Boucherie / poissonnerie', days: ['jeudi'] });

      const first = await t.http().post('/api/meal-plans/groceries').set(u.auth).send({ from: week, to }).expect(200);
      expect(first.body.result.added).toHaveLength(4);
      await t.http().post('/api/meal-plans/groceries').set(u.auth).send({ from: week, to }).expect(200);
      const list = (await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as { name: string }[];
      expect(list).toHaveLength(4);
      expect(list.map((i) => i.name).sort()).toEqual(['blancs de poulet', 'courgettes', 'crème', 'parmesan']);

      // The household moves the cream to another aisle: every list follows.
      await t.http().put('/api/meal-plans/aisles').set(u.auth).send({ ingredient: 'Crème', aisle: 'Épicerie salée' }).expect(200);
      const moved = await t.http().get(`/api/meal-plans/groceries?from=${week}&to=${to}`).set(u.auth).expect(200);
      expect(moved.body.groups.find((g: { aisle: string }) => g.aisle === 'Crèmerie').lines.map((l: { name: string }) => l.name)).toEqual(['parmesan']);
      await t.http().put('/api/meal-plans/aisles').set(u.auth).send({ ingredient: 'crème', aisle: 'Rayon X' }).expect(400);
      // A day the calendar lacks, read or added: a French 400 by the shared calendar-day rule.
      for (const range of [{ from: '2026-02-30', to: '2026-03-05' }, { from: week, to: '2027-02-29' }]) {
        expect((await t.http().get('/api/meal-plans/groceries').query(range).set(u.auth).expect(400)).body.message).toBe('Date invalide');
        expect((await t.http().post('/api/meal-plans/groceries').set(u.auth).send(range).expect(400)).body.message).toBe('Date invalide');
      }
      expect((await t.http().get('/api/meal-plans/current').query({ weekStart: '2026-02-30' }).set(u.auth).expect(400)).body.message).toBe('Date invalide');
    });
  });

  it('says which lines the fridge covers in part and how much it holds: 8 eggs for the week with 6 in the fridge are 2 to buy, « en plus des 6 du frigo »', async () => {
    const u = await subscribedUser(t, OMNIVORE);
    await t.http().post('/api/planned-meals').set(u.auth).send({ recipeTitle: 'Omelette', date: week, time: '19:00', servings: 4, recipeServings: 4, type: 'plat', ingredients: ['8 œufs', '2 courgettes', '200 g de riz', '500 g de farine', '1,5 l de lait'] }).expect(201);
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Œufs', quantity: 6, unit: 'unité' }).expect(201);
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Riz', quantity: 1, unit: 'kg' }).expect(201);
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Farine', quantity: 200, unit: 'g' }).expect(201);
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Lait', quantity: 1000, unit: 'ml' }).expect(201);
    const res = await t.http().get(`/api/meal-plans/groceries?from=${week}&to=${addDays(week, 6)}`).set(u.auth).expect(200);
    const lines = res.body.groups.flatMap((g: { lines: object[] }) => g.lines) as WeekGroceryLine[];
    expect(lines.map((l) => [l.name, l.quantity, l.unit, l.inFridge, l.partlyInFridge, l.heldInFridge]).sort()).toEqual([
      ['courgettes', '2', 'unité', false, false, null],
      // Flour is bought by the paquet: one, beside the 200 g at home.
      ['farine', '1', 'paquet', false, true, { quantity: '200', unit: 'g' }],
      // Held in the need's unit, as a cook writes it: the fridge's 1 000 ml are « 1 l ».
      ['lait', '50', 'cl', false, true, { quantity: '1', unit: 'l' }],
      ['riz', '200', 'g', true, false, null],
      ['œufs', '2', 'unité', false, true, { quantity: '6', unit: 'unité' }],
    ]);
  });

  it('counts the fridge’s « Jambon ×4 » as 4 slices of the week’s 7 tranches, and buys dry goods by the pack, the need kept', async () => {
    const u = await subscribedUser(t, OMNIVORE);
    const meal = (date: string, title: string, ingredients: string[]) =>
      t.http().post('/api/planned-meals').set(u.auth).send({ recipeTitle: title, date, time: '19:00', servings: 3, recipeServings: 3, type: 'plat', ingredients }).expect(201);
    await meal(week, 'Croque-monsieur', ['4 tranches de jambon', '6 tranches de pain de mie']);
    await meal(addDays(week, 3), 'Taboulé', ['3 tranches de jambon', '170 g de semoule', '190 g de nouilles de riz']);
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Jambon', quantity: 4, unit: 'unité' }).expect(201);
    const to = addDays(week, 6);
    const res = await t.http().get(`/api/meal-plans/groceries?from=${week}&to=${to}`).set(u.auth).expect(200);
    const lines = res.body.groups.flatMap((g: { lines: object[] }) => g.lines) as WeekGroceryLine[];
    expect(lines.map((l) => [l.name, l.quantity, l.unit, l.partlyInFridge, l.heldInFridge]).sort()).toEqual([
      ['jambon', '3', 'tranche', true, { quantity: '4', unit: 'tranche' }],
      ['nouilles de riz', '1', 'paquet', false, null],
      ['pain de mie', '6', 'tranche', false, null],
      ['semoule', '1', 'paquet', false, null],
    ]);
    await t.http().post('/api/meal-plans/groceries').set(u.auth).send({ from: week, to }).expect(200);
    const list = (await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as ShoppingItem[];
    expect(list.map((i) => [i.name, i.quantity, i.unit, i.shares.map((s) => `${s.quantity} ${s.unit}`)]).sort()).toEqual([
      ['jambon', '3', 'tranche', ['3 tranche']],
      ['nouilles de riz', '1', 'paquet', ['190 g']],
      ['pain de mie', '6', 'tranche', ['6 tranche']],
      ['semoule', '1', 'paquet', ['170 g']],
    ]);
  });

  it('buys pieces whole: half a cucumber for the week is one on the preview and on the list', async () => {
    const u = await subscribedUser(t, OMNIVORE);
    await t.http().post('/api/planned-meals').set(u.auth).send({ recipeTitle: 'Salade', date: week, time: '19:00', servings: 2, recipeServings: 4, type: 'entrée', ingredients: ['1 concombre', '3 tomates'] }).expect(201);
    const to = addDays(week, 6);
    const res = await t.http().get(`/api/meal-plans/groceries?from=${week}&to=${to}`).set(u.auth).expect(200);
    const lines = res.body.groups.flatMap((g: { lines: object[] }) => g.lines) as { name: string; quantity: string }[];
    expect(lines.map((l) => [l.name, l.quantity]).sort()).toEqual([['concombre', '1'], ['tomates', '2']]);
    await t.http().post('/api/meal-plans/groceries').set(u.auth).send({ from: week, to }).expect(200);
    const list = (await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as { name: string; quantity: string }[];
    expect(list.map((i) => [i.name, i.quantity]).sort()).toEqual([['concombre', '1'], ['tomates', '2']]);
  });

  it('buys the spoons of a cupboard food as its pack, on the preview and on the list, and lets a pot at home cover them', async () => {
    const u = await subscribedUser(t, OMNIVORE);
    const meal = (date: string, title: string, ingredients: string[]) =>
      t.http().post('/api/planned-meals').set(u.auth).send({ recipeTitle: title, date, time: '19:00', servings: 4, recipeServings: 4, type: 'plat', ingredients }).expect(201);
    await meal(week, 'Tofu sauté', ['2 càs de tamari', '1 càc de curry', '400 g de tofu', '10 g de persil']);
    await meal(addDays(week, 2), 'Nouilles sautées', ['1,5 càs de tamari', '2 càc de curry', '1 càs de graines de sésame']);
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Curry', quantity: 1, unit: 'unité' }).expect(201);
    const to = addDays(week, 6);
    const res = await t.http().get(`/api/meal-plans/groceries?from=${week}&to=${to}`).set(u.auth).expect(200);
    const lines = res.body.groups.flatMap((g: { lines: object[] }) => g.lines) as WeekGroceryLine[];
    const shown = (name: string) => lines.find((l) => l.name === name);
    expect(shown('tamari')).toMatchObject({ quantity: '1', unit: 'bouteille', inFridge: false, partlyInFridge: false, heldInFridge: null });
    expect(shown('graines de sésame')).toMatchObject({ quantity: '1', unit: 'sachet', partlyInFridge: false });
    expect(shown('curry')).toMatchObject({ inFridge: true });
    // A herb bought by the bunch is not « partly in the fridge » when the fridge has none.
    expect(shown('persil')).toMatchObject({ quantity: '1', unit: 'bouquet', partlyInFridge: false, heldInFridge: null });

    await t.http().post('/api/meal-plans/groceries').set(u.auth).send({ from: week, to }).expect(200);
    const second = await t.http().post('/api/meal-plans/groceries').set(u.auth).send({ from: week, to }).expect(200);
    expect(second.body.result.added).toEqual([]);
    const list = (await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as { name: string; quantity: string; unit: string }[];
    expect(list.map((i) => [i.name, i.quantity, i.unit]).sort()).toEqual([
      ['graines de sésame', '1', 'sachet'],
      ['persil', '1', 'bouquet'],
      ['tamari', '1', 'bouteille'],
      ['tofu', '400', 'g'],
    ]);
  });

  it("leaves the cupboard's basics off the week's groceries: « huile » covers the recipes' « huile d'olive », unless the household took it out", async () => {
    const u = await subscribedUser(t, OMNIVORE);
    await t.http().post('/api/planned-meals').set(u.auth).send({ recipeTitle: 'Poêlée', date: week, time: '19:00', servings: 4, recipeServings: 4, type: 'plat', ingredients: ["3 càs d'huile d'olive", '2 courgettes', '1 pincée de sel', '100 g de beurre'] }).expect(201);
    const to = addDays(week, 6);
    const names = async () => {
      const res = await t.http().get(`/api/meal-plans/groceries?from=${week}&to=${to}`).set(u.auth).expect(200);
      return (res.body.groups.flatMap((g: { lines: object[] }) => g.lines) as { name: string }[]).map((l) => l.name).sort();
    };
    // The default cupboard (sel, poivre, eau, huile).
    expect(await names()).toEqual(['beurre', 'courgettes']);
    // The household keeps butter, not oil: the list follows, on the preview and when added.
    await t.http().put('/api/pantry').set(u.auth).send({ items: ['sel', 'poivre', 'beurre'] }).expect(200);
    expect(await names()).toEqual(['courgettes', "huile d'olive"]);
    await t.http().post('/api/meal-plans/groceries').set(u.auth).send({ from: week, to }).expect(200);
    const list = (await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as { name: string }[];
    expect(list.map((i) => i.name).sort()).toEqual(['courgettes', "huile d'olive"]);
  });

  describe("the household's own aisles", () => {
    it(`keeps at most ${AISLE_OVERRIDES_MAX} ingredients in aisles of their own: a new one past it is refused in French, a moved one still moves`, async () => {
      const u = await subscribedUser(t, OMNIVORE);
      const { id: householdId } = (await t.http().get('/api/households/current').set(u.auth).expect(200)).body;
      const cream = (await t.http().put('/api/meal-plans/aisles').set(u.auth).send({ ingredient: 'Crème', aisle: 'Épicerie salée' }).expect(200)).body.ingredient;
      // Set-up only: the other overrides.
      await t.db.query(
        `INSERT INTO aisle_overrides (household_id, ingredient, aisle) SELECT $1, 'article ' || g, 'Épicerie salée' FROM generate_series(1, $2) g`,
        [householdId, AISLE_OVERRIDES_MAX - 1],
      );
      const full = await t.http().put('/api/meal-plans/aisles').set(u.auth).send({ ingredient: 'Moutarde', aisle: 'Épicerie salée' }).expect(409);
      expect(full.body).toMatchObject({ code: 'AISLE_OVERRIDES_FULL', message: MEAL_PLAN_MESSAGES.aisleOverridesFull });
      // One already moved moves again.
      await t.http().put('/api/meal-plans/aisles').set(u.auth).send({ ingredient: 'crème', aisle: 'Crèmerie' }).expect(200);
      const list = (await t.http().get('/api/meal-plans/aisles').set(u.auth).expect(200)).body as { ingredient: string; aisle: string }[];
      expect(list).toHaveLength(AISLE_OVERRIDES_MAX);
      expect(list.find((o) => o.ingredient === cream)?.aisle).toBe('Crèmerie');
      expect(list.some((o) => /moutarde/.test(o.ingredient))).toBe(false);
      // Back to its usual aisle, one makes room for another, and for one only: of new moves made at
      // the same moment, one takes the place.
      await t.http().delete(`/api/meal-plans/aisles/${encodeURIComponent(cream)}`).set(u.auth).expect(204);
      const racing = await Promise.all(
        ['Moutarde', 'Cornichons', 'Câpres', 'Olives'].map((ingredient) => t.http().put('/api/meal-plans/aisles').set(u.auth).send({ ingredient, aisle: 'Épicerie salée' })),
      );
      expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      expect((await t.http().get('/api/meal-plans/aisles').set(u.auth).expect(200)).body).toHaveLength(AISLE_OVERRIDES_MAX);
    });
  });

  describe('the calendar feed', () => {
    it('serves the planning as valid iCalendar behind a secret that can be regenerated', async () => {
      const u = await subscribedUser(t, OMNIVORE);
      await t.http().post('/api/planned-meals').set(u.auth).send({ recipeTitle: 'Gratin, dauphinois; « maison »', date: week, time: '19:00', servings: 4, type: 'plat', ingredients: ['1 kg de pommes de terre'] }).expect(201);
      const { url } = (await t.http().post('/api/planned-meals/calendar-token').set(u.auth).expect(200)).body;
      const path = new URL(url).pathname + new URL(url).search;
      const res = await t.http().get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      // A calendar app polls it: its own caching, not the API's no-store.
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      const component = new ICAL.Component(ICAL.parse(res.text));
      expect(component.getFirstPropertyValue('version')).toBe('2.0');
      const events = component.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
      expect(events).toHaveLength(1);
      expect(events[0]!.summary).toBe('Gratin, dauphinois; « maison »');
      expect(events[0]!.startDate.toJSDate().toISOString()).toBe(new Date(`${week}T19:00:00${zurichOffset(week)}`).toISOString());
      expect(events[0]!.description).toContain('1 kg de pommes de terre');

      await t.http().post('/api/planned-meals/calendar-token').set(u.auth).expect(200);
      await t.http().get(path).expect(404);
      await t.http().get('/api/planned-meals/calendar.ics').expect(404);
      await t.http().get('/api/planned-meals/calendar.ics?token=nope').expect(404);
    });
  });

  describe('bad input and other households', () => {
    let u: TestUser;
    let other: TestUser;
    let planId: string;
    let jobId: string;
    beforeAll(async () => {
      u = await subscribedUser(t, OMNIVORE);
      other = await subscribedUser(t, OMNIVORE);
      const res = await t.http().post('/api/meal-plans').set(u.auth).send({ weekStart: week, slots: dinners(week, 2) }).expect(202);
      ({ planId, jobId } = res.body);
      await waitJob(u, jobId);
    });

    it.each([
      [{ weekStart: addDays(week, 1), slots: dinners(week, 1) }, 'La semaine doit commencer un lundi'],
      [{ weekStart: week, slots: [] }, 'Choisissez au moins un repas à planifier'],
      [{ weekStart: week, slots: [{ date: addDays(week, 7), meal: 'dinner', effort: 'rapide' }] }, 'Chaque repas doit tomber dans la semaine choisie'],
      [{ weekStart: week, slots: [{ date: week, meal: 'brunch', effort: 'rapide' }] }, 'Repas invalide (midi ou soir)'],
      [{ weekStart: week, slots: [{ date: week, meal: 'dinner', effort: 'éclair' }] }, 'Effort invalide'],
      [{ weekStart: week, slots: [...dinners(week, 1), ...dinners(week, 1)] }, 'Repas à planifier invalides'],
      [{ weekStart: week, slots: dinners(week, 1), vegetarianEvenings: 9 }, 'Le nombre de soirs végétariens doit être compris entre 0 et 7'],
      [{ weekStart: 'lundi', slots: dinners(week, 1) }, 'La semaine doit commencer un lundi'],
      // A day the calendar lacks, by the shared decorator: said in French, never a server error.
      [{ weekStart: '2027-02-29', slots: dinners(week, 1) }, 'La semaine doit commencer un lundi'],
      [{ weekStart: week, slots: [{ date: '2026-02-30', meal: 'dinner', effort: 'rapide' }] }, 'Date invalide'],
      [{ weekStart: addDays(week, -14), slots: dinners(addDays(week, -14), 7) }, MEAL_PLAN_MESSAGES.slotInPast],
    ])('refuses %j with a French message and writes nothing', async (body, message) => {
      // Counted in this household: other suites plan weeks in the same database at the same time.
      const plans = () => t.db.query('SELECT count(*)::int AS n FROM meal_plans WHERE household_id = $1', [u.user.householdId]);
      const before = await plans();
      const res = await t.http().post('/api/meal-plans').set(u.auth).send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await plans()).toEqual(before);
    });

    it('refuses a swap of a day the week does not hold, or an unknown reason', async () => {
      const res = await t.http().post(`/api/meal-plans/${planId}/swap`).set(u.auth).send({ date: addDays(week, 5), meal: 'dinner' }).expect(400);
      expect(res.body.message).toBe('Ce repas ne fait pas partie de la semaine proposée');
      await t.http().post(`/api/meal-plans/${planId}/swap`).set(u.auth).send({ date: week, meal: 'dinner', reason: 'moins cher' }).expect(400);
    });

    it('answers 404 for another household’s plan and job, and for unknown ids', async () => {
      const slot = { date: week, meal: 'dinner' };
      await t.http().get(`/api/meal-plans/${planId}`).set(other.auth).expect(404);
      await t.http().get(`/api/meal-plans/jobs/${jobId}`).set(other.auth).expect(404);
      await t.http().post(`/api/meal-plans/${planId}/swap`).set(other.auth).send(slot).expect(404);
      await t.http().post(`/api/meal-plans/${planId}/lock`).set(other.auth).send({ ...slot, locked: true }).expect(404);
      await t.http().post(`/api/meal-plans/${planId}/move`).set(other.auth).send({ from: slot, to: { date: addDays(week, 1), meal: 'dinner' } }).expect(404);
      await t.http().post(`/api/meal-plans/${planId}/empty`).set(other.auth).send(slot).expect(404);
      await t.http().post(`/api/meal-plans/${planId}/accept`).set(other.auth).expect(404);
      await t.http().get('/api/meal-plans/not-a-uuid').set(u.auth).expect(404);
      await t.http().get('/api/meal-plans/jobs/999999').set(u.auth).expect(404);
      const current = await t.http().get(`/api/meal-plans/current?weekStart=${week}`).set(other.auth).expect(200);
      expect(current.body.plan).toBeNull();
      // Still the owner's, untouched.
      expect((await t.http().get(`/api/meal-plans/${planId}`).set(u.auth).expect(200)).body.slots[0].locked).toBe(false);
    });
  });

  describe('live for the family', () => {
    it('a second member sees the draft appear day by day', async () => {
      const owner = await subscribedUser(t, OMNIVORE);
      const member = await joinHousehold(owner, await subscribedUser(t, OMNIVORE));
      const socket = await connectSocket(t.baseUrl, member.accessToken);
      try {
        const days: string[] = [];
        socket.on('meal_plan.progress', (e) => days.push(e.slot.date));
        const ready = socket.next('meal_plan.ready');
        await t.http().post('/api/meal-plans').set(owner.auth).send({ weekStart: week, slots: dinners(week, 3) }).expect(202);
        const event = await ready;
        expect(days).toEqual([week, addDays(week, 1), addDays(week, 2)]);
        expect(filled(event.plan)).toHaveLength(3);
      } finally {
        socket.disconnect();
      }
    });
  });
});

/** '+01:00' in winter, '+02:00' in summer, for Zurich on that day at 19:00. */
function zurichOffset(date: string): string {
  const at = new Date(`${date}T18:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
  const hours = Number(name.replace('GMT', '') || 0);
  return `+0${hours}:00`;
}
