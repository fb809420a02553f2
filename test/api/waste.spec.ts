import { MESSAGES, WASTE_MESSAGES, type DashboardStats, type UrgentItem } from '#contracts';
import { FridgeExitsService, addDays, kitchenToday, monthsEndingWith } from '#domain/waste';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

describe('anti-gaspi: urgent items, fridge exits with undo, monthly figures', () => {
  const t = useTestStack();
  let a: TestUser;
  let stranger: TestUser;
  const today = kitchenToday();

  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });

  const addItem = async (u: TestUser, name: string, expirationDate: string | null) =>
    (await t.http().post('/api/inventory-items').set(u.auth).send({ name, expirationDate }).expect(201)).body as { id: string };
  const stats = async (u: TestUser) => (await t.http().get('/api/dashboard/stats').set(u.auth).expect(200)).body as DashboardStats;

  it('lists what expires within 3 days and what is past, soonest first, with the days left', async () => {
    const u = await subscribedUser(t);
    await addItem(u, 'Crème fraîche', addDays(today, 3));
    await addItem(u, 'Yaourt', addDays(today, 1));
    await addItem(u, 'Jambon', addDays(today, -2));
    await addItem(u, 'Riz', null);
    await addItem(u, 'Carottes', addDays(today, 4));
    const res = await t.http().get('/api/inventory-items/urgent').set(u.auth).expect(200);
    expect((res.body as UrgentItem[]).map((i) => [i.name, i.daysLeft])).toEqual([
      ['Jambon', -2],
      ['Yaourt', 1],
      ['Crème fraîche', 3],
    ]);
    // Another household sees none of it.
    const other = await t.http().get('/api/inventory-items/urgent').set(stranger.auth).expect(200);
    expect(other.body).toEqual([]);
  });

  it('"Utilisé" and "Jeté" take the item out and count it this month; "Annuler" puts it back and uncounts it', async () => {
    const before = await stats(a);
    expect(before).toMatchObject({ plannedMealsThisWeek: expect.any(Number), itemsToBuy: expect.any(Number), favorites: expect.any(Number) });
    expect(before.waste.thisMonth).toEqual({ month: today.slice(0, 7), usedBeforeDate: 0, thrown: 0 });

    const yaourt = await addItem(a, 'Yaourt', addDays(today, 1));
    const salade = await addItem(a, 'Salade', addDays(today, -1));
    const lait = await addItem(a, 'Lait', addDays(today, 2));
    const used = await t.http().post(`/api/inventory-items/${yaourt.id}/exit`).set(a.auth).send({ reason: 'used' }).expect(201);
    expect(used.body).toMatchObject({ itemId: yaourt.id, name: 'Yaourt', reason: 'used', exitedOn: today });
    await t.http().post(`/api/inventory-items/${salade.id}/exit`).set(a.auth).send({ reason: 'thrown' }).expect(201);
    const thrown = await t.http().post(`/api/inventory-items/${lait.id}/exit`).set(a.auth).send({ reason: 'thrown' }).expect(201);

    const fridge = await t.http().get('/api/inventory-items').set(a.auth).expect(200);
    expect(fridge.body.map((i: { name: string }) => i.name)).not.toEqual(expect.arrayContaining(['Yaourt']));
    expect((await stats(a)).waste.thisMonth).toEqual({ month: today.slice(0, 7), usedBeforeDate: 1, thrown: 2 });

    const restored = await t.http().post(`/api/fridge-exits/${thrown.body.id}/undo`).set(a.auth).expect(201);
    expect(restored.body).toMatchObject({ id: lait.id, name: 'Lait', expirationDate: addDays(today, 2) });
    expect((await stats(a)).waste.thisMonth).toEqual({ month: today.slice(0, 7), usedBeforeDate: 1, thrown: 1 });
    // The home's count of the fridge follows: three in, three out, one back.
    expect((await stats(a)).fridgeItems).toBe(before.fridgeItems + 1);
    // Undone once is undone: a second undo finds nothing.
    await t.http().post(`/api/fridge-exits/${thrown.body.id}/undo`).set(a.auth).expect(404);
  });

  it('an item used after its date is not "utilisé avant la date"; eaten counts like used', async () => {
    const u = await subscribedUser(t);
    const late = await addItem(u, 'Fromage', addDays(today, -3));
    const eaten = await addItem(u, 'Pomme', null);
    await t.http().post(`/api/inventory-items/${late.id}/exit`).set(u.auth).send({ reason: 'used' }).expect(201);
    await t.http().post(`/api/inventory-items/${eaten.id}/exit`).set(u.auth).send({ reason: 'eaten' }).expect(201);
    expect((await stats(u)).waste.thisMonth).toMatchObject({ usedBeforeDate: 1, thrown: 0 });
  });

  it('moving a bought item into the fridge is an entry: the figures do not move', async () => {
    const u = await subscribedUser(t);
    const bought = await t.http().post('/api/shopping-items').set(u.auth).send({ name: 'Beurre' }).expect(201);
    await t.http().patch(`/api/shopping-items/${bought.body.id}`).set(u.auth).send({ checked: true }).expect(200);
    await t.http().post(`/api/shopping-items/${bought.body.id}/move-to-fridge`).set(u.auth).send({}).expect(200);
    const fridge = await t.http().get('/api/inventory-items').set(u.auth).expect(200);
    expect(fridge.body.map((i: { name: string }) => i.name)).toContain('Beurre');
    const { waste } = await stats(u);
    expect(waste.trend.every((m) => m.usedBeforeDate === 0 && m.thrown === 0)).toBe(true);
  });

  it('gives the trend of the last 6 months, oldest first, this month last', async () => {
    const u = await subscribedUser(t);
    const scope = { userId: u.user.id, householdId: (await t.http().get('/api/households/current').set(u.auth)).body.id as string };
    const exits = t.app.get(FridgeExitsService);
    const months = monthsEndingWith(today, 6);
    // A test clock: exits recorded two months ago and last month.
    const twoAgo = new Date(`${months[3]}-15T10:00:00Z`);
    const lastMonth = new Date(`${months[4]}-15T10:00:00Z`);
    await exits.leave(scope, (await addItem(u, 'Poulet', `${months[3]}-10`)).id, 'thrown', twoAgo);
    await exits.leave(scope, (await addItem(u, 'Carottes', `${months[3]}-20`)).id, 'used', twoAgo);
    await exits.leave(scope, (await addItem(u, 'Épinards', null)).id, 'used', lastMonth);
    const { waste } = await stats(u);
    expect(waste.trend).toEqual([
      { month: months[0], usedBeforeDate: 0, thrown: 0 },
      { month: months[1], usedBeforeDate: 0, thrown: 0 },
      { month: months[2], usedBeforeDate: 0, thrown: 0 },
      { month: months[3], usedBeforeDate: 1, thrown: 1 },
      { month: months[4], usedBeforeDate: 1, thrown: 0 },
      { month: months[5], usedBeforeDate: 0, thrown: 0 },
    ]);
    expect(waste.thisMonth).toEqual(waste.trend[5]);
  });

  it('refuses a bad reason in French, changes nothing, and answers 404 for another household’s item or exit', async () => {
    const item = await addItem(a, 'Tomates', addDays(today, 1));
    const bad = await t.http().post(`/api/inventory-items/${item.id}/exit`).set(a.auth).send({ reason: 'lost' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: WASTE_MESSAGES.reasonInvalid });
    const theirs = await t.http().post(`/api/inventory-items/${item.id}/exit`).set(stranger.auth).send({ reason: 'thrown' }).expect(404);
    expect(theirs.body.message).toBe(MESSAGES.notFound);
    const fridge = await t.http().get('/api/inventory-items').set(a.auth).expect(200);
    expect(fridge.body.map((i: { id: string }) => i.id)).toContain(item.id);

    const exit = await t.http().post(`/api/inventory-items/${item.id}/exit`).set(a.auth).send({ reason: 'used' }).expect(201);
    await t.http().post(`/api/fridge-exits/${exit.body.id}/undo`).set(stranger.auth).expect(404);
    expect((await stats(stranger)).waste.thisMonth).toMatchObject({ usedBeforeDate: 0, thrown: 0 });
  });

  it("the data download ('Mes données') holds the reminder settings and how items left the fridge", async () => {
    const u = await subscribedUser(t);
    await t.http().put('/api/notifications/settings').set(u.auth).send({ email: true }).expect(200);
    const item = await addItem(u, 'Radis', addDays(today, 1));
    await t.http().post(`/api/inventory-items/${item.id}/exit`).set(u.auth).send({ reason: 'thrown' }).expect(201);
    const res = await t.http().get('/api/account/export').set(u.auth).expect(200);
    expect(res.body).toMatchObject({
      reminderSettings: { enabled: true, email: true },
      fridgeExits: [{ name: 'Radis', reason: 'thrown' }],
    });
  });
});
