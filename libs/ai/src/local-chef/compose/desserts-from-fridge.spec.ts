import { LocalRecipeProvider } from '../../providers/local-recipe.provider';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge } from './compose-from-fridge';

// The desserts a French cook makes from what is at hand, found on seeded random fridges: one
// fridge in two gets the foods one of them needs, and the chef must then offer it now and again.
const TODAY = '2026-11-25';
const provider = new LocalRecipeProvider({ today: new Date(`${TODAY}T12:00:00Z`) });
const item = (name: string, quantity: number, unit: string): FridgeItem => ({ name, quantity, unit, expirationDate: null });

const WANTS: Record<string, { foods: FridgeItem[]; title: RegExp; uses: RegExp[] }> = {
  café: { foods: [item('Café moulu', 250, 'g')], title: /^Granité au café$/u, uses: [/café/u, /sucre/u, /eau/u] },
  // Named by the syrup the fridge holds, never « Granité au sirop ».
  sirop: { foods: [item('Sirop de grenadine', 500, 'ml')], title: /^Granité au sirop de grenadine$/u, uses: [/sirop de grenadine/u, /eau/u] },
  pizza: { foods: [item('Pâte à pizza', 1, 'unité'), item('Pâte à tartiner', 400, 'g')], title: /^Pizza sucrée à la pâte à tartiner\b/u, uses: [/pâte à pizza/u, /pâte à tartiner/u] },
  crème: { foods: [item('Crème liquide', 20, 'cl'), item('Miel', 250, 'g')], title: /^Crème fouettée au miel\b/u, uses: [/crème liquide/u, /miel/u] },
};

describe('the offline chef makes the honest desserts of a French home', () => {
  it.each(Object.keys(WANTS))('offers the dessert of %s when its foods are in the fridge, made of them', async (key) => {
    const want = WANTS[key];
    const random = seededRandom(4242);
    let found = 0;
    for (let index = 0; index < 80; index++) {
      const fridge = randomFridge(random, { today: TODAY });
      fridge.push(...want.foods);
      for (let seed = 0; seed < 3; seed++) {
        const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, staples: ['sel', 'poivre', 'eau', 'sucre'], servings: 1 + (index % 6), seed })).catch(() => null);
        if (!draft || !want.title.test(draft.title!)) continue;
        found++;
        for (const use of want.uses) expect(draft.ingredients!.some((line) => use.test(line))).toBe(true);
      }
    }
    expect(found).toBeGreaterThan(5);
  });
});

describe('fruit cooked in the pan', () => {
  it('browns in butter only: without it, it is cooked covered in a little water until tender, on seeded random fridges', async () => {
    const random = seededRandom(4343);
    const odd: string[] = [];
    const found = { beurre: 0, eau: 0 };
    for (let index = 0; index < 120; index++) {
      // The default cupboard has oil and water, no butter; one fridge in two holds some.
      const fridge = randomFridge(random, { today: TODAY }).filter((i) => index % 2 === 0 || !/beurre/iu.test(i.name));
      fridge.push(item(index % 3 === 0 ? 'Poires' : 'Pommes', 4, 'unité'));
      for (let seed = 0; seed < 3; seed++) {
        const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, staples: ['sel', 'poivre', 'eau', 'huile'], servings: 1 + (index % 6), seed })).catch(() => null);
        if (!draft || !/^(?:Pommes|Poires|Bananes|Ananas|Pêches|Abricots|Prunes|Figues|Mangues) (?:poêlé|fondant)/u.test(draft.title!)) continue;
        const butter = draft.ingredients!.some((line) => /\bbeurre\b/u.test(line));
        found[butter ? 'beurre' : 'eau']++;
        const text = [draft.title!, draft.description!, ...draft.instructions!].join(' ');
        const wrong =
          // « Pommes poêlées au beurre » browned in it; « Pommes fondantes » without.
          (butter ? !/poêlée?s? au beurre/u.test(draft.title!) : !/fondante?s?\b/u.test(draft.title!) || /poêlé|dor[ée]/u.test(text)) ||
          // Never seared in water, never fried in oil.
          /dorer[^.]*fond d'eau/u.test(text) ||
          /huile/u.test(text);
        if (wrong) odd.push(`${draft.title} — ${draft.ingredients!.join(', ')} — ${draft.instructions!.join(' ')}`);
      }
    }
    expect(odd).toEqual([]);
    expect(found.beurre).toBeGreaterThan(3);
    expect(found.eau).toBeGreaterThan(3);
  });
});

// What the fridge holds sets for how many: a yoghurt is served in its pot, one a person, and a
// chocolate mousse keeps its chocolate to its eggs (never 100 g beaten into six eggs for five).
describe('a dessert for as many as it feeds', () => {
  const desserts = (fridge: FridgeItem[], pattern: string) =>
    Array.from({ length: 6 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, servings: 5, seed }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.patternId === pattern);
  const grams = (lines: string[], food: RegExp) => Number(/^(\d+) g/u.exec(lines.find((l) => food.test(l)) ?? '')?.[1] ?? NaN);

  it('serves plain yoghurts one pot a person: two pots are a dessert for two', () => {
    const plain = desserts([item('Yaourts nature', 2, 'unité'), item('Jambon blanc', 4, 'tranche')], 'laitage-nature');
    expect(plain.length).toBeGreaterThan(0);
    for (const d of plain) expect({ servings: d.servings, lines: d.ingredients }).toEqual({ servings: 2, lines: ['2 yaourts nature'] });
  });

  it('keeps some 35 g of chocolate a person in a mousse, with its eggs or its water', () => {
    for (const pattern of ['mousse-au-chocolat', 'mousse-au-chocolat-a-l-eau']) {
      const mousses = desserts([item('Chocolat noir', 100, 'g'), item('Œufs', 6, 'unité')], pattern);
      expect(mousses.length).toBeGreaterThan(0);
      for (const d of mousses) {
        expect(d.servings).toBeLessThanOrEqual(2);
        expect(grams(d.ingredients, /chocolat/u) / d.servings).toBeGreaterThanOrEqual(35);
      }
    }
  });
});

describe('a coupe under its whipped topping', () => {
  const coupes = (fridge: FridgeItem[]) =>
    Array.from({ length: 12 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, servings: 2, staples: ['sel', 'poivre', 'eau', 'huile'], seed }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.instructions.some((step) => step.startsWith('Fouettez')));

  it('names a whipped mascarpone for what it is, never « crème fouettée »', () => {
    const whipped = coupes([item('Pommes', 3, 'unité'), item('Mascarpone', 500, 'g'), item('Concombre', 1, 'unité')]);
    expect(whipped.length).toBeGreaterThan(0);
    for (const d of whipped) {
      expect(d.title).toMatch(/ au mascarpone fouetté$/u);
      expect(`${d.description} ${d.instructions.join(' ')}`).not.toMatch(/crème fouettée|chantilly/u);
      expect(d.instructions).toContain('Déposez le mascarpone fouetté par-dessus et servez aussitôt.');
      // The fruit it has, never « les fruits » of apples alone.
      expect(d.instructions).toContain(d.ingredients.some((line) => /^1 pomme$/u.test(line)) ? 'Répartissez la pomme dans des coupes.' : 'Répartissez les pommes dans des coupes.');
    }
    // A liquid cream, unsweetened, stays « à la crème fouettée ».
    expect(coupes([item('Pommes', 3, 'unité'), item('Crème liquide', 20, 'cl'), item('Concombre', 1, 'unité')]).some((d) => / à la crème fouettée$/u.test(d.title))).toBe(true);
  });
});

describe('a fresh herb in a dessert', () => {
  const desserts = (fridge: FridgeItem[]) =>
    Array.from({ length: 16 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, staples: ['sel', 'poivre', 'eau', 'sucre'], servings: 3, seed }), TODAY, seededRandom(seed))).flat();

  it('flavours only the fruits it suits: mint or basil with strawberries, never basil with apples or a banana', () => {
    const berries = desserts([item('Fraises', 500, 'g'), item('Basilic', 20, 'g')]).map((d) => d.title);
    expect(berries).toContain('Salade de fraises au basilic');
    const orchard = desserts([item('Pommes', 4, 'unité'), item('Bananes', 3, 'unité'), item('Basilic', 20, 'g'), item('Jus de pomme', 1, 'l')]);
    expect(orchard.length).toBeGreaterThan(0);
    expect(orchard.filter((d) => /basilic/u.test(`${d.title} ${d.ingredients.join(' ')}`)).map((d) => d.title)).toEqual([]);
    // The apple juice's granité keeps its sugar, without the basil.
    expect(orchard.map((d) => d.title)).toContain('Granité à la pomme');
  });
  it('names one fruit sweetened as a cook does, « Kiwis au sucre », sweetened rather than « relevés de sucre »', () => {
    const sweetened = Array.from({ length: 40 }, (_, seed) =>
      composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge: [item('Kiwis', 4, 'unité'), item('Sucre en poudre', 500, 'g')], staples: ['eau'], servings: 2, seed }), TODAY, seededRandom(seed)),
    )
      .flat()
      .filter((d) => d.patternId === 'salade-de-fruits' && d.ingredients.some((line) => /sucre/u.test(line)));
    expect(sweetened.length).toBeGreaterThan(0);
    for (const dish of sweetened) {
      expect(dish.title).toBe('Kiwis au sucre');
      expect(dish.description).toMatch(/^Les kiwis coupés minute et sucrés : /u);
    }
  });
});

describe('a fruit salad « au jus d\'orange »', () => {
  it('takes a splash of juice, some 4 cl a person, never 60 cl over 500 g of grapes for six', () => {
    const poured: number[] = [];
    for (const servings of [1, 3, 6]) {
      for (let seed = 0; seed < 6; seed++) {
        const fridge = [item('Raisin', 500, 'g'), item('Kiwis', 6, 'unité'), item("Jus d'orange", 2, 'l')];
        for (const d of composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, servings, seed }), TODAY, seededRandom(seed)).filter((dish) => dish.patternId === 'salade-de-fruits')) {
          const line = d.ingredients.find((l) => /jus d'orange$/u.test(l));
          if (!line) continue;
          const cl = /^(\d+(?:,\d+)?) cl /u.exec(line);
          const spoons = /^(\d+(?:,\d+)?) càs /u.exec(line);
          poured.push((cl ? Number(cl[1].replace(',', '.')) * 10 : Number(spoons![1].replace(',', '.')) * 15) / d.servings);
        }
      }
    }
    expect(poured.length).toBeGreaterThan(3);
    expect(poured.filter((ml) => ml > 45)).toEqual([]);
  });
});

describe('crêpes and sablés', () => {
  const made = (fridge: FridgeItem[], patternId: string, staples = ['sel', 'eau', 'huile', 'sucre', 'farine', 'beurre']) =>
    [0, 1, 2, 3, 4, 5, 6, 7].flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, staples, servings: 4, seed }), TODAY, seededRandom(seed))).filter((d) => d.patternId === patternId);

  it('cut the fruit that fills a crêpe and melt its chocolate, never « Garnissez-les de kiwis » of whole kiwis', () => {
    const kiwis = made([item('Lait demi-écrémé', 1, 'l'), item('Kiwis', 4, 'unité')], 'crepes').filter((d) => /kiwis/u.test(d.title));
    expect(kiwis.length).toBeGreaterThan(0);
    for (const d of kiwis) expect(d.instructions).toContain('Épluchez et coupez les kiwis en fines tranches.');
    const chocolate = made([item('Lait demi-écrémé', 1, 'l'), item('Chocolat noir', 200, 'g')], 'crepes').filter((d) => /chocolat/u.test(d.title));
    expect(chocolate.length).toBeGreaterThan(0);
    for (const d of chocolate) {
      expect(d.instructions).toContain("Faites fondre le chocolat noir au bain-marie avec une cuillère d'eau.");
      expect(d.instructions.at(-1)).toBe('Garnissez-les de chocolat noir fondu et pliez-les en quatre.');
    }
  });

  it('keep a batter\'s ratio: milk short means fewer crêpes, never 300 g of flour in 50 cl', () => {
    const short = [0, 1, 2, 3].flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge: [item('Lait demi-écrémé', 0.5, 'l'), item('Kiwis', 4, 'unité')], staples: ['sel', 'eau', 'huile', 'sucre', 'farine'], servings: 5, seed }), TODAY, seededRandom(seed))).filter((d) => d.patternId === 'crepes');
    expect(short.length).toBeGreaterThan(0);
    for (const d of short) {
      const flour = Number(/^(\d+) g de farine$/u.exec(d.ingredients.find((l) => /farine$/u.test(l))!)![1]);
      const milk = Number(/^(\d+) cl de lait/u.exec(d.ingredients.find((l) => /de lait/u.test(l))!)![1]) * 10;
      expect(milk / flour).toBeGreaterThanOrEqual(1.9);
      expect(d.servings).toBeLessThan(5);
    }
  });

  it('pour twice the flour in milk whichever milk the fridge holds: never 250 g of flour in 40 cl of coconut milk', () => {
    for (const milk of [item('Lait de coco', 400, 'ml'), item("Lait d'amande", 1, 'l'), item('Lait entier', 1, 'l')]) {
      const crêpes = [0, 1, 2, 3, 4, 5].flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge: [milk, item('Miel', 250, 'g')], staples: ['sel', 'eau', 'huile', 'farine'], servings: 4, seed }), TODAY, seededRandom(seed))).filter((d) => d.patternId === 'crepes');
      expect(crêpes.length).toBeGreaterThan(0);
      for (const d of crêpes) {
        const flour = Number(/^(\d+) g de farine$/u.exec(d.ingredients.find((l) => /farine$/u.test(l))!)![1]);
        const ml = Number(/^(\d+) cl de lait/u.exec(d.ingredients.find((l) => /de lait/u.test(l))!)![1]) * 10;
        expect(ml / flour).toBeGreaterThanOrEqual(1.8);
        expect(ml / flour).toBeLessThanOrEqual(2.2);
      }
    }
  });

  it('fill each sablé with one spread: « de confiture ou de pâte à tartiner »', () => {
    const sables = made([item('Confiture de fraises', 300, 'g'), item('Pâte à tartiner', 400, 'g')], 'sables');
    const filled = sables.flatMap((d) => d.instructions.filter((step) => /^Creusez le centre/u.test(step)));
    expect(filled.length).toBeGreaterThan(0);
    expect(filled.filter((step) => / et de /u.test(step))).toEqual([]);
    expect(filled.some((step) => /de confiture ou de pâte à tartiner|de pâte à tartiner ou de confiture/u.test(step))).toBe(true);
  });
});

describe('a fruit added to a cake or served beside pain perdu', () => {
  it('agrees with it and is cut only when a cook cuts it: « la banane coupée en dés », « les framboises » whole', () => {
    const told = (fruit: FridgeItem) =>
      [0, 1, 2, 3, 4, 5, 6, 7]
        .flatMap((seed) =>
          composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge: [item('Yaourts nature', 4, 'unité'), item('Œufs', 6, 'unité'), item('Baguette', 1, 'unité'), item('Lait demi-écrémé', 1, 'l'), fruit], staples: ['sel', 'eau', 'huile', 'sucre', 'farine'], servings: 4, seed }), TODAY, seededRandom(seed)),
        )
        .filter((d) => d.patternId === 'gateau-au-yaourt' || d.patternId.startsWith('pain-perdu'))
        .flatMap((d) => d.instructions.filter((step) => /^(?:Ajoutez|Servez avec) /u.test(step)));
    const banana = told(item('Bananes', 2, 'unité'));
    expect(banana.some((step) => /la banane coupée en (?:dés|morceaux)|les bananes coupées en (?:dés|morceaux)/u.test(step))).toBe(true);
    expect(banana.filter((step) => /banane coupé\b|bananes coupés\b/u.test(step))).toEqual([]);
    const berries = told(item('Framboises', 250, 'g'));
    expect(berries.some((step) => /les framboises/u.test(step))).toBe(true);
    expect(berries.filter((step) => /framboises coupées/u.test(step))).toEqual([]);
  });
});

describe('a pain perdu', () => {
  const breads = [item('Baguette', 1, 'unité'), item('Pain de campagne', 500, 'g'), item('Pain de mie', 10, 'unité')];
  const painsPerdus = (fridge: FridgeItem[], staples: string[], servings: number) =>
    [0, 1, 2, 3, 4, 5, 6, 7]
      .flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, staples, servings, seed }), TODAY, seededRandom(seed)))
      .filter((d) => d.patternId.startsWith('pain-perdu'));

  it('soaks its bread in about one and a half times its weight of milk: never 65 cl for 250 g', () => {
    let checked = 0;
    for (const bread of breads) {
      for (const servings of [1, 4, 6]) {
        for (const d of painsPerdus([bread, item('Œufs', 6, 'unité'), item('Lait demi-écrémé', 2, 'l')], ['sel', 'eau', 'huile', 'sucre'], servings)) {
          const line = d.ingredients.find((l) => /lait/u.test(l))!;
          const [, amount, unit] = /^(\d+(?:,\d+)?) (cl|l) /u.exec(line)!;
          const ml = Number(amount.replace(',', '.')) * (unit === 'l' ? 1000 : 10);
          const breadLine = d.ingredients.find((l) => /pain|baguette/u.test(l))!;
          const grams = /^(\d+) g /u.test(breadLine) ? Number(/^(\d+) g /u.exec(breadLine)![1]) : /tranches?/u.test(breadLine) ? 25 * Number(/^(\d+)/u.exec(breadLine)![1]) : 250 * (parseFloat(breadLine.replace('½', '0.5')) || 1);
          checked++;
          expect({ title: d.title, lines: d.ingredients, tooWet: ml > 2 * grams }).toEqual({ title: d.title, lines: d.ingredients, tooWet: false });
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('is sweet: without sugar in the cupboard, only beside a fruit; plain bread in egg and milk is no dessert', () => {
    const plain = painsPerdus([item('Baguette', 1, 'unité'), item('Œufs', 6, 'unité'), item('Lait demi-écrémé', 1, 'l')], ['sel', 'eau', 'huile'], 4);
    expect(plain.map((d) => d.title)).toEqual([]);
    const withFruit = painsPerdus([item('Baguette', 1, 'unité'), item('Œufs', 6, 'unité'), item('Lait demi-écrémé', 1, 'l'), item('Bananes', 3, 'unité')], ['sel', 'eau', 'huile'], 4);
    expect(withFruit.length).toBeGreaterThan(0);
    expect(withFruit.filter((d) => !/banane/u.test(d.ingredients.join(' '))).map((d) => d.title)).toEqual([]);
  });
});

describe('a quatre-quarts', () => {
  const grams = (lines: readonly string[], name: RegExp) => Number(/^(\d+) g /u.exec(lines.find((l) => name.test(l))!)![1]);
  const quatreQuarts = (eggs: number, servings: number, butter?: FridgeItem) =>
    [0, 1, 2, 3, 4, 5, 6, 7]
      .flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge: [item('Œufs', eggs, 'unité'), ...(butter ? [butter] : [])], staples: ['sel', 'eau', 'sucre', 'farine', ...(butter ? [] : ['beurre'])], servings, seed }), TODAY, seededRandom(seed)))
      .filter((d) => d.patternId === 'quatre-quarts');

  it('weighs its flour, sugar and butter as its eggs weigh, for any table: never 2 eggs under 200 g of flour', () => {
    for (const [eggs, servings] of [[2, 4], [6, 4], [12, 6], [6, 1], [3, 5]]) {
      const cakes = quatreQuarts(eggs, servings);
      expect(cakes.length).toBeGreaterThan(0);
      for (const d of cakes) {
        const laid = Number(/^(\d+) œufs?$/u.exec(d.ingredients.find((l) => /œuf/u.test(l))!)![1]);
        for (const other of [/farine$/u, /sucre$/u, /beurre$/u]) {
          expect(Math.abs(grams(d.ingredients, other) - laid * 55)).toBeLessThanOrEqual(10);
        }
      }
    }
  });

  it('is for fewer when the eggs are few, half an egg a person: three eggs for six', () => {
    const few = quatreQuarts(2, 6);
    const many = quatreQuarts(12, 6);
    expect(few.length * many.length).toBeGreaterThan(0);
    expect(few.map((d) => d.servings)).toEqual(few.map(() => 4));
    expect(many.map((d) => d.ingredients[0])).toEqual(many.map(() => '3 œufs'));
  });

  it('follows the fridge\'s butter when it is the lightest, the eggs as they are', () => {
    const cakes = quatreQuarts(3, 6, item('Beurre doux', 150, 'g'));
    expect(cakes.length).toBeGreaterThan(0);
    for (const d of cakes) for (const other of [/farine$/u, /sucre$/u, /beurre doux$/u]) expect(grams(d.ingredients, other)).toBe(150);
  });
});

describe('a dessert set or cooked in milk keeps its ratio, milk short means fewer ramekins', () => {
  const made = (fridge: FridgeItem[], patternId: string, servings: number) =>
    [0, 1, 2, 3, 4, 5, 6, 7].flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge, staples: ['sel', 'eau', 'huile', 'sucre', 'farine'], servings, seed }), TODAY, seededRandom(seed))).filter((d) => d.patternId === patternId);
  const cl = (lines: readonly string[]) => {
    const [, amount, unit] = /^(\d+(?:,\d+)?) (cl|l) de lait/u.exec(lines.find((l) => /de lait/u.test(l))!)!;
    return Number(amount.replace(',', '.')) * (unit === 'l' ? 1000 : 10);
  };

  it('a riz au lait cooks its rice in eight times its weight of milk: never 200 g of rice in a litre', () => {
    for (const [milk, servings] of [[1, 5], [0.5, 5], [2, 6], [1, 2]] as const) {
      const dishes = made([item('Riz', 1, 'kg'), item('Lait demi-écrémé', milk, 'l')], 'riz-au-lait', servings);
      expect(dishes.length).toBeGreaterThan(0);
      for (const d of dishes) {
        const rice = Number(/^(\d+) g de riz$/u.exec(d.ingredients.find((l) => /de riz$/u.test(l))!)![1]);
        expect(cl(d.ingredients) / rice).toBeGreaterThanOrEqual(7);
        expect(cl(d.ingredients) / rice).toBeLessThanOrEqual(9);
        expect(rice / d.servings).toBeLessThanOrEqual(30);
      }
    }
  });

  it('a clafoutis pours 2.5 ml of milk a gram of egg, half as much of a cream: never four eggs in 18 cl of cream', () => {
    for (const [liquid, ratio, pattern] of [[item('Lait demi-écrémé', 1, 'l'), 2.5, /^(\d+(?:,\d+)?) (cl|l) de lait/u], [item('Crème liquide', 200, 'ml'), 1.2, /^(\d+(?:,\d+)?) (cl|l) de crème/u]] as const) {
      for (const [eggs, servings] of [[4, 5], [6, 3], [2, 6]] as const) {
        const dishes = made([item('Œufs', eggs, 'unité'), item('Abricots', 10, 'unité'), liquid], 'clafoutis', servings);
        expect(dishes.length).toBeGreaterThan(0);
        for (const d of dishes) {
          const laid = Number(/^(\d+) œufs?$/u.exec(d.ingredients.find((l) => /œuf/u.test(l))!)![1]);
          const [, amount, unit] = pattern.exec(d.ingredients.find((l) => pattern.test(l))!)!;
          const ml = Number(amount.replace(',', '.')) * (unit === 'l' ? 1000 : 10);
          expect(Math.abs(ml - laid * 55 * ratio)).toBeLessThanOrEqual(30);
        }
      }
    }
  });

  it('œufs au lait take 2.5 ml of milk a gram of egg, whatever the milk held: never 2 eggs in 60 cl that never set', () => {
    for (const [eggs, servings] of [[2, 4], [6, 4], [3, 6]] as const) {
      const dishes = made([item('Œufs', eggs, 'unité'), item('Lait demi-écrémé', 1.5, 'l')], 'oeufs-au-lait', servings);
      expect(dishes.length).toBeGreaterThan(0);
      for (const d of dishes) {
        const laid = Number(/^(\d+) œufs?$/u.exec(d.ingredients.find((l) => /œuf/u.test(l))!)![1]);
        expect(Math.abs(cl(d.ingredients) - laid * 55 * 2.5)).toBeLessThanOrEqual(30);
      }
    }
    expect(made([item('Œufs', 2, 'unité'), item('Lait demi-écrémé', 1.5, 'l')], 'oeufs-au-lait', 4).map((d) => d.servings)).toContain(3);
  });
});

describe('a fruit cooked until tender', () => {
  it('is named in the singular when weighed as a mass (« Ananas fondant »), as counted pieces are by their number (« Pommes fondantes »)', () => {
    const titles = (fruit: FridgeItem) =>
      [0, 1, 2, 3, 4, 5, 6, 7]
        .flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge: [fruit], staples: ['sel', 'eau'], servings: 4, seed }), TODAY, seededRandom(seed)))
        .filter((d) => d.patternId.startsWith('fruits-poeles') || /fondante?s?\b/u.test(d.title))
        .map((d) => d.title);
    const pineapple = titles(item('Ananas', 1, 'unité'));
    expect(pineapple.length).toBeGreaterThan(0);
    expect(pineapple.filter((title) => /^Ananas fondants/u.test(title))).toEqual([]);
    expect(pineapple.some((title) => /^Ananas fondant\b/u.test(title))).toBe(true);
    expect(titles(item('Pommes', 6, 'unité')).some((title) => /^Pommes fondantes/u.test(title))).toBe(true);
  });
});
