import { kitchenToday, type ChatActionDto, type PlannedMeal } from '#contracts';
import { connectSocket, subscribedUser, useTestStack, type TestSocket, type TestUser } from '#testing';

// A conversation as a family of two has it on a phone, through the API, the queue and the worker:
// the follow-ups are about the recipe the chef gave earlier, read back from the stored messages.
const PREFS = { householdSize: { adults: 2, children: 0 }, dietaryRestrictions: ['none' as const], servings: 2, avoidedFoods: [] };
const FRIDGE = ['Lait', 'Farine', 'Œufs', 'Beurre', 'Pommes', 'Courgettes', 'Jambon', 'Gruyère râpé'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inDays = (n: number) => new Date(Date.parse(`${kitchenToday()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('the offline chat follows up on the recipe it gave (API, worker, Postgres, Redis)', () => {
  const t = useTestStack({ listen: true, env: { REDIS_PREFIX: `${process.env.REDIS_PREFIX}:chat-follow-up`, AI_DAILY_CHAT_LIMIT: '500', LOCAL_CHEF_WORD_MS: '0' } });
  let u: TestUser;
  let socket: TestSocket;

  const say = async (content: string): Promise<{ reply: string; actions: ChatActionDto[] }> => {
    const actions: ChatActionDto[] = [];
    const onAction = (e: { action: ChatActionDto }) => actions.push(e.action);
    socket.on('chat.action_proposed', onAction);
    const done = socket.next('chat.done');
    await t.http().post('/api/chat/messages').set(u.auth).send({ content }).expect(202);
    const { message } = await done;
    socket.off('chat.action_proposed', onAction);
    return { reply: message.content as string, actions };
  };

  beforeAll(async () => {
    u = await subscribedUser(t, PREFS);
    socket = await connectSocket(t.baseUrl, u.accessToken);
    for (const name of FRIDGE) {
      await t.http().post('/api/inventory-items').set(u.auth).send({ name, quantity: 6, unit: 'unité', expirationDate: inDays(7) }).expect(201);
    }
  });
  afterAll(() => socket.disconnect());

  it('tiramisu, « Et sans oeufs ? », « Combien de sucre par part ? », « Ajoute-la à mon planning demain soir »', async () => {
    const tiramisu = (await say('La recette du tiramisu ?')).reply;
    expect(tiramisu).toMatch(/^Tiramisu — dessert, .*, pour 2\u00a0personnes\.$/m);
    // One egg for two: its steps say so.
    expect(tiramisu).toMatch(/^• 1 œuf$/m);
    expect(tiramisu).toMatch(/^2\. Séparez l'œuf, fouettez le jaune avec le sucre/m);
    expect(tiramisu).toMatch(/^3\. Montez le blanc en neige ferme et incorporez-le délicatement/m);

    const withoutEggs = (await say('Et sans oeufs ?')).reply;
    expect(withoutEggs).toMatch(/^Voici la recette adaptée :\nTiramisu — dessert, .*, pour 2\u00a0personnes\.$/m);
    expect(withoutEggs).toMatch(/^Version sans œufs : /m);
    expect(withoutEggs).toMatch(/^• 1 œuf → 50 g de tofu soyeux/m);

    expect((await say('Combien de sucre par part ?')).reply).toMatch(/^« Tiramisu » pour 2\u00a0personnes met 25 g de sucre : environ 13 g de sucre ajouté par part/);

    const { reply, actions } = await say('Ajoute-la à mon planning demain soir');
    expect(reply).toMatch(/Confirmez/);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ kind: 'meal.plan', changes: ['« Tiramisu »', expect.stringMatching(/à 19:00$/), 'Pour 2\u00a0personnes'] });
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(200);
    const meals = (await t.http().get('/api/planned-meals').query({ from: inDays(-1), to: inDays(7) }).set(u.auth).expect(200)).body as PlannedMeal[];
    expect(meals).toEqual([expect.objectContaining({ recipeTitle: 'Tiramisu', date: inDays(1), time: '19:00', servings: 2, type: 'dessert' })]);
  });

  it('« Je reçois 6 personnes samedi, tu me proposes un menu ? », « La recette du plat », « Et le dessert ? »: the menu’s dishes for 6', async () => {
    const menu = (await say('Je reçois 6 personnes samedi, tu me proposes un menu ?')).reply;
    expect(menu).toMatch(/^Une idée de menu pour 6\u00a0personnes :$/m);
    const courses = [...menu.matchAll(/^• (.+?) \((entrée|plat|dessert), /gm)].map((m) => ({ title: m[1]!, type: m[2]! }));
    expect(courses.map((c) => c.type)).toEqual(['entrée', 'plat', 'dessert']);

    const main = (await say('La recette du plat')).reply;
    expect(main).toMatch(new RegExp(`^${escape(courses[1]!.title)} — plat, .*, pour 6\u00a0personnes\\.$`, 'm'));
    const dessert = (await say('Et le dessert ?')).reply;
    expect(dessert).toMatch(new RegExp(`^${escape(courses[2]!.title)} — dessert, .*, pour 6\u00a0personnes\\.$`, 'm'));
  });

  it('crêpes, « Ajoute ce qu\'il manque à ma liste » with one egg left and older ones past their date: one egg to buy', async () => {
    const fridge = (await t.http().get('/api/inventory-items').set(u.auth).expect(200)).body as { id: string; name: string }[];
    const eggs = fridge.find((i) => i.name === 'Œufs')!;
    await t.http().patch(`/api/inventory-items/${eggs.id}`).set(u.auth).send({ quantity: 1 }).expect(200);
    await t.http().post('/api/inventory-items').set(u.auth).send({ name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: inDays(-2) }).expect(201);

    expect((await say('La recette des crêpes au sucre et au citron ?')).reply).toMatch(/^• 2 œufs$/m);
    const { actions } = await say("Ajoute ce qu'il manque à ma liste");
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ kind: 'shopping.add' });
    expect(actions[0]!.changes).toContain('1 œuf');
    expect(actions[0]!.changes).not.toContain('2 œufs');
    await t.http().post(`/api/chat/actions/${actions[0]!.id}/confirm`).set(u.auth).expect(200);
    const list = (await t.http().get('/api/shopping-items').set(u.auth).expect(200)).body as { name: string; quantity: string }[];
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'œuf', quantity: '1' })]));
  });
});
