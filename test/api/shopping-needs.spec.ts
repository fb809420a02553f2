import type { ShoppingItem, ShoppingUndo } from '#contracts';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

// A food the shop sells by the unit (butter by the plaquette, garlic by the head): the list
// remembers what each source needs and rounds the line to whole units once, so a second recipe's
// butter is never absorbed by the first one's rounding.
describe('the shopping list adds up what the family needs, then buys it in the shop’s units', () => {
  const t = useTestStack();
  let a: TestUser;
  beforeAll(async () => {
    a = await subscribedUser(t);
  });

  const list = async () => (await t.http().get('/api/shopping-items').set(a.auth).expect(200)).body as ShoppingItem[];
  const add = async (item: { name: string; quantity?: string; unit?: string }) =>
    (await t.http().post('/api/shopping-items').set(a.auth).send(item).expect(201)).body as ShoppingItem & { toppedUp: boolean };
  const fromRecipe = async (recipeId: string, recipeTitle: string, ingredients: string[]) =>
    (await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId, recipeTitle, ingredients }).expect(201)).body as (ShoppingItem & { toppedUp: boolean })[];
  const tick = async (id: string, checked = true) =>
    (await t.http().patch(`/api/shopping-items/${id}`).set(a.auth).send({ checked }).expect(200)).body as ShoppingItem & { completedRecipes: string[]; undo: ShoppingUndo | null };
  const line = (i: ShoppingItem) => `${i.name} ${i.quantity} ${i.unit}${i.checked ? ' ✓' : ''}`;
  const lineOf = async (name: string) => (await list()).filter((i) => i.name.toLowerCase() === name).map(line);
  const shares = (i: ShoppingItem | undefined) => i?.shares.map((s) => `${s.recipeTitle ?? 'main'}: ${s.quantity} ${s.unit}`);

  beforeEach(async () => {
    for (const i of await list()) await t.http().delete(`/api/shopping-items/${i.id}`).set(a.auth).expect(204);
  });

  it('two recipes’ 200 g of butter are 2 plaquettes, and taking one recipe off leaves 1', async () => {
    const tart = await fromRecipe('tarte', 'Tarte', ['200 g de beurre', '3 pommes']);
    expect(tart.map(line)).toEqual(['beurre 1 plaquette', 'pommes 3 unité']);
    const cake = await fromRecipe('quatre-quarts', 'Quatre-quarts', ['200 g de beurre', '200 g de sucre']);
    expect(cake.find((i) => i.name === 'beurre')).toMatchObject({ quantity: '2', unit: 'plaquette', toppedUp: true });
    expect(await lineOf('beurre')).toEqual(['beurre 2 plaquette']);
    // Each recipe's share is what it needs, not a plaquette each.
    const butter = (await list()).find((i) => i.name === 'beurre')!;
    expect(shares(butter)).toEqual(['Tarte: 200 g', 'Quatre-quarts: 200 g']);

    // The tart's shopping done (its last tick): its 200 g leave the line, the cake's 200 g are one plaquette.
    await tick(butter.id);
    const done = await tick((await list()).find((i) => i.name === 'pommes')!.id);
    expect(done.completedRecipes).toEqual(['Tarte']);
    expect(await lineOf('beurre')).toEqual(['beurre 1 plaquette ✓']);
    expect(shares((await list()).find((i) => i.name === 'beurre'))).toEqual(['Quatre-quarts: 200 g']);
    // Unticked, the line tops up from the cake's need, not from its rounding: 200 g + 100 g, 2 plaquettes.
    await tick(butter.id, false);
    await fromRecipe('crepes', 'Crêpes', ['100 g de beurre', '250 g de farine']);
    expect(await lineOf('beurre')).toEqual(['beurre 2 plaquette']);
  });

  it('small needs share a plaquette, and the same recipe twice is still refused', async () => {
    await fromRecipe('poelee', 'Poêlée', ['30 g de beurre', '300 g de champignons']);
    await fromRecipe('omelette', 'Omelette', ['20 g de beurre', '4 œufs']);
    expect(await lineOf('beurre')).toEqual(['beurre 1 plaquette']);
    await t.http().post('/api/shopping-items/from-recipe').set(a.auth).send({ recipeId: 'omelette', recipeTitle: 'Omelette', ingredients: ['20 g de beurre'] }).expect(409);
    // Grams typed by hand are a need too: 50 g + 250 g, 2 plaquettes.
    await add({ name: 'Beurre', quantity: '250', unit: 'g' });
    expect(await lineOf('beurre')).toEqual(['beurre 2 plaquette']);
  });

  it('an edited line keeps each recipe’s part by what it weighs, so a recipe done later takes away only its part', async () => {
    await fromRecipe('tarte', 'Tarte', ['200 g de beurre', '3 pommes']);
    await fromRecipe('omelette', 'Omelette', ['30 g de beurre', '4 œufs']);
    await fromRecipe('brioche', 'Brioche', ['300 g de beurre']);
    const butter = (await list()).find((i) => i.name === 'beurre')!;
    expect(line(butter)).toBe('beurre 3 plaquette');
    // One plaquette is at home: the member asks for 2, and each recipe's need shrinks in proportion (500 g of 530 g).
    await t.http().patch(`/api/shopping-items/${butter.id}`).set(a.auth).send({ quantity: '2' }).expect(200);
    expect(shares((await list()).find((i) => i.name === 'beurre'))).toEqual(['Tarte: 188,68 g', 'Omelette: 28,3 g', 'Brioche: 283,02 g']);
    // The brioche's shopping done: the tart's and the omelette's 217 g are one plaquette.
    const done = await tick(butter.id);
    expect(done.completedRecipes).toEqual(['Brioche']);
    expect(await lineOf('beurre')).toEqual(['beurre 1 plaquette ✓']);
  });

  it('cloves typed by hand and a recipe’s head of garlic are one line, either way round', async () => {
    const cloves = await add({ name: 'Ail', quantity: '3', unit: 'gousse' });
    const [head] = await fromRecipe('gratin', 'Gratin', ['1 tête d’ail']);
    // 3 cloves and a head (ten cloves): 13 cloves, 2 heads.
    expect(head).toMatchObject({ id: cloves.id, quantity: '2', unit: 'tête', toppedUp: true });
    expect((await list()).map(line)).toEqual(['Ail 2 tête']);

    await t.http().delete(`/api/shopping-items/${cloves.id}`).set(a.auth).expect(204);
    await fromRecipe('soupe', 'Soupe', ['2 gousses d’ail', '1 poireau']);
    expect(await lineOf('ail')).toEqual(['ail 1 tête']);
    // The recipe's 2 cloves and 3 typed: 5, half a head.
    const more = await add({ name: 'ail', quantity: '3', unit: 'gousse' });
    expect(more).toMatchObject({ quantity: '1', unit: 'tête', toppedUp: true });
    // And a head typed by hand on top: 15 cloves, 2 heads; the hand's own share says 13 cloves.
    await add({ name: 'ail', quantity: '1', unit: 'tête' });
    const garlic = (await list()).find((i) => i.name === 'ail')!;
    expect(line(garlic)).toBe('ail 2 tête');
    expect(shares(garlic)).toEqual(['Soupe: 2 gousse', 'main: 13 gousse']);
    // « ail » typed with no amount is some garlic, not one more clove: a line of its own, as typed.
    expect(await add({ name: 'ail' })).toMatchObject({ quantity: '1', unit: 'unité', toppedUp: false });
  });

  it('two recipes’ parmesan, parsley and half salads add up before they are bought: 50 g, one bunch, one salad', async () => {
    await fromRecipe('risotto', 'Risotto', ['20 g de parmesan', '6 g de persil', '1/2 laitue', '1 courgette']);
    await fromRecipe('pates', 'Pâtes au pistou', ['20 g de parmesan', '6 g de persil', '1/2 laitue', '2 tomates']);
    expect((await list()).map(line).sort()).toEqual(['courgette 1 unité', 'laitue 1 unité', 'parmesan 50 g', 'persil 1 bouquet', 'tomates 2 unité']);
    expect(shares((await list()).find((i) => i.name === 'parmesan'))).toEqual(['Risotto: 20 g', 'Pâtes au pistou: 20 g']);
    // A third recipe's 20 g: 60 g, two steps of the counter.
    await fromRecipe('gratin', 'Gratin', ['20 g de parmesan', '2 poireaux']);
    expect(await lineOf('parmesan')).toEqual(['parmesan 100 g']);
    // The risotto's shopping done (the others still wait for their tomatoes and leeks): their 40 g are still 50 g at the counter, not 40 g.
    for (const name of ['parmesan', 'persil', 'laitue', 'courgette']) await tick((await list()).find((i) => i.name === name)!.id);
    expect(await lineOf('parmesan')).toEqual(['parmesan 50 g ✓']);
    expect(await lineOf('persil')).toEqual(['persil 1 bouquet ✓']);
    // Typed by hand alone, an amount is bought as typed.
    await add({ name: 'Pecorino', quantity: '30', unit: 'g' });
    await add({ name: 'pecorino', quantity: '30', unit: 'g' });
    expect(await lineOf('pecorino')).toEqual(['Pecorino 60 g']);
  });

  it('a dry good is bought by the pack a shop sells, the recipes’ needs kept: semoule 1 paquet for 170 g and 200 g', async () => {
    await fromRecipe('taboule', 'Taboulé', ['170 g de semoule', '250 g de pois chiches']);
    await fromRecipe('couscous', 'Couscous', ['200 g de semoule']);
    expect((await list()).map(line).sort()).toEqual(['pois chiches 1 boîte', 'semoule 1 paquet']);
    expect(shares((await list()).find((i) => i.name === 'semoule'))).toEqual(['Taboulé: 170 g', 'Couscous: 200 g']);
    // 400 g more: 770 g, two paquets of 500 g.
    await fromRecipe('tajine', 'Tajine', ['400 g de semoule']);
    expect(await lineOf('semoule')).toEqual(['semoule 2 paquet']);
  });

  it('the week’s butter on the list is its need too: a recipe added later rounds with it once', async () => {
    const meal = await t.http().post('/api/planned-meals').set(a.auth).send({
      recipeTitle: 'Poêlée', date: '2026-11-24', time: '19:00', servings: 2, type: 'plat', recipeServings: 2, ingredients: ['30 g de beurre', '300 g de champignons'],
    }).expect(201);
    try {
      const week = await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200);
      expect(week.body.added.map(line)).toEqual(['beurre 1 plaquette', 'champignons 300 g']);
      // 30 g for the week and 200 g for the tart: one plaquette holds both.
      await fromRecipe('tarte', 'Tarte', ['200 g de beurre']);
      expect(await lineOf('beurre')).toEqual(['beurre 1 plaquette']);
      expect(shares((await list()).find((i) => i.name === 'beurre'))).toEqual(['Menus du 23 novembre au 29 novembre: 30 g', 'Tarte: 200 g']);
      // 30 more: 260 g, a second plaquette.
      await fromRecipe('omelette', 'Omelette', ['30 g de beurre']);
      expect(await lineOf('beurre')).toEqual(['beurre 2 plaquette']);
    } finally {
      await t.http().delete(`/api/planned-meals/${meal.body.id}`).set(a.auth).expect(204);
    }
  });

  it('the week pressed again after more guests adds to its own need, not to its rounding: 40 g then 60 g of parmesan are 100 g', async () => {
    const meal = await t.http().post('/api/planned-meals').set(a.auth).send({
      recipeTitle: 'Risotto', date: '2026-11-24', time: '19:00', servings: 2, type: 'plat', recipeServings: 2, ingredients: ['40 g de parmesan', '200 g de beurre', '300 g de riz'],
    }).expect(201);
    try {
      const press = async () => (await t.http().post('/api/planned-meals/shopping-list').set(a.auth).send({ from: '2026-11-23', to: '2026-11-29' }).expect(200)).body;
      expect((await press()).added.map(line)).toEqual(['parmesan 50 g', 'beurre 1 plaquette', 'riz 1 paquet']);
      await t.http().patch(`/api/planned-meals/${meal.body.id}`).set(a.auth).send({ servings: 3 }).expect(200);
      await press();
      // 60 g are two steps of the counter, 300 g of butter two plaquettes; the kilo of rice holds 450 g.
      expect((await list()).map(line).sort()).toEqual(['beurre 2 plaquette', 'parmesan 100 g', 'riz 1 paquet']);
      expect(shares((await list()).find((i) => i.name === 'parmesan'))).toEqual(['Menus du 23 novembre au 29 novembre: 60 g']);
      expect(shares((await list()).find((i) => i.name === 'riz'))).toEqual(['Menus du 23 novembre au 29 novembre: 450 g']);
      // Pressed once more, nothing changes.
      const third = await press();
      expect(third.added).toEqual([]);
      expect(third.alreadyListed.sort()).toEqual(['beurre', 'parmesan', 'riz']);
      expect((await list()).map(line).sort()).toEqual(['beurre 2 plaquette', 'parmesan 100 g', 'riz 1 paquet']);
    } finally {
      await t.http().delete(`/api/planned-meals/${meal.body.id}`).set(a.auth).expect(204);
    }
  });
});
