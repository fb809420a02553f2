import { kitchenToday } from '#contracts';
import { connectSocket, subscribedUser, useTestStack, type TestSocket, type TestUser } from '#testing';

// The offline chef reads the household's own fridge from the database: a food the question names
// and the fridge holds gets a dish of that fridge first; another household's fridge is never read.
const PREFS = { householdSize: { adults: 2, children: 2 }, dietaryRestrictions: ['none' as const], servings: 3, avoidedFoods: [] };
const inDays = (n: number) => new Date(Date.parse(`${kitchenToday()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('the offline chat cooks from the family’s fridge (API, worker, Postgres, Redis)', () => {
  const t = useTestStack({ listen: true, env: { REDIS_PREFIX: `${process.env.REDIS_PREFIX}:chat-fridge`, AI_DAILY_CHAT_LIMIT: '500', LOCAL_CHEF_WORD_MS: '0' } });
  let u: TestUser;
  let other: TestUser;
  const sockets: TestSocket[] = [];

  const ask = async (who: TestUser, content: string): Promise<string> => {
    const socket = await connectSocket(t.baseUrl, who.accessToken);
    sockets.push(socket);
    const done = socket.next('chat.done');
    await t.http().post('/api/chat/messages').set(who.auth).send({ content }).expect(202);
    return (await done).message.content as string;
  };

  beforeAll(async () => {
    u = await subscribedUser(t, PREFS);
    other = await subscribedUser(t, PREFS);
    for (const [name, quantity, unit, days] of [['Poulet', 600, 'g', 1], ['Courgettes', 3, 'unité', 3], ['Emmental râpé', 200, 'g', 10], ['Tomates', 4, 'unité', 5]] as const) {
      await t.http().post('/api/inventory-items').set(u.auth).send({ name, quantity, unit, expirationDate: inDays(days) }).expect(201);
    }
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  it('« Que faire avec le poulet qui expire demain ? »: a dish of the fridge that uses it, for the household, then ideas that need shopping', async () => {
    const reply = await ask(u, 'Que faire avec le poulet qui expire demain ?');
    expect(reply).toMatch(/^Avec le poulet de votre frigo, sans rien acheter :\n.+ — plat, \d+\u00a0min, \w+, pour 3\u00a0personnes\.$/m);
    const ingredients = reply.slice(reply.indexOf('Ingrédients :'), reply.indexOf('Préparation :'));
    expect(ingredients).toMatch(/poulet/);
    expect(reply).toMatch(/\nAvec quelques courses, vous pourriez aussi faire :\n• /);
  });

  it("cooks with the household's own cupboard (« Mon placard »), and without it names the basic a dish of the fridge lacks", async () => {
    const baker = await subscribedUser(t, PREFS);
    for (const [name, quantity, unit] of [['Lait demi-écrémé', 1500, 'ml'], ['Œufs', 2, 'unité'], ['Cannelle', 30, 'g'], ['Navets', 2, 'unité']] as const) {
      await t.http().post('/api/inventory-items').set(baker.auth).send({ name, quantity, unit, expirationDate: inDays(6) }).expect(201);
    }
    const lacking = await ask(baker, "Quel dessert avec ce qu'il y a dans mon frigo ?");
    expect(lacking).toMatch(/^Avec ce qu'il y a dans votre frigo(?: \(à utiliser en premier : [^)]+\))?, il ne manque qu'un basique du placard\. « .+ » demande aussi : sucre\. Confirmez ci-dessous pour l'ajouter à «\u00a0Mon placard\u00a0», puis redemandez-moi\.$/m);
    expect(lacking).not.toMatch(/sans rien acheter/);

    await t.http().put('/api/pantry').set(baker.auth).send({ items: ['sel', 'poivre', 'eau', 'huile', 'sucre'] }).expect(200);
    const made = await ask(baker, "Quel dessert avec ce qu'il y a dans mon frigo ?");
    expect(made).toMatch(/^Avec ce qu'il y a dans votre frigo(?: \(à utiliser en premier : [^)]+\))?, sans rien acheter :\n.+ — dessert, \d+\u00a0min, \w+, pour \d\u00a0personnes?\.$/m);
    expect(made.slice(made.indexOf('Ingrédients :'), made.indexOf('Préparation :'))).toMatch(/de sucre\n/);
  });

  it('« Un menu avec ce que j’ai ? » lists the menu of the household’s fridge; « la recette du plat » gives its main course whole; another household’s fridge is not read', async () => {
    const socket = await connectSocket(t.baseUrl, u.accessToken);
    sockets.push(socket);
    const say = async (content: string) => {
      const done = socket.next('chat.done');
      await t.http().post('/api/chat/messages').set(u.auth).send({ content }).expect(202);
      return (await done).message.content as string;
    };
    const menu = await say("Un menu avec ce que j'ai ?");
    expect(menu).toMatch(/^Un menu avec ce qu'il y a dans votre frigo, sans rien acheter, pour 3\u00a0personnes :$/m);
    const main = /^• (.+?) \(plat, /m.exec(menu)?.[1];
    expect(main).toBeDefined();
    const recipe = await say('La recette du plat');
    expect(recipe.startsWith(`${main} — plat, `)).toBe(true);
    expect(recipe.slice(recipe.indexOf('Ingrédients :'), recipe.indexOf('Préparation :'))).toMatch(/poulet/i);
    expect(await ask(other, "Un menu avec ce que j'ai ?")).toMatch(/^Votre frigo virtuel est vide/);
  });

  it('« ce qui expire bientôt » is the fridge too; another household with an empty fridge gets the collection’s ideas', async () => {
    expect(await ask(u, 'Que cuisiner avec ce qui expire bientôt ?')).toMatch(/^Avec ce qu'il y a dans votre frigo \(à utiliser en premier : Poulet/);
    expect(await ask(other, 'Que faire avec le poulet qui expire demain ?')).toMatch(/^Avec du poulet, je vous propose :\n• /);
  });
});
