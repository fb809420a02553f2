import { FridgeMatcher, ingredientsOutsideFridge } from '../../generation/fridge-match';
import { overStock } from '../../generation/fridge-stock';
import { LocalRecipeProvider } from '../../providers/local-recipe.provider';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem, RecipeRequest } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeForWeek } from './compose-from-fridge';
import { foodOf } from './food-lookup';
import { isSweet } from './foods';
import { FROMAGE_OU_DESSERT } from './patterns';

// Desserts of fridges with little that is sweet: chocolate and water, jam, and, when nothing sweet is
// at hand, the cheese course of « fromage ou dessert », never offered when a sweet dessert is possible.

const TODAY = '2026-11-25';
const CUPBOARD = ['sel', 'poivre', 'eau', 'huile'];
const provider = new LocalRecipeProvider({ today: new Date(`${TODAY}T12:00:00Z`) });
const item = (name: string, quantity: number, unit: string, expirationDate: string | null = null): FridgeItem => ({ name, quantity, unit, expirationDate });
const dessert = (fridge: FridgeItem[], overrides: Partial<RecipeRequest> = {}) =>
  provider.propose(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, staples: CUPBOARD, servings: 4, seed: 1, ...overrides }));
const isCheeseCourse = (description: string | undefined) => (description ?? '').includes(FROMAGE_OU_DESSERT);

describe('desserts of fridges with little that is sweet: the chocolate or the jam sweetens them, or the sugar of the fridge', () => {
  it('makes a chocolate mousse of chocolate and the cupboard water, with no sugar line', async () => {
    const fridge = [item('Chocolat noir', 200, 'g'), item('Pommes de terre', 1, 'kg'), item('Moutarde', 200, 'g')];
    const draft = await dessert(fridge);
    expect(draft.title).toBe("Mousse au chocolat à l'eau");
    expect(draft.ingredients).toEqual([expect.stringMatching(/^\d+ g de chocolat noir$/), expect.stringMatching(/^\d+ cl d'eau$/)]);
    expect(draft.ingredients!.join(' ')).not.toMatch(/sucre/);
    expect(ingredientsOutsideFridge(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
    expect(draft.instructions!.join(' ')).toMatch(/fouettez/);
  });

  it('keeps the mousse à l’eau at its ratio, about 0.9 ml of water a gram, when the chocolate is short', async () => {
    const draft = await dessert([item('Chocolat au lait', 100, 'g'), item('Pâtes', 250, 'g')], { servings: 6 });
    expect(draft.title).toBe("Mousse au chocolat au lait, à l'eau");
    const grams = Number(/^(\d+) g/.exec(draft.ingredients![0])![1]);
    const ml = 10 * Number(/^(\d+) cl/.exec(draft.ingredients![1])![1]);
    expect(grams).toBeLessThanOrEqual(100);
    expect(ml / grams).toBeGreaterThan(0.8);
    expect(ml / grams).toBeLessThan(1);
  });

  it('makes a granita of a jam and the cupboard water, named as the fridge names the jam', async () => {
    const fridge = [item('Confiture de fraises', 300, 'g'), item('Tomates', 4, 'unité'), item('Pizza surgelée', 1, 'unité')];
    const draft = await dessert(fridge);
    expect(draft.title).toBe('Granité à la confiture de fraises');
    expect(draft.ingredients!.join(' ')).not.toMatch(/sucre/);
    expect(ingredientsOutsideFridge(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
    expect(overStock(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
  });

  it('whips cream with jam into a mousse légère, with no sugar line', async () => {
    const fridge = [item('Crème liquide', 200, 'ml'), item('Confiture de fraises', 300, 'g'), item('Steaks hachés', 2, 'unité')];
    const titles: string[] = [];
    for (let ask = 0; ask < 2; ask++) {
      const draft = await dessert(fridge, { exclude: titles });
      titles.push(draft.title!);
      expect(draft.ingredients!.join(' ')).not.toMatch(/sucre/);
      expect(ingredientsOutsideFridge(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
    }
    expect(titles).toContain('Mousse légère à la confiture de fraises');
  });

  it('makes pain perdu without eggs of bread, milk and sugar', async () => {
    const fridge = [item('Pain de campagne', 500, 'g'), item('Lait demi-écrémé', 1, 'l'), item('Sucre en poudre', 500, 'g'), item('Poireaux', 2, 'unité')];
    const draft = await dessert(fridge);
    expect(draft.title).toBe('Pain perdu sans œufs');
    expect(draft.instructions!.join(' ')).not.toMatch(/œufs/);
    expect(ingredientsOutsideFridge(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
    // With eggs in the fridge, the pain perdu always takes them.
    for (let seed = 0; seed < 12; seed++) {
      const withEggs = await dessert([...fridge, item('Œufs', 6, 'unité')], { seed, exclude: ['Omelette soufflée au sucre', 'Œufs au lait', 'Crêpes maison'] });
      expect(withEggs.title).not.toMatch(/sans œufs/);
    }
  });

  it('makes dessert crêpes sweet: sugar in the batter, from the fridge or the cupboard, or a sweet filling; never a plain batter', async () => {
    const plain = [item('Farine', 1, 'kg'), item('Lait demi-écrémé', 1, 'l'), item('Poireaux', 2, 'unité')];
    for (const fridge of [plain, [...plain, item('Œufs', 6, 'unité')]]) {
      for (let seed = 0; seed < 8; seed++) {
        const draft = await dessert(fridge, { seed }).catch(() => null);
        expect(draft?.title ?? '').not.toMatch(/^Crêpes/);
      }
    }
    let crêpes = 0;
    for (const [fridge, staples] of [
      [[...plain, item('Sucre en poudre', 500, 'g')], CUPBOARD],
      [plain, [...CUPBOARD, 'sucre']],
    ] as const) {
      for (let seed = 0; seed < 8; seed++) {
        const draft = await dessert([...fridge], { seed, staples: [...staples] });
        if (!/^Crêpes/.test(draft.title ?? '')) continue;
        crêpes++;
        expect(draft.ingredients!.join('\n')).toMatch(/de sucre/);
        expect(ingredientsOutsideFridge(draft.ingredients!, [...fridge], [...staples])).toEqual([]);
      }
    }
    expect(crêpes).toBeGreaterThan(4);
  });

  it('cooks pasta in sweet milk (pâtes au lait), never in unsweetened milk, and keeps the riz au lait', async () => {
    const sweet = await dessert([item('Coquillettes', 250, 'g'), item('Lait demi-écrémé', 1, 'l'), item('Sucre en poudre', 500, 'g'), item('Jambon blanc', 4, 'unité')]);
    expect(sweet.title).toBe('Pâtes au lait');
    const fridge = [item('Coquillettes', 250, 'g'), item('Riz', 500, 'g'), item('Lait demi-écrémé', 1, 'l'), item('Carottes', 1, 'kg')];
    // Without sugar at hand, said as it is: « nature ».
    for (let seed = 0; seed < 12; seed++) expect((await dessert(fridge, { seed })).title).toBe('Riz au lait nature');
  });
});

describe('« fromage ou dessert »: the cheese course when nothing sweet is at hand', () => {
  it('serves the cheeses of a fridge with nothing sweet, every line from the fridge or the cupboard, and says why', async () => {
    const fridge = [item('Camembert', 250, 'g'), item('Comté', 200, 'g'), item('Noix', 100, 'g'), item('Baguette', 1, 'unité'), item('Steaks hachés', 2, 'unité'), item('Courgettes', 3, 'unité')];
    for (let seed = 0; seed < 6; seed++) {
      const draft = await dessert(fridge, { seed });
      expect(draft.title).toMatch(/^Assiette de (?:fromages|camembert|comté)/);
      expect(draft.description).toMatch(/^Pas de quoi faire un dessert sucré avec le frigo/);
      expect(draft.description).toContain(FROMAGE_OU_DESSERT);
      expect(ingredientsOutsideFridge(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
      expect(overStock(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
      expect(draft.ingredients!.join(' ')).not.toMatch(/steak|courgette/i);
    }
  });

  it('serves a faisselle à la crème, or a plain yoghurt, as the dairy course', async () => {
    const faisselle = await dessert([item('Faisselles', 6, 'unité'), item('Crème fraîche épaisse', 200, 'ml'), item('Jambon blanc', 4, 'unité')]);
    expect(faisselle.title).toBe('Faisselle à la crème');
    expect(isCheeseCourse(faisselle.description)).toBe(true);
    const yoghurt = await dessert([item('Yaourts nature', 4, 'unité'), item('Poireaux', 2, 'unité')]);
    expect(yoghurt.title).toBe('Yaourts nature');
    expect(isCheeseCourse(yoghurt.description)).toBe(true);
    // And which basic of the cupboard would have made a sweet dessert of it.
    expect(yoghurt.description).toMatch(/Pour un dessert sucré, « Coupe de yaourt au sucre » demande aussi : sucre\. Ajoutez-le au frigo/);
    // The same as data, for the app's one tap (« Ajouter sucre au placard et réessayer »).
    expect(yoghurt.pantryNeeds).toEqual(['sucre']);
    expect(faisselle.pantryNeeds ?? []).not.toContain('vodka');
    expect(yoghurt.instructions).toEqual(['Servez les yaourts bien froids, dans leur pot.']);
    // One pot for one: « dans son pot », never « le petit-suisse … dans leur pot ».
    const one = await dessert([item('Petits-suisses', 6, 'unité'), item('Poireaux', 2, 'unité')], { servings: 1 });
    expect(one.instructions).toEqual(['Servez le petit-suisse bien froid, dans son pot.']);
  });

  it('never puts a grated cheese on the board', async () => {
    const fridge = [item('Gruyère râpé', 200, 'g'), item('Emmental râpé', 200, 'g'), item('Comté', 200, 'g'), item('Carottes', 1, 'kg')];
    for (let seed = 0; seed < 8; seed++) {
      const draft = await dessert(fridge, { seed });
      expect(draft.title).toBe('Assiette de comté');
      expect(draft.ingredients!.join(' ')).not.toMatch(/râpé/);
    }
    await expect(dessert([item('Gruyère râpé', 200, 'g'), item('Carottes', 1, 'kg')])).rejects.toMatchObject({ reason: expect.stringMatching(/rien de sucré dans le frigo/) });
  });

  it('never uses a cheese past its date, and has no cheese course when every cheese is past it', async () => {
    const fridge = [item('Camembert', 250, 'g', '2026-11-20'), item('Comté', 200, 'g'), item('Carottes', 1, 'kg')];
    const matcher = new FridgeMatcher(fridge, CUPBOARD);
    for (let seed = 0; seed < 6; seed++) {
      const draft = await dessert(fridge, { seed });
      expect(draft.ingredients!.map((line) => matcher.itemFor(line)?.name)).not.toContain('Camembert');
      expect(draft.title).toBe('Assiette de comté');
    }
    await expect(dessert([item('Camembert', 250, 'g', '2026-11-20'), item('Carottes', 1, 'kg')])).rejects.toMatchObject({ reason: expect.stringMatching(/rien de sucré dans le frigo/) });
  });

  it('never serves the cheese course when a sweet dessert is possible: apples and cheese, on random fridges', async () => {
    const random = seededRandom(8);
    let cheeseCourses = 0;
    for (let index = 0; index < 60; index++) {
      const fridge = [...randomFridge(random, { today: TODAY }), item('Pommes', 4, 'unité'), item('Camembert', 250, 'g')];
      for (const seed of [index, index + 1000]) {
        const draft = await dessert(fridge, { seed, servings: 1 + (index % 6) });
        if (isCheeseCourse(draft.description)) cheeseCourses++;
      }
    }
    expect(cheeseCourses).toBe(0);
  });

  it('puts on the board the cheeses also eaten at table: the parmesan in chunks, the raclette cold, a fresh cheese with herbs', async () => {
    const parmesan = await dessert([item('Parmesan', 150, 'g'), item('Noix', 100, 'g'), item('Carottes', 1, 'kg')]);
    expect(parmesan.title).toMatch(/^Assiette de parmesan en éclats/);
    expect(parmesan.instructions!.join(' ')).toMatch(/Cassez le parmesan en éclats/);
    expect(isCheeseCourse(parmesan.description)).toBe(true);
    const raclette = await dessert([item('Raclette', 400, 'g'), item('Pommes de terre', 1, 'kg')]);
    // Never "Assiette de raclette": that is the melted dish.
    expect(raclette.title).toBe('Assiette de fromage à raclette');
    expect(raclette.instructions!.join(' ')).toMatch(/fines tranches/);
    const herbs = await dessert([item('Fromage frais ail et fines herbes', 150, 'g'), item('Jambon blanc', 4, 'unité')]);
    expect(herbs.title).toBe('Assiette de fromage frais ail et fines herbes');
    expect(herbs.description).toContain('le fromage frais ail et fines herbes');
  });

  it('never puts on the board a grated parmesan, a plain fresh cheese, a mozzarella, a feta, a ricotta or a mascarpone', async () => {
    for (const name of ['Parmesan râpé', 'Fromage frais', 'Mozzarella', 'Feta', 'Ricotta', 'Mascarpone']) {
      await expect(dessert([item(name, 200, 'g'), item('Carottes', 1, 'kg')])).rejects.toMatchObject({ reason: expect.stringMatching(/^Aucune recette possible/) });
    }
  });

  it('serves a compote of the shop as it is, as a sweet dessert', async () => {
    const fridge = [item('Compote de pommes', 4, 'unité'), item('Lait demi-écrémé', 1, 'l'), item('Côtes de porc', 2, 'unité')];
    const draft = await dessert(fridge);
    expect(draft.title).toBe('Coupe de compote de pommes');
    expect(isCheeseCourse(draft.description)).toBe(false);
    expect(ingredientsOutsideFridge(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
    expect(overStock(draft.ingredients!, fridge, CUPBOARD)).toEqual([]);
  });

  it('serves a dessert of every random fridge with nothing sweet and no other cheese but a parmesan, a raclette, a fresh cheese with herbs or a compote', async () => {
    const random = seededRandom(31);
    const added = [item('Parmesan', 150, 'g'), item('Raclette', 400, 'g'), item('Fromage frais ail et fines herbes', 150, 'g'), item('Compote de pommes', 4, 'unité')];
    const dairy = ['fromage', 'fromage frais', 'yaourt', 'crème', 'lait'];
    const problems: string[] = [];
    for (let index = 0; index < 60; index++) {
      const kept = randomFridge(random, { today: TODAY }).filter((f) => {
        const food = foodOf(f.name);
        return !food || (!isSweet(food) && !dairy.includes(food.kind));
      });
      const extra = added[index % added.length];
      const fridge = [...kept, extra];
      const draft = await dessert(fridge, { seed: index, servings: 1 + (index % 6) }).catch(() => null);
      if (!draft) {
        problems.push(`${extra.name} + ${kept.map((f) => f.name).join(', ')}: pas de dessert`);
        continue;
      }
      // The cheese course holds the cheese added; a compote is sweet, never a reason for it.
      const matcher = new FridgeMatcher(fridge, CUPBOARD);
      if (isCheeseCourse(draft.description) && !draft.ingredients!.some((line) => matcher.itemFor(line) === extra)) problems.push(`${draft.title}: sans ${extra.name}`);
      if (isCheeseCourse(draft.description) && extra.name === 'Compote de pommes') problems.push(`${draft.title}: ${draft.description}`);
      problems.push(...ingredientsOutsideFridge(draft.ingredients!, fridge, CUPBOARD).map((line) => `${draft.title}: « ${line} » hors du frigo`));
      problems.push(...overStock(draft.ingredients!, fridge, CUPBOARD).map((over) => `${draft.title}: trop de ${over.item.name}`));
    }
    expect(problems).toEqual([]);
  });

  it('keeps a mozzarella, a feta, a ricotta, a mascarpone or a grated cheese off the board on random fridges', async () => {
    const random = seededRandom(32);
    const cooking = [item('Mozzarella', 250, 'g'), item('Feta', 200, 'g'), item('Ricotta', 250, 'g'), item('Mascarpone', 250, 'g'), item('Parmesan râpé', 100, 'g'), item('Gruyère râpé', 200, 'g')];
    const problems: string[] = [];
    for (let index = 0; index < 60; index++) {
      const fridge = [...randomFridge(random, { today: TODAY }), cooking[index % cooking.length]];
      const draft = await dessert(fridge, { seed: index }).catch(() => null);
      if (!draft || !isCheeseCourse(draft.description)) continue;
      const matcher = new FridgeMatcher(fridge, CUPBOARD);
      const board = draft.ingredients!.map((line) => matcher.itemFor(line)?.name ?? '');
      problems.push(...board.filter((name) => /mozzarella|feta|ricotta|mascarpone|râpé/iu.test(name)).map((name) => `${draft.title}: ${name}`));
    }
    expect(problems).toEqual([]);
  });

  it('is never the dessert of a planned week, which can buy what it lacks', () => {
    const request = recipeRequest({ mode: 'preferences', forWeek: true, dishType: 'dessert', fridge: [item('Camembert', 250, 'g'), item('Parmesan', 150, 'g'), item('Raclette', 400, 'g'), item('Yaourts nature', 4, 'unité')], staples: CUPBOARD, servings: 4 });
    for (let seed = 0; seed < 10; seed++) {
      expect(composeForWeek(request, TODAY, seededRandom(seed)).filter((dish) => dish.fallback)).toEqual([]);
    }
  });
});
