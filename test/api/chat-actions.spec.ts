import { CHAT_ACTION_MESSAGES, kitchenToday, type ChatActionDto, type DashboardStats, type InventoryItem, type PlannedMeal, type ShoppingItem } from '#contracts';
import { ChatActionsService } from '#domain/chat';
import { isDomainError } from '#domain/errors';
import {
  connectSocket,
  fakeReply,
  subscribedUser,
  useModelStack,
  useTestStack,
  type FakeModelServer,
  type TestApp,
  type TestSocket,
  type TestUser,
} from '#testing';

const PREFS = { householdSize: { adults: 2, children: 0 }, dietaryRestrictions: ['none' as const], servings: 4, avoidedFoods: [] };
const CREPES = 'Tu peux me donner la recette des crêpes au sucre et au citron ?';

type Http = () => ReturnType<TestApp['http']>;

/** Sends a chat message; resolves with the reply and the cards proposed with it. */
async function ask(http: Http, u: TestUser, socket: TestSocket, content: string): Promise<{ reply: string; actions: ChatActionDto[] }> {
  const actions: ChatActionDto[] = [];
  const onAction = (e: { action: ChatActionDto }) => actions.push(e.action);
  socket.on('chat.action_proposed', onAction);
  const done = socket.next('chat.done');
  await http().post('/api/chat/messages').set(u.auth).send({ content }).expect(202);
  const { message } = await done;
  socket.off('chat.action_proposed', onAction);
  return { reply: message.content, actions };
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('the offline chef acts in the chat (phrases → card → confirm)', () => {
  const t = useTestStack({ listen: true, env: { REDIS_PREFIX: `${process.env.REDIS_PREFIX}:chat-actions`, AI_DAILY_CHAT_LIMIT: '500' } });
  let u: TestUser;
  let other: TestUser;
  let socket: TestSocket;
  const list = async (who = u) => (await t.http().get('/api/shopping-items').set(who.auth).expect(200)).body as ShoppingItem[];
  const fridge = async (who = u) => (await t.http().get('/api/inventory-items').set(who.auth).expect(200)).body as InventoryItem[];
  // The planning is read a range at a time: from yesterday, two months ahead.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const meals = async () => (await t.http().get('/api/planned-meals').query({ from: day(-1), to: day(60) }).set(u.auth).expect(200)).body as PlannedMeal[];
  const say = (content: string) => ask(() => t.http(), u, socket, content);

  beforeAll(async () => {
    u = await subscribedUser(t, PREFS);
    other = await subscribedUser(t, PREFS);
    socket = await connectSocket(t.baseUrl, u.accessToken);
  });
  afterAll(() => socket.disconnect());
  beforeEach(async () => {
    await t.http().delete('/api/chat/messages').set(u.auth).expect(204);
  });

  it('"ajoute les ingrédients à ma liste" after a recipe: a card, nothing written; confirm puts the items on the list, live; undo takes them off', async () => {
    await say(CREPES);
    const { reply, actions } = await say('Ajoute les ingrédients à ma liste');
    expect(reply).toMatch(/Confirmez/);
    expect(actions).toHaveLength(1);
    const [card] = actions;
    expect(card).toMatchObject({ kind: 'shopping.add', status: 'proposed', title: 'Ajouter à la liste de courses' });
    expect(card!.changes).toEqual(expect.arrayContaining(['Recette : « Crêpes au sucre et au citron »', '250 g de farine', '4 œufs']));
    // The salt is the cupboard's: the card lists what the confirmation buys, nothing else.
    expect(card!.changes.filter((line) => /\bsel\b/.test(line))).toEqual([]);
    expect(await list()).toEqual([]);

    const changed = socket.next('household.changed');
    const done = (await t.http().post(`/api/chat/actions/${card!.id}/confirm`).set(u.auth).expect(200)).body as ChatActionDto;
    expect(done).toMatchObject({ status: 'done', result: expect.stringMatching(/articles ajoutés à la liste de courses$/) });
    expect(Date.parse(done.undoUntil!) - Date.now()).toBeGreaterThan(5_000);
    expect(await changed).toMatchObject({ resource: 'shopping-items', action: 'created' });
    const items = await list();
    expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(['farine', 'œufs']));
    expect(items).toHaveLength(card!.changes.length - 1);
    expect(items.every((i) => i.recipeTitle === 'Crêpes au sucre et au citron')).toBe(true);

    // A second tap (another tab) does nothing twice.
    const again = await t.http().post(`/api/chat/actions/${card!.id}/confirm`).set(u.auth).expect(409);
    expect(again.body.message).toBe('Cette proposition a déjà été traitée.');
    await t.http().post(`/api/chat/actions/${card!.id}/undo`).set(u.auth).expect(200);
    expect(await list()).toEqual([]);
  });

  it('« pense à acheter du pain et du lait », a reminder with no recipe asked: a card of those lines, on the list once confirmed', async () => {
    const { reply, actions } = await say('Pense à acheter du pain et du lait');
    expect(reply).toMatch(/Confirmez/);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ kind: 'shopping.add', status: 'proposed' });
    expect(actions[0]!.changes).toEqual(expect.arrayContaining(['pain', 'lait']));
    expect(await list()).toEqual([]);
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(200);
    expect((await list()).map((i) => i.name).sort()).toEqual(['lait', 'pain']);
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/undo`).set(u.auth).expect(200);
    expect(await list()).toEqual([]);
  });

  it('undoing an add that topped up a line already on the list puts that line back as it was', async () => {
    await t.http().post('/api/shopping-items').set(u.auth).send({ name: 'farine', quantity: '500', unit: 'g' }).expect(201);
    await say(CREPES);
    const { actions } = await say('Ajoute les ingrédients à ma liste');
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(200);
    const topped = (await list()).filter((i) => i.name === 'farine');
    expect(topped).toHaveLength(1);
    expect(topped[0]!.quantity).not.toBe('500');
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/undo`).set(u.auth).expect(200);
    const back = await list();
    expect(back.map((i) => [i.name, i.quantity, i.unit])).toEqual([['farine', '500', 'g']]);
    await t.http().delete(`/api/shopping-items/${back[0]!.id}`).set(u.auth).expect(204);
  });

  it('« le poulet sent bizarre, je le jette ? » says to throw it and, the fridge holding it, offers to take it out as thrown', async () => {
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Blancs de poulet', quantity: 400, unit: 'g', category: 'Viandes et Poissons' }).expect(201);
    const { reply, actions } = await say('Le poulet sent bizarre, je le jette ?');
    expect(reply).toMatch(/se jette sans la goûter ni la cuire/);
    expect(actions).toEqual([expect.objectContaining({ kind: 'fridge.remove', changes: ['Blancs de poulet (400 g)', 'Compté comme jeté dans vos chiffres anti-gaspi'] })]);
    const thrownThisMonth = async () => ((await t.http().get('/api/dashboard/stats').set(u.auth).expect(200)).body as DashboardStats).waste.thisMonth.thrown;
    const before = await thrownThisMonth();
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(200);
    expect((await fridge()).map((i) => i.name)).not.toContain('Blancs de poulet');
    expect(await thrownThisMonth()).toBe(before + 1);
  });

  it('"Annuler" on the card writes nothing, and the card cannot be confirmed after', async () => {
    await say(CREPES);
    const { actions } = await say('garde cette recette');
    expect(actions[0]).toMatchObject({ kind: 'recipe.save', changes: ['« Crêpes au sucre et au citron »', expect.stringMatching(/ingrédients, \d+\u00a0étapes$/)] });
    const cancelled = await t.http().post(`/api/chat/actions/${actions[0]!.id}/cancel`).set(u.auth).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(409);
    expect((await t.http().get('/api/recipes').set(u.auth).expect(200)).body.items).toEqual([]);
  });

  it('"planifie ça jeudi soir" and "demain midi" plan the recipe on the kitchen\'s days', async () => {
    const today = kitchenToday();
    const thursday = addDays(today, (4 - new Date(`${today}T12:00:00Z`).getUTCDay() + 7) % 7);
    await say(CREPES);
    const { actions } = await say('planifie ça jeudi soir');
    expect(actions[0]).toMatchObject({ kind: 'meal.plan', changes: ['« Crêpes au sucre et au citron »', expect.stringMatching(/^Le jeudi \d+(?:er)? \S+ à 19:00$/), 'Pour 4\u00a0personnes'] });
    expect(await meals()).toEqual([]);
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(200);
    const [meal] = await meals();
    expect(meal).toMatchObject({ recipeTitle: 'Crêpes au sucre et au citron', date: thursday, time: '19:00', servings: 4, type: 'dessert' });
    expect(meal!.ingredients).toContain('250 g de farine');

    const tomorrow = (await say('et planifie-la demain midi')).actions[0]!;
    await t.http().post(`/api/chat/actions/${tomorrow.id}/confirm`).set(u.auth).expect(200);
    expect((await meals()).find((m) => m.date === addDays(today, 1))).toMatchObject({ time: '12:30' });
  });

  it('« mets des pâtes carbonara au menu de mardi » plans that dish of the book, with no recipe asked before', async () => {
    const today = kitchenToday();
    const tuesday = addDays(today, (2 - new Date(`${today}T12:00:00Z`).getUTCDay() + 7) % 7 || 7);
    const { actions } = await say('mets des pâtes carbonara au menu de mardi');
    expect(actions[0]).toMatchObject({ kind: 'meal.plan', changes: ['« Pâtes à la carbonara »', expect.stringMatching(/^Le mardi \d+(?:er)? \S+ à 19:00$/), expect.stringMatching(/^Pour \d+\u00a0personnes?$/)] });
    expect((await meals()).filter((m) => m.recipeTitle === 'Pâtes à la carbonara')).toEqual([]);
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(200);
    const planned = (await meals()).filter((m) => m.recipeTitle === 'Pâtes à la carbonara');
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ time: '19:00', type: 'plat' });
    expect([tuesday, addDays(tuesday, -7)]).toContain(planned[0]!.date);
    expect(planned[0]!.ingredients.some((line) => /spaghetti/.test(line))).toBe(true);
  });

  it('"j\'ai acheté 6 œufs" fills the fridge; "enlève le lait du frigo" empties it, and undo puts it back', async () => {
    const bought = (await say("J'ai acheté 6 œufs")).actions[0]!;
    expect(bought).toMatchObject({ kind: 'fridge.add', changes: ['œufs (6)'] });
    expect(await fridge()).toEqual([]);
    await t.http().post(`/api/chat/actions/${bought.id}/confirm`).set(u.auth).expect(200);
    expect(await fridge()).toEqual([expect.objectContaining({ name: 'œufs', quantity: 6, unit: 'unité', category: 'Produits Laitiers' })]);

    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Lait', quantity: 2, unit: 'l', category: 'Produits Laitiers' }).expect(201);
    const removal = (await say('enlève le lait du frigo')).actions[0]!;
    expect(removal).toMatchObject({ kind: 'fridge.remove', changes: ['Lait (2 l)'] });
    expect((await fridge()).map((i) => i.name)).toContain('Lait');
    await t.http().post(`/api/chat/actions/${removal.id}/confirm`).set(u.auth).expect(200);
    expect((await fridge()).map((i) => i.name)).not.toContain('Lait');
    await t.http().post(`/api/chat/actions/${removal.id}/undo`).set(u.auth).expect(200);
    expect(await fridge()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Lait', quantity: 2, unit: 'l', category: 'Produits Laitiers' })]));

    // "J'ai jeté…": the anti-gaspi exit, in this month's figures, and undone like the fridge's "Annuler".
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Crème', quantity: 1 }).expect(201);
    const thrown = (await say("J'ai jeté la crème")).actions[0]!;
    expect(thrown.changes).toEqual(['Crème (1)', 'Compté comme jeté dans vos chiffres anti-gaspi']);
    const thrownThisMonth = async () => ((await t.http().get('/api/dashboard/stats').set(u.auth).expect(200)).body as DashboardStats).waste.thisMonth.thrown;
    const before = await thrownThisMonth();
    await t.http().post(`/api/chat/actions/${thrown.id}/confirm`).set(u.auth).expect(200);
    expect((await fridge()).map((i) => i.name)).not.toContain('Crème');
    expect(await thrownThisMonth()).toBe(before + 1);
    await t.http().post(`/api/chat/actions/${thrown.id}/undo`).set(u.auth).expect(200);
    expect((await fridge()).map((i) => i.name)).toContain('Crème');
    expect(await thrownThisMonth()).toBe(before);

    // Nothing of that name in the fridge: no card, the chef says why.
    const { reply, actions } = await say('enlève le jambon du frigo');
    expect(actions).toEqual([]);
    expect(reply).toBe(CHAT_ACTION_MESSAGES.invalid("cet article n'est pas dans votre frigo."));
  });

  it('"Annuler" after the card\'s 10 s is refused and leaves what was done (driven by a test clock)', async () => {
    const card = (await say("J'ai acheté 2 poireaux")).actions[0]!;
    const actions = t.app.get(ChatActionsService);
    const scope = { userId: u.user.id, householdId: u.user.householdId! };
    const at = new Date('2026-11-25T10:00:00Z');
    const done = await actions.confirm(scope, card.id, at);
    expect(done.undoUntil).toBe('2026-11-25T10:00:10.000Z');
    const late = await actions.undo(scope, card.id, new Date(at.getTime() + 14_000)).catch((err: unknown) => err);
    expect(isDomainError(late, 'CHAT_ACTION_CLOSED') && late.message).toBe(CHAT_ACTION_MESSAGES.undoExpired);
    expect((await fridge()).map((i) => i.name)).toContain('poireaux');
    expect((await t.http().get(`/api/chat/actions/${card.id}`).set(u.auth).expect(200)).body.status).toBe('done');
  });

  it('"mets-la en favori" makes the last recipe a favourite', async () => {
    await say(CREPES);
    const card = (await say('mets-la en favori')).actions[0]!;
    expect(card).toMatchObject({ kind: 'recipe.favorite', changes: ['« Crêpes au sucre et au citron »'] });
    expect((await t.http().get('/api/favorites').set(u.auth).expect(200)).body).toEqual([]);
    await t.http().post(`/api/chat/actions/${card.id}/confirm`).set(u.auth).expect(200);
    expect((await t.http().get('/api/favorites').set(u.auth).expect(200)).body).toEqual([expect.objectContaining({ recipeTitle: 'Crêpes au sucre et au citron', recipeId: 'crepes-sucre-citron' })]);
  });

  it('a dessert of the fridge lacking sugar comes with a card: confirm puts it in « Mon placard », and asked again the chef cooks with it; undo takes it out', async () => {
    const baker = await subscribedUser(t, PREFS);
    const bakerSocket = await connectSocket(t.baseUrl, baker.accessToken);
    const sayBaker = (content: string) => ask(() => t.http(), baker, bakerSocket, content);
    const pantry = async () => (await t.http().get('/api/pantry').set(baker.auth).expect(200)).body as { items: string[]; isDefault: boolean };
    try {
      for (const [name, quantity, unit] of [['Lait demi-écrémé', 1500, 'ml'], ['Œufs', 2, 'unité'], ['Cannelle', 30, 'g']] as const) {
        await t.http().post('/api/inventory-items').set(baker.auth).send({ name, quantity, unit }).expect(201);
      }
      const question = "Quel dessert avec ce qu'il y a dans mon frigo ?";
      const lacking = await sayBaker(question);
      expect(lacking.reply).toMatch(/« .+ » demande aussi : sucre\. Confirmez ci-dessous pour l'ajouter à «\u00a0Mon placard\u00a0», puis redemandez-moi\.$/m);
      expect(lacking.actions).toHaveLength(1);
      const [card] = lacking.actions;
      expect(card).toMatchObject({ kind: 'pantry.add', status: 'proposed', title: 'Ajouter à «\u00a0Mon placard\u00a0»', changes: ['sucre'] });
      expect(await pantry()).toMatchObject({ isDefault: true });

      const done = (await t.http().post(`/api/chat/actions/${card!.id}/confirm`).set(baker.auth).expect(200)).body as ChatActionDto;
      expect(done).toMatchObject({ status: 'done', result: '«\u00a0Mon placard\u00a0» contient désormais sucre' });
      expect(await pantry()).toMatchObject({ isDefault: false, items: expect.arrayContaining(['sel', 'poivre', 'eau', 'huile', 'sucre']) });
      const made = await sayBaker(question);
      expect(made.reply).toMatch(/sans rien acheter :\n.+ — dessert, /);
      expect(made.actions).toEqual([]);
      // Said again while it holds it: no card, a French reason.
      const again = await sayBaker('Ajoute le sucre au placard');
      expect(again.actions).toEqual([]);
      expect(again.reply).toBe(CHAT_ACTION_MESSAGES.invalid(CHAT_ACTION_MESSAGES.alreadyInPantry('sucre')));

      await t.http().post(`/api/chat/actions/${card!.id}/undo`).set(baker.auth).expect(200);
      // The default cupboard again, following the installation's default as before.
      expect(await pantry()).toMatchObject({ isDefault: true });
      expect((await pantry()).items).not.toContain('sucre');
    } finally {
      bakerSocket.disconnect();
    }
  });

  it('"mets la farine dans mon placard" adds to a chosen cupboard, and undo leaves the rest of it', async () => {
    await t.http().put('/api/pantry').set(u.auth).send({ items: ['sel', 'eau', 'vinaigre'] }).expect(200);
    const { actions } = await say('Mets la farine et le beurre dans mon placard');
    expect(actions.map((a) => [a.kind, a.changes])).toEqual([['pantry.add', ['farine', 'beurre']]]);
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(200);
    expect((await t.http().get('/api/pantry').set(u.auth)).body).toMatchObject({ items: ['sel', 'eau', 'vinaigre', 'farine', 'beurre'], isDefault: false });
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/undo`).set(u.auth).expect(200);
    expect((await t.http().get('/api/pantry').set(u.auth)).body).toMatchObject({ items: ['sel', 'eau', 'vinaigre'], isDefault: false });
    await t.http().put('/api/pantry').set(u.auth).send({ items: null }).expect(200);
  });

  it("another household's member cannot see, confirm, cancel or undo an action: 404, and nothing is written", async () => {
    await say(CREPES);
    const card = (await say('ajoute les ingrédients à ma liste')).actions[0]!;
    for (const verb of ['confirm', 'cancel', 'undo']) {
      const res = await t.http().post(`/api/chat/actions/${card.id}/${verb}`).set(other.auth).expect(404);
      expect(res.body.message).toBeTruthy();
    }
    await t.http().get(`/api/chat/actions/${card.id}`).set(other.auth).expect(404);
    expect((await t.http().get('/api/chat/actions').set(other.auth).expect(200)).body).toEqual([]);
    // The owner's reloaded chat finds the card again, under the message that asked for it.
    const history = (await t.http().get('/api/chat/messages').set(u.auth).expect(200)).body as { id: string; content: string }[];
    const asked = history.find((m) => m.content === 'ajoute les ingrédients à ma liste')!;
    expect((await t.http().get('/api/chat/actions').set(u.auth).expect(200)).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: card.id, replyTo: asked.id, status: 'proposed' })]));
    await t.http().post('/api/chat/actions/not-an-id/confirm').set(u.auth).expect(404);
    await t.http().post('/api/chat/actions/00000000-0000-4000-8000-000000000000/confirm').set(u.auth).expect(404);
    expect(await list()).toEqual([]);
    expect(await list(other)).toEqual([]);
    expect((await t.http().get(`/api/chat/actions/${card.id}`).set(u.auth).expect(200)).body.status).toBe('proposed');
  });
});

describe.each(['openai', 'mistral'] as const)('chat actions through %s tool calls (local stand-in)', (provider) => {
  let fake: FakeModelServer;
  let t: TestApp;
  let u: TestUser;
  let other: TestUser;
  let socket: TestSocket;
  const say = (content: string) => ask(() => t.http(), u, socket, content);
  const confirm = (id: string, who = u) => t.http().post(`/api/chat/actions/${id}/confirm`).set(who.auth);

  const m = useModelStack({ AI_CHAT_PROVIDER: provider, AI_DAILY_CHAT_LIMIT: '500' });

  beforeAll(async () => {
    ({ fake, t } = m);
    u = await subscribedUser(t, { ...PREFS, dietaryRestrictions: ['vegetarian'] });
    other = await subscribedUser(t, PREFS);
    socket = await connectSocket(m.baseUrl, u.accessToken);
  });
  afterAll(() => socket.disconnect());

  it('offers the tools to the model; a good add_to_shopping_list becomes a card, written only on confirm', async () => {
    fake.reply(fakeReply.tool('add_to_shopping_list', { recipeTitle: 'Risotto aux courgettes', ingredients: ['300 g de riz arborio', '2 courgettes'] }, 'Je peux ajouter ces ingrédients :'));
    const { reply, actions } = await say('Ajoute les ingrédients du risotto à ma liste');
    const sent = fake.requests[0]!.body;
    expect(sent.tools.map((tool: { function: { name: string } }) => tool.function.name)).toEqual(
      expect.arrayContaining(['add_to_shopping_list', 'plan_meal', 'add_to_fridge', 'remove_from_fridge', 'save_recipe', 'add_favorite', 'add_to_pantry']),
    );
    expect(sent.messages[0].content).toMatch(/L'utilisateur confirme chaque action dans l'application/);
    expect(reply).toBe('Je peux ajouter ces ingrédients :');
    expect(actions).toEqual([expect.objectContaining({ kind: 'shopping.add', changes: ['Recette : « Risotto aux courgettes »', '300 g de riz arborio', '2 courgettes'] })]);
    expect((await t.http().get('/api/shopping-items').set(u.auth)).body).toEqual([]);
    await confirm(actions[0]!.id).expect(200);
    const names = ((await t.http().get('/api/shopping-items').set(u.auth)).body as ShoppingItem[]).map((i) => i.name);
    expect(names.sort()).toEqual(['courgettes', 'riz arborio']);
  });

  it('plan_meal, add_to_fridge, remove_from_fridge, save_recipe and add_favorite with good arguments', async () => {
    const date = addDays(kitchenToday(), 2);
    fake.reply(
      fakeReply.tool('plan_meal', { recipeTitle: 'Gratin de courgettes', date, time: '19:30', servings: 3, type: 'plat', ingredients: ['3 courgettes'] }),
      fakeReply.tool('add_to_fridge', { items: [{ name: 'Yaourts', quantity: 4, expirationDate: addDays(kitchenToday(), 5) }] }),
      fakeReply.tool('remove_from_fridge', { name: 'yaourts' }),
      fakeReply.tool('save_recipe', { title: 'Soupe de courge', ingredients: ['1 courge', '1 oignon'], steps: ['Cuire.', 'Mixer.'], type: 'entrée', servings: 4 }),
    );
    const plan = (await say('Planifie le gratin après-demain')).actions[0]!;
    expect(plan.changes).toEqual(['« Gratin de courgettes »', expect.stringMatching(/^Le \S+ \d+(?:er)? \S+ à 19:30$/), 'Pour 3\u00a0personnes']);
    await confirm(plan.id).expect(200);
    expect((await t.http().get('/api/planned-meals').query({ from: date, to: date }).set(u.auth)).body).toEqual([expect.objectContaining({ recipeTitle: 'Gratin de courgettes', date, time: '19:30', servings: 3 })]);

    const add = (await say("J'ai acheté 4 yaourts")).actions[0]!;
    expect(add.changes).toEqual(['Yaourts (4)']);
    await confirm(add.id).expect(200);
    const [yaourts] = (await t.http().get('/api/inventory-items').set(u.auth)).body as InventoryItem[];
    expect(yaourts).toMatchObject({ name: 'Yaourts', quantity: 4 });

    const remove = (await say('Enlève les yaourts')).actions[0]!;
    expect(remove.changes).toEqual(['Yaourts (4)']);
    await confirm(remove.id).expect(200);
    expect((await t.http().get('/api/inventory-items').set(u.auth)).body).toEqual([]);

    const save = (await say('Garde la soupe')).actions[0]!;
    await confirm(save.id).expect(200);
    const book = (await t.http().get('/api/recipes').set(u.auth).expect(200)).body.items as { id: string; title: string }[];
    // The gratin planned above is in the book too: planning keeps a recipe, as from the pages.
    expect(book.map((r) => r.title).sort()).toEqual(['Gratin de courgettes', 'Soupe de courge']);
    const soup = book.find((r) => r.title === 'Soupe de courge')!;

    fake.reply(fakeReply.tool('add_favorite', { recipeId: soup.id }));
    const favorite = (await say('Mets-la en favori')).actions[0]!;
    expect(favorite.changes).toEqual(['« Soupe de courge »']);
    await confirm(favorite.id).expect(200);
    expect((await t.http().get('/api/favorites').set(u.auth)).body).toEqual([expect.objectContaining({ recipeTitle: 'Soupe de courge' })]);
  });

  it.each([
    ['plan_meal', { recipeTitle: 'Gratin', date: 'jeudi', time: '19:00' }, CHAT_ACTION_MESSAGES.invalid('date invalide')],
    ['plan_meal', { recipeTitle: 'Gratin', date: '2026-12-01', time: '25:00' }, CHAT_ACTION_MESSAGES.invalid('heure invalide')],
    // The planning's own rules (CreatePlannedMealDto): a day the calendar has, 1 to 50 portions said as the form says it.
    ['plan_meal', { recipeTitle: 'Gratin', date: '2026-02-30', time: '19:00' }, CHAT_ACTION_MESSAGES.invalid('date invalide')],
    ['plan_meal', { recipeTitle: 'Gratin', date: '2026-12-01', time: '19:00', servings: 51 }, CHAT_ACTION_MESSAGES.invalid('le nombre de portions ne doit pas dépasser 50')],
    ['add_to_fridge', { items: [{ name: 'Œufs', expirationDate: '2026-02-29' }] }, CHAT_ACTION_MESSAGES.invalid("date d'expiration invalide")],
    // The book's own rules (CreateRecipeDto).
    ['save_recipe', { title: 'Soupe de courge', ingredients: ['1 courge'], steps: ['Cuire.'], servings: 51 }, CHAT_ACTION_MESSAGES.invalid('le nombre de personnes doit être un entier entre 1 et 50')],
    ['add_to_fridge', { items: [{ name: 'Œufs', quantity: 0 }] }, CHAT_ACTION_MESSAGES.invalid('la quantité doit être un nombre entier supérieur ou égal à 1')],
    ['add_to_fridge', { items: [] }, CHAT_ACTION_MESSAGES.invalid('indiquez au moins un article.')],
    ['add_to_shopping_list', { ingredients: 'farine' }, CHAT_ACTION_MESSAGES.invalid('la liste des ingrédients est requise')],
    ['add_to_shopping_list', '{"ingredients": [', CHAT_ACTION_MESSAGES.invalid('requête invalide')],
    // « Mon placard »'s own rules (PantryUpdateDto).
    ['add_to_pantry', { basics: ['x'.repeat(41)] }, CHAT_ACTION_MESSAGES.invalid('chaque ingrédient du placard doit compter entre 1 et 40 caractères')],
    ['add_to_pantry', { basics: [] }, CHAT_ACTION_MESSAGES.invalid('chaque ingrédient du placard doit compter entre 1 et 40 caractères')],
    ['order_pizza', { size: 'XL' }, CHAT_ACTION_MESSAGES.invalid('cette action est inconnue.')],
    // The household is vegetarian: the pages would not offer this recipe either.
    ['save_recipe', { title: 'Quiche lorraine', ingredients: ['200 g de lardons', '3 œufs'], steps: ['Cuire.'] }, new RegExp(`^${CHAT_ACTION_MESSAGES.invalid('cette recette ne convient pas à votre foyer')} \\(.+\\)\\.$`)],
  ])('bad arguments to %s: no card, a French reason, nothing written', async (name, args, message) => {
    const everything = async () =>
      Promise.all(['shopping-items', 'inventory-items', `planned-meals?from=${addDays(kitchenToday(), -1)}&to=${addDays(kitchenToday(), 60)}`, 'recipes'].map(async (path) => (await t.http().get(`/api/${path}`).set(u.auth).expect(200)).body));
    const before = await everything();
    fake.reply({ toolCalls: [{ name, arguments: args }] });
    const { reply, actions } = await say('Fais-le');
    expect(actions).toEqual([]);
    expect(reply).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await everything()).toEqual(before);
  });

  it("another household's ids: its fridge item or its recipe are not found, and stay untouched", async () => {
    const theirs = (await t.http().post('/api/inventory-items').set(other.auth).send({ name: 'Beurre' }).expect(201)).body as InventoryItem;
    const theirRecipe = (await t.http().post('/api/recipes').set(other.auth).send({ title: 'Tarte de l’autre foyer', ingredients: ['1 pâte'], steps: ['Cuire.'] }).expect(201)).body as { id: string };
    fake.reply(fakeReply.tool('remove_from_fridge', { itemId: theirs.id }), fakeReply.tool('add_favorite', { recipeId: theirRecipe.id }));
    const removal = await say('Enlève le beurre');
    expect(removal.actions).toEqual([]);
    expect(removal.reply).toBe(CHAT_ACTION_MESSAGES.invalid("cet article n'est pas dans votre frigo."));
    const favorite = await say('Mets-la en favori');
    expect(favorite.actions).toEqual([]);
    expect(favorite.reply).toBe(CHAT_ACTION_MESSAGES.invalid("cette recette n'est pas dans vos recettes."));
    expect((await t.http().get('/api/inventory-items').set(other.auth)).body).toHaveLength(1);
    expect((await t.http().get('/api/favorites').set(other.auth)).body).toEqual([]);

    // And a proposal of ours is not theirs to confirm.
    fake.reply(fakeReply.tool('add_to_fridge', { items: [{ name: 'Pommes', quantity: 3 }] }));
    const ours = (await say("J'ai acheté 3 pommes")).actions[0]!;
    await confirm(ours.id, other).expect(404);
    expect((await t.http().get('/api/inventory-items').set(other.auth)).body).toHaveLength(1);
  });
});
