import { ingredientsOutsideFridge, overStock } from '#ai';
import { PANTRY_MESSAGES, RECIPE_MESSAGES, type Recipe } from '#contracts';
import { connectSocket, subscribedUser, useTestStack, type TestSocket, type TestUser } from '#testing';

// The offline chef through the API and the worker: dishes composed from the household's fridge,
// for the household's size, with its cupboard ("Mon placard"), never with what is past its date.
describe('the chef cooks from the fridge (API → queue → worker)', () => {
  const t = useTestStack({ listen: true, env: { REDIS_PREFIX: `${process.env.REDIS_PREFIX}:chef-fridge`, AI_DAILY_RECIPE_LIMIT: '60', AI_RECIPE_CACHE_SECONDS: '0' } });
  let u: TestUser;
  let socket: TestSocket;

  const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    // Two adults and three children: 4 portions (each child counts for half).
    u = await subscribedUser(t, { householdSize: { adults: 2, children: 3 }, dietaryRestrictions: ['none'], preferredFoods: [], avoidedFoods: [] });
    socket = await connectSocket(t.baseUrl, u.accessToken);
  });
  afterAll(() => socket.disconnect());

  async function stock(items: { name: string; quantity: number; unit: string; expirationDate: string }[]): Promise<void> {
    const current = await t.http().get('/api/inventory-items').set(u.auth).expect(200);
    for (const item of current.body) await t.http().delete(`/api/inventory-items/${item.id}`).set(u.auth).expect(204);
    for (const item of items) await t.http().post('/api/inventory-items').set(u.auth).send(item).expect(201);
  }

  async function generate(dishType: string): Promise<Recipe> {
    const ready = socket.next('recipe.ready');
    await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType, mode: 'fridge' }).expect(202);
    return (await ready).recipe;
  }

  it('makes a plat for the household of what the fridge holds, within stock, leaving out and naming what is past its date', async () => {
    await stock([
      { name: 'Œufs', quantity: 10, unit: 'unité', expirationDate: dayFromToday(6) },
      { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: dayFromToday(1) },
      { name: 'Gruyère', quantity: 200, unit: 'g', expirationDate: dayFromToday(12) },
      { name: 'Saumon', quantity: 400, unit: 'g', expirationDate: dayFromToday(-2) },
    ]);
    const fridge = (await t.http().get('/api/inventory-items').set(u.auth).expect(200)).body;
    const recipe = await generate('plat');
    expect(recipe.servings).toBe(4);
    expect(ingredientsOutsideFridge(recipe.ingredients, fridge, ['sel', 'poivre', 'eau', 'huile'])).toEqual([]);
    expect(overStock(recipe.ingredients, fridge)).toEqual([]);
    expect(recipe.ingredients.join(' ')).not.toMatch(/saumon/i);
    expect(recipe.ingredients.some((line) => /courgette/.test(line))).toBe(true);
    expect(recipe.description).toMatch(/Laissé de côté, date dépassée : saumon\.$/);
  });

  it('makes one pizza dough a pizza for three, not for the household of four, and says so', async () => {
    await stock([
      { name: 'Pâte à pizza', quantity: 1, unit: 'unité', expirationDate: dayFromToday(5) },
      { name: 'Mozzarella', quantity: 250, unit: 'g', expirationDate: dayFromToday(4) },
      { name: 'Coulis de tomate', quantity: 400, unit: 'g', expirationDate: dayFromToday(30) },
    ]);
    const recipe = await generate('plat');
    expect(recipe.title).toMatch(/^Pizza\b/u);
    expect(recipe.servings).toBe(3);
    expect(recipe.ingredients).toContain('1 pâte à pizza');
    expect(recipe.description).toMatch(/Pour 3 personnes\s:\sle frigo n'en permet pas davantage\.$/u);
  });

  it('makes a supper of bread, a houmous and a salad, within stock; lentils and a fresh goat cheese a bistro salad', async () => {
    const supper = [
      { name: 'Baguette', quantity: 1, unit: 'unité', expirationDate: dayFromToday(1) },
      { name: 'Houmous', quantity: 150, unit: 'g', expirationDate: dayFromToday(6) },
      { name: 'Salade verte', quantity: 1, unit: 'unité', expirationDate: dayFromToday(3) },
    ];
    await stock(supper);
    const tartines = await generate('plat');
    expect(tartines.title).toBe('Tartines au houmous, salade verte');
    expect(tartines.instructions).toContain('Tartinez les tranches de houmous, poivrez.');
    const fridge = (await t.http().get('/api/inventory-items').set(u.auth).expect(200)).body;
    expect(ingredientsOutsideFridge(tartines.ingredients, fridge, ['sel', 'poivre', 'eau', 'huile'])).toEqual([]);
    expect(overStock(tartines.ingredients, fridge)).toEqual([]);

    await stock([
      { name: 'Lentilles vertes', quantity: 250, unit: 'g', expirationDate: dayFromToday(200) },
      { name: 'Chèvre frais', quantity: 150, unit: 'g', expirationDate: dayFromToday(4) },
      { name: 'Mayonnaise', quantity: 250, unit: 'g', expirationDate: dayFromToday(60) },
    ]);
    const salad = await generate('plat');
    expect(salad.title).toBe('Salade de lentilles au chèvre frais');
    expect(salad.instructions.join(' ')).toContain('puis ajoutez le chèvre frais émietté.');
  });

  it('makes a roast chicken and chips the Sunday dinner for four; a meat alone on the plate says what to serve it with', async () => {
    await stock([
      { name: 'Poulet rôti', quantity: 1, unit: 'unité', expirationDate: dayFromToday(2) },
      { name: 'Frites surgelées', quantity: 1000, unit: 'g', expirationDate: dayFromToday(90) },
    ]);
    const sunday = await generate('plat');
    expect(sunday.title).toBe('Poulet rôti et frites');
    // A quarter of the bird a person: the whole chicken for four, never half of it.
    expect(sunday.ingredients).toContain('1 poulet rôti');
    expect(sunday.instructions).toContain('Réchauffez le poulet rôti 15 minutes au four à 180 °C, puis découpez-le en morceaux.');

    await stock([{ name: 'Escalopes de dinde', quantity: 4, unit: 'unité', expirationDate: dayFromToday(2) }]);
    const alone = await generate('plat');
    expect(alone.title).toBe('Escalopes de dinde poêlées');
    // The API's French puts a no-break space before the colon.
    expect(alone.description).toMatch(/Le frigo n'a rien d'autre pour l'accompagner\s:\sdu pain, du riz ou des pâtes du placard feront l'affaire\./u);
  });

  it('makes cooked ham and a lettuce a cold plate, for as many as the slices feed', async () => {
    await stock([
      { name: 'Jambon blanc', quantity: 4, unit: 'unité', expirationDate: dayFromToday(3) },
      { name: 'Salade verte', quantity: 1, unit: 'unité', expirationDate: dayFromToday(2) },
      { name: 'Moutarde', quantity: 350, unit: 'g', expirationDate: dayFromToday(120) },
    ]);
    const supper = await generate('plat');
    expect(supper.title).toBe('Assiette de jambon blanc, salade verte');
    // Four slices feed three, not the household of four, and the recipe says so.
    expect(supper.servings).toBe(3);
    expect(supper.ingredients).toEqual(expect.arrayContaining(['4 tranches de jambon blanc', '½ salade verte']));
  });

  it('follows a number the user sets, and the household again on null', async () => {
    await t.http().put('/api/preferences').set(u.auth).send({ servings: 2 }).expect(200);
    expect((await generate('plat')).servings).toBe(2);
    const back = await t.http().put('/api/preferences').set(u.auth).send({ servings: null }).expect(200);
    expect(back.body).toMatchObject({ servings: 4, servingsFromHousehold: true });
    const bigger = await t.http().put('/api/preferences').set(u.auth).send({ householdSize: { adults: 4, children: 5 } }).expect(200);
    expect(bigger.body).toMatchObject({ servings: 7, servingsFromHousehold: true });
    await t.http().put('/api/preferences').set(u.auth).send({ householdSize: { adults: 2, children: 3 } }).expect(200);
  });

  it("uses the household's cupboard: with sugar, flour and butter in it, apples make a crumble", async () => {
    const pantry = await t.http().get('/api/pantry').set(u.auth).expect(200);
    expect(pantry.body).toMatchObject({ items: ['sel', 'poivre', 'eau', 'huile'], isDefault: true });
    expect(pantry.body.suggestions).toEqual(expect.arrayContaining(['sucre', 'farine', 'beurre']));
    expect(pantry.body.suggestions).not.toContain('sel');

    await stock([{ name: 'Pommes', quantity: 6, unit: 'unité', expirationDate: dayFromToday(3) }]);
    const saved = await t.http().put('/api/pantry').set(u.auth).send({ items: ['sel', ' Sucre ', 'sucre', 'farine', 'beurre', 'eau'] }).expect(200);
    expect(saved.body).toMatchObject({ items: ['sel', 'Sucre', 'farine', 'beurre', 'eau'], isDefault: false });
    try {
      // The chef varies between what the apples now allow (poêlées, salade, compote, crumble: about
      // one in four is the crumble); forty tries miss it once in 30,000 runs.
      const titles: string[] = [];
      while (titles.length < 40 && !titles.some((title) => /^Crumble aux pommes/.test(title))) titles.push((await generate('dessert')).title);
      expect(titles.some((title) => /^Crumble aux pommes/.test(title))).toBe(true);
    } finally {
      // Back to the default whatever happened: the next tests start from it.
      const reset = await t.http().put('/api/pantry').set(u.auth).send({ items: null }).expect(200);
      expect(reset.body).toMatchObject({ items: ['sel', 'poivre', 'eau', 'huile'], isDefault: true });
    }
  });

  it('says which basic of the cupboard a dessert lacks and where to add it; with it in "Mon placard", makes it', async () => {
    await stock([
      { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: dayFromToday(8) },
      { name: 'Lait', quantity: 1, unit: 'l', expirationDate: dayFromToday(5) },
      { name: 'Poireaux', quantity: 2, unit: 'unité', expirationDate: dayFromToday(5) },
    ]);
    const failed = socket.next('recipe.failed');
    const { jobId } = (await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'dessert', mode: 'fridge' }).expect(202)).body;
    const event = await failed;
    // Set as French is: no phone wraps « » » or « : » onto a line of its own.
    expect(event.error).toBe(
      `${RECIPE_MESSAGES.generationFailed}Aucune recette possible avec le contenu du frigo pour ce type de plat. La plus proche, «\u00a0Œufs au lait\u00a0», demande aussi\u00a0: sucre. Ajoutez-le au frigo, ou à «\u00a0Mon placard\u00a0» dans les paramètres si vous en avez toujours.`,
    );
    // What the app offers to add in one tap, on the event and on the job (a missed event, a reload).
    expect(event.pantryNeeds).toEqual(['sucre']);
    // Asking again would get the same answer: the app offers the cupboard, not « Réessayer ».
    expect(event.final).toBe(true);
    const job = (await t.http().get(`/api/recipes/jobs/${jobId}`).set(u.auth).expect(200)).body;
    expect(job).toMatchObject({ status: 'failed', error: event.error, pantryNeeds: ['sucre'], final: true });

    await t.http().put('/api/pantry').set(u.auth).send({ items: ['sel', 'poivre', 'eau', 'huile', 'sucre'] }).expect(200);
    try {
      // The chef varies its desserts (eggs, milk and sugar also make a crème caramel): every one is
      // now possible, made with the cupboard's sugar, and the one it named comes among them.
      const titles: string[] = [];
      while (titles.length < 12 && !titles.some((title) => /^Œufs au lait/.test(title))) {
        const recipe = await generate('dessert');
        expect(recipe.ingredients.some((line: string) => /sucre/i.test(line))).toBe(true);
        titles.push(recipe.title);
      }
      expect(titles.some((title) => /^Œufs au lait/.test(title))).toBe(true);
    } finally {
      await t.http().put('/api/pantry').set(u.auth).send({ items: null }).expect(200);
    }
  });

  it('serves fromage blanc with nothing sweet at hand as the dairy course, never layered on sandwich bread as an unsweetened tiramisu', async () => {
    await stock([
      { name: 'Fromage blanc', quantity: 500, unit: 'g', expirationDate: dayFromToday(5) },
      { name: 'Pain de mie', quantity: 8, unit: 'unité', expirationDate: dayFromToday(4) },
      { name: 'Lardons fumés', quantity: 200, unit: 'g', expirationDate: dayFromToday(10) },
    ]);
    const dessert = await generate('dessert');
    // « Verrines façon tiramisu » of fromage blanc and crumbled bread, no sugar, fruit nor biscuit, until 30 Nov.
    expect(dessert.title).toBe('Fromage blanc nature');
    // The API's French puts no-break spaces inside the guillemets.
    expect(dessert.description).toMatch(/comme au menu «\sfromage ou dessert\s»/u);
    expect(dessert.ingredients.join(' ')).not.toMatch(/pain de mie|lardons/u);
    // And what would make a sweet one, for the app's one tap: on the recipe it serves.
    expect(dessert.pantryNeeds).toEqual(['sucre']);
  });

  it('says in French that the fridge holds nothing sweet when a dessert is asked of meat and vegetables', async () => {
    await stock([
      { name: 'Steaks hachés', quantity: 4, unit: 'unité', expirationDate: dayFromToday(2) },
      { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: dayFromToday(4) },
    ]);
    const failed = socket.next('recipe.failed');
    const { jobId } = (await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'dessert', mode: 'fridge' }).expect(202)).body;
    const event = await failed;
    const error = event.error;
    // No basic of the cupboard would make one: nothing to add in one tap.
    expect(event.pantryNeeds).toBeUndefined();
    const job = (await t.http().get(`/api/recipes/jobs/${jobId}`).set(u.auth).expect(200)).body;
    expect(job.pantryNeeds).toBeUndefined();
    // Final all the same: only the fridge can change the answer.
    expect(event.final).toBe(true);
    expect(job.final).toBe(true);
    expect(error).toMatch(/pour un dessert\u00a0: rien de sucré dans le frigo\. Il faudrait par exemple des fruits/u);
    expect(error).toMatch(/du sucre dans «\u00a0Mon placard\u00a0» \(paramètres\)\.$/u);
  });

  it('refuses a bad cupboard in French and changes nothing', async () => {
    for (const [body, message] of [
      [{ items: [''] }, PANTRY_MESSAGES.itemsInvalid],
      [{ items: ['x'.repeat(41)] }, PANTRY_MESSAGES.itemsInvalid],
      [{ items: Array.from({ length: 41 }, (_, i) => `épice ${i}`) }, PANTRY_MESSAGES.tooMany],
      [{ items: 'sel' }, PANTRY_MESSAGES.itemsInvalid],
    ] as const) {
      const res = await t.http().put('/api/pantry').set(u.auth).send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await t.http().get('/api/pantry').set(u.auth).expect(200)).body.isDefault).toBe(true);
    await t.http().get('/api/pantry').expect(401);
  });

  it('adds basics in one tap after the household\'s list, each once whatever its case, two members at once both landing; a bad list is refused in French and changes nothing', async () => {
    try {
      const added = await t.http().post('/api/pantry/basics').set(u.auth).send({ basics: ['Sucre', 'farine', 'sel'] }).expect(200);
      expect(added.body).toMatchObject({ items: ['sel', 'poivre', 'eau', 'huile', 'Sucre', 'farine'], isDefault: false });
      const again = await t.http().post('/api/pantry/basics').set(u.auth).send({ basics: ['sucre'] }).expect(200);
      expect(again.body.items).toEqual(['sel', 'poivre', 'eau', 'huile', 'Sucre', 'farine']);
      for (const [body, message] of [
        [{ basics: [] }, PANTRY_MESSAGES.itemsInvalid],
        [{ basics: ['x'.repeat(41)] }, PANTRY_MESSAGES.itemsInvalid],
        [{ basics: 'sucre' }, PANTRY_MESSAGES.itemsInvalid],
      ] as const) {
        const res = await t.http().post('/api/pantry/basics').set(u.auth).send(body).expect(400);
        expect(JSON.stringify(res.body)).toContain(message);
      }
      expect((await t.http().get('/api/pantry').set(u.auth).expect(200)).body.items).toEqual(['sel', 'poivre', 'eau', 'huile', 'Sucre', 'farine']);
      await t.http().post('/api/pantry/basics').send({ basics: ['sucre'] }).expect(401);

      // Two members tapping at once: each basic lands, neither write loses the other's.
      const basics = ['miel', 'cannelle', 'vinaigre', 'moutarde', 'thym', 'laurier', 'paprika', 'cumin'];
      await Promise.all(basics.map((basic) => t.http().post('/api/pantry/basics').set(u.auth).send({ basics: [basic] }).expect(200)));
      expect((await t.http().get('/api/pantry').set(u.auth).expect(200)).body.items).toEqual(expect.arrayContaining([...basics, 'Sucre', 'farine']));
    } finally {
      await t.http().put('/api/pantry').set(u.auth).send({ items: null }).expect(200);
    }
  });

  it('says in French when everything in the fridge is past its date', async () => {
    await stock([{ name: 'Lait', quantity: 1, unit: 'l', expirationDate: dayFromToday(-3) }]);
    const failed = socket.next('recipe.failed');
    await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'boisson', mode: 'fridge' }).expect(202);
    expect(await failed).toMatchObject({ error: `${RECIPE_MESSAGES.generationFailed}${RECIPE_MESSAGES.fridgeAllExpired}`, final: true });
  });
});
