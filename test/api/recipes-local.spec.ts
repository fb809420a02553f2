import { findAvoidedFoods, findRestrictionViolations } from '#ai';
import type { Recipe } from '#contracts';
import { normalizeIngredientName, parseIngredientLine, sameIngredient } from '#ingredients';
import { connectSocket, subscribedUser, useTestStack, type TestSocket, type TestUser } from '#testing';

const PREFS = {
  householdSize: { adults: 2, children: 0 },
  dietaryRestrictions: ['vegetarian' as const],
  preferredFoods: ['courgettes'],
  avoidedFoods: ['champignons'],
};

describe('recipe generation with the offline chef (API → queue → worker → socket)', () => {
  const t = useTestStack({ listen: true, env: { REDIS_PREFIX: `${process.env.REDIS_PREFIX}:recipes`, AI_DAILY_RECIPE_LIMIT: '40' } });
  let u: TestUser;
  let socket: TestSocket;

  beforeAll(async () => {
    u = await subscribedUser(t, PREFS);
    socket = await connectSocket(t.baseUrl, u.accessToken);
  });
  afterAll(() => socket.disconnect());

  async function generate(body: object): Promise<{ jobId: string; recipe: Recipe }> {
    const ready = socket.next('recipe.ready');
    const res = await t.http().post('/api/recipes/generate').set(u.auth).send(body).expect(202);
    const event = await ready;
    expect(event.jobId).toBe(res.body.jobId);
    return event;
  }

  it('answers 202 with a job id, then a valid French plat arrives on the socket and on the job', async () => {
    const { jobId, recipe } = await generate({ dishType: 'plat', mode: 'preferences' });
    // For the household's portions: two adults.
    expect(recipe).toMatchObject({ type: 'plat', servings: 2 });
    expect(recipe.title.length).toBeGreaterThan(3);
    expect(recipe.ingredients.length).toBeGreaterThan(1);
    expect(recipe.instructions.length).toBeGreaterThan(1);
    expect(recipe.preparationTime).toBeGreaterThanOrEqual(30);
    expect(recipe.preparationTime).toBeLessThanOrEqual(59);
    expect(recipe.imageUrl).toMatch(/^\/images\/recipes\/plat-[123]\.svg$/);
    expect(findRestrictionViolations(recipe.ingredients, ['vegetarian'])).toEqual([]);
    expect(findAvoidedFoods(recipe.ingredients, ['champignons'])).toEqual([]);
    for (const line of recipe.ingredients) expect(parseIngredientLine(line).name).not.toBe('');

    const job = await t.http().get(`/api/recipes/jobs/${jobId}`).set(u.auth).expect(200);
    expect(job.body).toEqual({ jobId, status: 'completed', recipe });
  });

  it('serves the same request from the 5-minute cache, and a regenerate gives another recipe', async () => {
    const first = await generate({ dishType: 'dessert', mode: 'preferences' });
    const cached = await generate({ dishType: 'dessert', mode: 'preferences' });
    expect(cached.recipe.id).toBe(first.recipe.id);
    const other = await generate({ dishType: 'dessert', mode: 'preferences', regenerate: true, exclude: [first.recipe.id] });
    expect(other.recipe.id).not.toBe(first.recipe.id);
  });

  it("never serves from the cache a recipe made with a basic the household's cupboard no longer holds", async () => {
    for (const [name, quantity, unit] of [['Œufs', 6, 'unité'], ['Lait', 1, 'l']] as const) {
      await t.http().post('/api/inventory-items').set(u.auth).send({ name, quantity, unit }).expect(201);
    }
    try {
      await t.http().put('/api/pantry').set(u.auth).send({ items: ['sel', 'poivre', 'eau', 'huile', 'sucre'] }).expect(200);
      const sweet = await generate({ dishType: 'dessert', mode: 'fridge' });
      expect(sweet.recipe.ingredients.some((line) => /sucre/.test(line))).toBe(true);
      // The sugar leaves « Mon placard »: the same request within the cache's five minutes is asked
      // of the chef again, who now says what it lacks, instead of the dessert made with it.
      await t.http().put('/api/pantry').set(u.auth).send({ items: null }).expect(200);
      const failed = socket.next('recipe.failed');
      await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'dessert', mode: 'fridge' }).expect(202);
      expect((await failed).pantryNeeds).toEqual(['sucre']);
    } finally {
      await t.http().put('/api/pantry').set(u.auth).send({ items: null }).expect(200);
      for (const item of (await t.http().get('/api/inventory-items').set(u.auth)).body) {
        await t.http().delete(`/api/inventory-items/${item.id}`).set(u.auth).expect(204);
      }
    }
  });

  it('fridge mode uses only what the fridge holds and the staples', async () => {
    const fridge = ['pâtes', 'tomates', 'oignon', 'ail', 'basilic', 'parmesan', 'œufs', 'lait', 'farine', 'beurre', 'courgettes', 'riz', 'citron', 'sucre'];
    for (const name of fridge) await t.http().post('/api/inventory-items').set(u.auth).send({ name, quantity: 5 }).expect(201);
    const staples = ['sel', 'poivre', 'eau', 'huile'];
    for (const dishType of ['plat', 'dessert']) {
      const { recipe } = await generate({ dishType, mode: 'fridge', regenerate: true });
      for (const line of recipe.ingredients) {
        const name = parseIngredientLine(line).name;
        const allowed = fridge.some((f) => sameIngredient(f, name)) || staples.some((s) => normalizeIngredientName(name).startsWith(s));
        expect({ line, allowed }).toEqual({ line, allowed: true });
      }
    }
    for (const item of (await t.http().get('/api/inventory-items').set(u.auth)).body) {
      await t.http().delete(`/api/inventory-items/${item.id}`).set(u.auth).expect(204);
    }
  });

  it("refuses fridge mode on an empty fridge with the spec's message", async () => {
    const res = await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'plat', mode: 'fridge' }).expect(422);
    expect(res.body.message).toBe('Impossible de générer une recette: Aucun ingrédient disponible dans le frigo');
  });

  it("answers 404 for another user's job and refuses a bad dish type in French", async () => {
    const { jobId } = await generate({ dishType: 'boisson', mode: 'preferences' });
    const other = await subscribedUser(t);
    await t.http().get(`/api/recipes/jobs/${jobId}`).set(other.auth).expect(404);
    await t.http().get('/api/recipes/jobs/does-not-exist').set(u.auth).expect(404);
    const bad = await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'brunch', mode: 'preferences' }).expect(400);
    expect(bad.body.message).toBe('Type de plat invalide');
  });

  it('the chef replies in French, streamed token by token, and the exchange is stored', async () => {
    const deltas: string[] = [];
    socket.on('chat.delta', (d) => deltas.push(d.delta));
    const done = socket.next('chat.done');
    const res = await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Par quoi remplacer le beurre ?' }).expect(202);
    const { message } = await done;
    socket.off('chat.delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(message.content);
    expect(message.role).toBe('assistant');
    const history = await t.http().get('/api/chat/messages').set(u.auth).expect(200);
    expect(history.body.slice(-2).map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Par quoi remplacer le beurre ?'],
      ['assistant', message.content],
    ]);
    expect(res.body.message.content).toBe('Par quoi remplacer le beurre ?');
  });

  it('refuses an empty message and clears the history', async () => {
    const empty = await t.http().post('/api/chat/messages').set(u.auth).send({ content: '   ' }).expect(400);
    expect(empty.body.message).toBe('Le message est vide');
    const done = socket.next('chat.done');
    await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Bonjour chef' }).expect(202);
    await done;
    await t.http().delete('/api/chat/messages').set(u.auth).expect(204);
    expect((await t.http().get('/api/chat/messages').set(u.auth)).body).toEqual([]);
  });

  it('the chef follows the stored conversation: "Et pour 8 personnes ?" rescales the recipe it gave', async () => {
    const say = async (content: string): Promise<string> => {
      const done = socket.next('chat.done');
      await t.http().post('/api/chat/messages').set(u.auth).send({ content }).expect(202);
      return (await done).message.content;
    };
    expect(await say('Tu peux me donner la recette de la fondue moitié-moitié ?')).toMatch(/^Fondue moitié-moitié — /);
    const eight = await say('Et pour 8 personnes ?');
    expect(eight).toMatch(/^Fondue moitié-moitié — plat, .*, pour 8\u00a0personnes\.$/m);
    // Written for 4 with 400 g.
    expect(eight).toMatch(/^• 800 g de gruyère/m);
    const sauce = await say('Ma sauce est trop salée, comment la rattraper ?');
    expect(sauce).toMatch(/^Pour rattraper une sauce ou un plat trop salé/);
    // Three replies streamed word by word at LOCAL_CHEF_WORD_MS, two of them whole recipes.
  });
});
