import { Redis } from 'ioredis';
import { WASTE_MESSAGES, type NotificationDto } from '#contracts';
import { DevOutbox } from '#domain/mail';
import { DailyReminderService, ReminderSchedulerService, addDays, kitchenToday } from '#domain/waste';
import { JobQueue, QueueName } from '#queue';
import { eventually, linkIn, startTestWorker, subscribedUser, useTestStack, waitForEmail, type TestUser } from '#testing';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

/**
 * The daily reminder, driven by a test clock: the processor's logic is called with an injected
 * `now` on two real worker contexts at once, and again after one restarts.
 */
describe('daily "à consommer en priorité" reminder', () => {
  const t = useTestStack({ worker: false });
  let w1: Worker;
  let w2: Worker;
  let redis: Redis;

  beforeAll(async () => {
    [w1, w2] = await Promise.all([startTestWorker(), startTestWorker()]);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    redis.disconnect();
    await w2?.stop();
    await w1?.stop();
  });

  const householdOf = async (u: TestUser) => (await t.http().get('/api/households/current').set(u.auth).expect(200)).body.id as string;
  const reminders = async (u: TestUser) =>
    ((await t.http().get('/api/notifications').set(u.auth).expect(200)).body.items as NotificationDto[]).filter((n) => n.type === 'reminder');
  const reminderMails = async (email: string) => (await new DevOutbox(redis).list(email)).filter((m) => m.subject.startsWith(WASTE_MESSAGES.reminderTitle));
  const addItem = (u: TestUser, name: string, expirationDate: string | null) =>
    t.http().post('/api/inventory-items').set(u.auth).send({ name, expirationDate }).expect(201);
  const settle = () => new Promise((r) => setTimeout(r, 500));

  /** Two members sharing a fridge: `owner` and `member`, joined through the invitation flow. */
  async function family(): Promise<{ owner: TestUser; member: TestUser; householdId: string }> {
    const [owner, invitee] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
    await t.http().post('/api/households/invitations').set(owner.auth).send({ email: invitee.email }).expect(201);
    const token = linkIn(await waitForEmail(invitee.email, (m) => m.subject.includes('vous invite'))).searchParams.get('token');
    await t.http().post('/api/households/invitations/accept').set(invitee.auth).send({ token }).expect(200);
    const signedIn = await t.http().post('/api/auth/sign-in').send({ email: invitee.email, password: invitee.password }).expect(200);
    const member = { ...invitee, accessToken: signedIn.body.accessToken, auth: { Authorization: `Bearer ${signedIn.body.accessToken}` } };
    return { owner, member, householdId: await householdOf(owner) };
  }

  it('settings: defaults, French refusals that change nothing, and the hour moves the household’s one scheduler', async () => {
    const u = await subscribedUser(t);
    const householdId = await householdOf(u);
    expect((await t.http().get('/api/notifications/settings').set(u.auth).expect(200)).body).toEqual({ enabled: true, email: false, hour: 9 });

    for (const [body, message] of [
      [{ hour: 24 }, WASTE_MESSAGES.hourInvalid],
      [{ hour: 7.5 }, WASTE_MESSAGES.hourInvalid],
      [{ email: 'oui' }, WASTE_MESSAGES.emailInvalid],
      [{ enabled: 1 }, WASTE_MESSAGES.enabledInvalid],
    ] as const) {
      const res = await t.http().put('/api/notifications/settings').set(u.auth).send(body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await t.http().get('/api/notifications/settings').set(u.auth).expect(200)).body).toEqual({ enabled: true, email: false, hour: 9 });

    const saved = await t.http().put('/api/notifications/settings').set(u.auth).send({ hour: 7, email: true }).expect(200);
    expect(saved.body).toEqual({ enabled: true, email: true, hour: 7 });
    const jobs = t.app.get(JobQueue);
    const id = ReminderSchedulerService.schedulerId(householdId);
    expect(await jobs.scheduler(QueueName.Reminders, id)).toMatchObject({ pattern: '0 7 * * *', tz: 'Europe/Zurich' });

    // Both workers and a restart reconcile: still one scheduler for this household, at 7:00.
    const w3 = await startTestWorker();
    await w3.stop();
    await w1.get(ReminderSchedulerService).reconcile();
    const ids = (await jobs.schedulers(QueueName.Reminders)).filter((s) => s.id === id);
    expect(ids).toEqual([{ id, pattern: '0 7 * * *' }]);
  });

  it("on/off and e-mail belong to each member; the hour is the household's", async () => {
    const { owner, member } = await family();
    await t.http().put('/api/notifications/settings').set(member.auth).send({ enabled: false, hour: 18 }).expect(200);
    expect((await t.http().get('/api/notifications/settings').set(owner.auth).expect(200)).body).toEqual({ enabled: true, email: false, hour: 18 });
    expect((await t.http().get('/api/notifications/settings').set(member.auth).expect(200)).body).toEqual({ enabled: false, email: false, hour: 18 });
  });

  it('every worker start gives each household its scheduler at 9:00 Europe/Zurich by default, once', async () => {
    const u = await subscribedUser(t);
    const id = ReminderSchedulerService.schedulerId(await householdOf(u));
    await Promise.all([w1.get(ReminderSchedulerService).reconcile(), w2.get(ReminderSchedulerService).reconcile()]);
    const jobs = t.app.get(JobQueue);
    expect((await jobs.schedulers(QueueName.Reminders)).filter((s) => s.id === id)).toEqual([{ id, pattern: '0 9 * * *' }]);
    expect(await jobs.scheduler(QueueName.Reminders, id)).toMatchObject({ tz: 'Europe/Zurich' });
  });

  it('sends once per household, item and day with two workers, and not again after a worker restart', async () => {
    const { owner, member, householdId } = await family();
    await t.http().put('/api/notifications/settings').set(member.auth).send({ email: true }).expect(200);
    // The test clock: 8:00 in Zurich on a day of its own.
    const now = new Date('2031-03-10T07:00:00Z');
    const day = kitchenToday(now);
    await addItem(owner, 'Yaourt nature', addDays(day, 1));
    await addItem(owner, 'Crème fraîche', addDays(day, 2));
    await addItem(owner, 'Carottes', addDays(day, 5));
    await addItem(owner, 'Riz', null);

    const outcomes = await Promise.all([w1.get(DailyReminderService).run(householdId, now), w2.get(DailyReminderService).run(householdId, now)]);
    expect(outcomes.map((o) => o.items.length).sort()).toEqual([0, 2]);

    for (const u of [owner, member]) {
      const [reminder, ...more] = await eventually(async () => {
        const found = await reminders(u);
        if (found.length === 0) throw new Error('not yet');
        return found;
      });
      expect(more).toEqual([]);
      expect(reminder).toMatchObject({ title: 'À consommer en priorité' });
      expect(reminder!.message).toContain('Yaourt nature expire demain');
      expect(reminder!.message).toContain('Crème fraîche expire après-demain');
      expect(reminder!.message).not.toContain('Carottes');
    }
    // Only the member who opted in gets the e-mail, with the items and a link to a recipe.
    const mail = await waitForEmail(member.email, (m) => m.subject.startsWith(WASTE_MESSAGES.reminderTitle));
    expect(mail.subject).toBe('À consommer en priorité : 2 articles');
    expect(mail.text).toContain('Yaourt nature : expire demain');
    expect(mail.text).toMatch(/\/dashboard(\/feed\?mode=frigo&ingredient=Yaourt%20nature)?/);
    expect(await reminderMails(owner.email)).toEqual([]);

    // A worker restarts and runs the same morning again: nothing new.
    await w1.stop();
    w1 = await startTestWorker();
    expect(await w1.get(DailyReminderService).run(householdId, now)).toMatchObject({ items: [] });
    await settle();
    expect(await reminders(owner)).toHaveLength(1);
    expect(await reminderMails(member.email)).toHaveLength(1);

    // The next morning is another day: the yoghurt expires today and is announced again.
    const next = new Date(now.getTime() + 24 * 3600_000);
    const outcome = await w2.get(DailyReminderService).run(householdId, next);
    expect(outcome.items).toHaveLength(2);
    await eventually(async () => expect(await reminders(owner)).toHaveLength(2));
    expect((await reminders(owner))[0]!.message).toContain("Yaourt nature à consommer aujourd'hui");
  });

  it('a member who turned the reminder off gets nothing; with everyone off nothing is claimed', async () => {
    const { owner, member, householdId } = await family();
    await t.http().put('/api/notifications/settings').set(owner.auth).send({ enabled: false }).expect(200);
    const now = new Date('2031-05-04T07:00:00Z');
    await addItem(owner, 'Lait', addDays(kitchenToday(now), 1));

    const outcome = await w1.get(DailyReminderService).run(householdId, now);
    expect(outcome.notified).toEqual([member.user.id]);
    await eventually(async () => expect(await reminders(member)).toHaveLength(1));
    await settle();
    expect(await reminders(owner)).toEqual([]);
    // E-mail is opt-in: the member did not ask for it.
    expect(await reminderMails(member.email)).toEqual([]);

    await t.http().put('/api/notifications/settings').set(member.auth).send({ enabled: false }).expect(200);
    const later = new Date('2031-05-05T07:00:00Z');
    expect(await w1.get(DailyReminderService).run(householdId, later)).toMatchObject({ items: [], notified: [] });
    // Turned back on the same day, the member still gets that day's reminder.
    await t.http().put('/api/notifications/settings').set(member.auth).send({ enabled: true }).expect(200);
    expect((await w1.get(DailyReminderService).run(householdId, later)).items).toHaveLength(1);
  });

  it('names one recipe that uses an expiring item when the chef finds one (offline chef, fridge mode)', async () => {
    const u = await subscribedUser(t);
    await t.http().put('/api/notifications/settings').set(u.auth).send({ email: true }).expect(200);
    const now = new Date('2031-04-02T07:00:00Z');
    await addItem(u, 'Pommes de terre', addDays(kitchenToday(now), 1));
    await addItem(u, 'Œufs', addDays(kitchenToday(now), 10));
    await addItem(u, 'Oignons', null);
    await w2.get(DailyReminderService).run(await householdOf(u), now);
    const [reminder] = await eventually(async () => {
      const found = await reminders(u);
      if (found.length === 0) throw new Error('not yet');
      return found;
    });
    // The idea is the chef's dish of the day, made with the item that expires: its title names it.
    const idea = /^Pommes de terre expire demain\. Idée : (.+)\.$/.exec(reminder!.message)?.[1];
    expect(idea).toMatch(/pommes de terre/i);
    const mail = await waitForEmail(u.email, (m) => m.subject.startsWith(WASTE_MESSAGES.reminderTitle));
    expect(mail.subject).toBe('À consommer en priorité : « Pommes de terre »');
    expect(mail.text).toContain(`${idea} (http://`);
    expect(mail.text).toContain('/dashboard/feed?mode=frigo&ingredient=Pommes%20de%20terre');
  });

  it('nothing expiring within 2 days: no reminder', async () => {
    const u = await subscribedUser(t);
    const now = new Date('2031-06-01T07:00:00Z');
    await addItem(u, 'Pâtes', addDays(kitchenToday(now), 3));
    await addItem(u, 'Jambon', addDays(kitchenToday(now), -1));
    expect(await w1.get(DailyReminderService).run(await householdOf(u), now)).toMatchObject({ items: [], notified: [] });
  });

  it('the scheduled job runs through the queue: two identical jobs on two workers notify once', async () => {
    const u = await subscribedUser(t);
    const householdId = await householdOf(u);
    await addItem(u, 'Fromage blanc', addDays(kitchenToday(), 1));
    const jobs = t.app.get(JobQueue);
    await Promise.all([
      jobs.enqueue(QueueName.Reminders, { kind: 'daily', householdId }),
      jobs.enqueue(QueueName.Reminders, { kind: 'daily', householdId }),
    ]);
    await eventually(async () => expect(await reminders(u)).toHaveLength(1));
    await settle();
    expect(await reminders(u)).toHaveLength(1);
  });

  it('a job scheduler firing again and again the same day sends nothing new', async () => {
    const u = await subscribedUser(t);
    const householdId = await householdOf(u);
    await addItem(u, 'Mozzarella', addDays(kitchenToday(), 2));
    const jobs = t.app.get(JobQueue);
    // The household's scheduler, sped up: every 200 ms instead of once a day.
    const id = `test-fast-${householdId}`;
    await jobs.schedule(QueueName.Reminders, id, { every: 200 }, { kind: 'daily', householdId });
    try {
      await eventually(async () => expect(await reminders(u)).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 1_200));
      expect(await reminders(u)).toHaveLength(1);
    } finally {
      await jobs.unschedule(QueueName.Reminders, id);
    }
  });
});
