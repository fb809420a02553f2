import { parseIngredientLine } from '#ingredients';
import { overStock } from '../../generation/fridge-stock';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem as item } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
import { DISH_TYPES, type DishType } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';
import { foodOf } from './food-lookup';

// A garnish stays a garnish, on seeded random fridges: a bunch of herbs goes in by the sprig, a few
// per person, never « 1 coriandre » (the whole bunch) for two; a pepper is cut and used in part for
// one (« ½ poivron »), the rest left in the fridge; a wedge of cheese is weighed in proportion to
// what it tops, never half of it on six radishes; never more than the fridge holds.
const TODAY = '2026-11-25';
const HERBS = ['Coriandre', 'Persil plat', 'Ciboulette', 'Basilic', 'Menthe fraîche', 'Aneth'];

interface Composed {
  dish: ScoredDish;
  fridge: FridgeItem[];
  type: DishType;
}

/** Seeded random fridges, each with what the test adds (added first: the chef reads soonest date first, not order). */
function composed(seed: number, count: number, added: (random: () => number) => FridgeItem[], types: readonly DishType[], servings: (i: number) => number): Composed[] {
  const random = seededRandom(seed);
  const out: Composed[] = [];
  for (let i = 0; i < count; i++) {
    const extra = added(random);
    const fridge = [...extra, ...randomFridge(random, { today: TODAY }).filter((f) => !extra.some((e) => foodOf(e.name) === foodOf(f.name)))];
    for (const type of types) {
      const request = recipeRequest({ mode: 'fridge', dishType: type, fridge, servings: servings(i), seed: i });
      for (const dish of composeFromFridge(request, TODAY, seededRandom(i))) out.push({ dish, fridge, type });
    }
  }
  return out;
}

describe('a herb bought by the bunch', () => {
  const dishes = composed(2811, 150, (random) => [item(HERBS[Math.floor(random() * HERBS.length)], 1 + Math.floor(random() * 2), 'unité')], DISH_TYPES, (i) => 1 + (i % 6));
  const herbLines = dishes.flatMap(({ dish, fridge, type }) =>
    dish.ingredients
      .filter((line) => foodOf(parseIngredientLine(line).name)?.kind === 'herbe' && fridge.some((f) => f.unit === 'unité' && foodOf(f.name) === foodOf(parseIngredientLine(line).name)))
      // A dough baked whole is filled for all it feeds, more than the table (ComposedDish.feeds).
      .map((line) => ({ line, servings: dish.feeds ?? dish.servings, type, title: dish.title })),
  );

  it('goes in by the sprig, a few per person: never « 1 coriandre », the whole bunch, for two', () => {
    expect(herbLines.length).toBeGreaterThan(100);
    expect(herbLines.filter(({ line }) => !/^\d+ brins? d/u.test(line)).map(({ line, title }) => `${title}: ${line}`)).toEqual([]);
    // A herb seasons a dish: about three sprigs each, twice that at the most (one due tomorrow, used up).
    const many = herbLines.filter(({ line, servings, type }) => type !== 'boisson' && (parseIngredientLine(line).quantity ?? 0) > 6 * servings);
    expect(many.map(({ line, title, servings }) => `${title} (${servings}): ${line}`)).toEqual([]);
  });

  it('never takes more sprigs than the bunches hold', () => {
    expect(dishes.flatMap(({ dish, fridge }) => overStock(dish.ingredients, fridge).map((o) => `${dish.title}: ${o.lines.join(' ; ')}`))).toEqual([]);
  });
});

describe('a pepper in a dish for one', () => {
  // Peppers dated far off: nothing urges the chef to use one whole.
  const dishes = composed(2812, 150, () => [{ ...item('Poivron rouge', 2, 'unité'), expirationDate: '2026-12-05' }], ['entrée', 'plat'], () => 1);
  const pepperLines = dishes.flatMap(({ dish }) => dish.ingredients.filter((line) => foodOf(parseIngredientLine(line).name)?.name === 'poivron').map((line) => ({ line, dish })));

  it('is cut and used in part (« ½ poivron rouge ») where the dish wants less than one, the rest left in the fridge', () => {
    expect(pepperLines.length).toBeGreaterThan(50);
    const halves = pepperLines.filter(({ line }) => line === '½ poivron rouge');
    expect(halves.length).toBeGreaterThan(10);
    // A salad of pasta or rice for one: its pepper is one of its add-ins, never a whole one.
    const salads = pepperLines.filter(({ dish }) => /^Salade de (?:pâtes|riz|coquillettes|penne|fusilli|quinoa|boulgour|semoule)\b/u.test(dish.title));
    expect(salads.length).toBeGreaterThan(5);
    expect(salads.filter(({ line }) => line !== '½ poivron rouge').map(({ line, dish }) => `${dish.title}: ${line}`)).toEqual([]);
  });

  it('never takes more than the fridge holds', () => {
    expect(dishes.flatMap(({ dish, fridge }) => overStock(dish.ingredients, fridge).map((o) => `${dish.title}: ${o.lines.join(' ; ')}`))).toEqual([]);
  });
});

describe('a cheese the fridge counts by the piece (« Comté ×1 »), a wedge or a block', () => {
  const CHEESES = ['Comté', 'Gruyère', 'Emmental', 'Feta', 'Parmesan'];
  // Boards and roasted cheeses make the cheese their heart: any other finger food tops a bite with it.
  const BOARDS = ['planche', 'fromage-roti'];
  const dishes = composed(2815, 150, (random) => [item(CHEESES[Math.floor(random() * CHEESES.length)], 1, 'unité')], ['apéro', 'amuse-bouche', 'entrée', 'plat'], (i) => 1 + (i % 6));
  const cheeseLines = dishes.flatMap(({ dish, type }) =>
    dish.ingredients.filter((line) => CHEESES.some((c) => foodOf(c) === foodOf(parseIngredientLine(line).name))).map((line) => ({ line, dish, type })),
  );

  it('is weighed as a cook cuts it (« 20 g de comté »), never half the wedge (« ½ comté ») on six radishes', () => {
    expect(cheeseLines.length).toBeGreaterThan(100);
    expect(cheeseLines.filter(({ line }) => !/^\d+(?:,\d+)? k?g d/u.test(line)).map(({ line, dish }) => `${dish.title}: ${line}`)).toEqual([]);
    // On a bite it seasons (a canapé, a bouchée, a skewer), a few cubes or shavings each.
    const bites = cheeseLines.filter(({ dish, type }) => (type === 'apéro' || type === 'amuse-bouche') && !BOARDS.includes(dish.patternId));
    expect(bites.length).toBeGreaterThan(30);
    const grams = (line: string) => {
      const { quantity, unit } = parseIngredientLine(line);
      return (quantity ?? 0) * (unit === 'kg' ? 1000 : 1);
    };
    expect(bites.filter(({ line, dish }) => grams(line) / dish.servings > 30).map(({ line, dish }) => `${dish.title} (${dish.servings}): ${line}`)).toEqual([]);
  });

  it('never takes more than the fridge holds', () => {
    expect(dishes.flatMap(({ dish, fridge }) => overStock(dish.ingredients, fridge).map((o) => `${dish.title}: ${o.lines.join(' ; ')}`))).toEqual([]);
  });
});

describe('a dip of a plain cream or fresh cheese', () => {
  const BASES = [item('Crème fraîche épaisse', 20, 'cl'), item('Fromage blanc', 500, 'g'), item('Chèvre frais', 150, 'g'), item('Fromage frais ail et fines herbes', 150, 'g'), item('Ricotta', 250, 'g')];
  const dips = composed(2813, 200, (random) => [BASES[Math.floor(random() * BASES.length)]], ['apéro'], (i) => 1 + (i % 6)).filter(({ dish }) => dish.patternId === 'dip-fromage-frais');
  const titles = [...new Set(dips.map(({ dish }) => dish.title))];

  it('is named by what flavours it or by what it is for, never by its base alone (« Dip de crème fraîche »)', () => {
    expect(titles.length).toBeGreaterThan(20);
    // « Dip à la crème fraîche et à la ciboulette », « Dip au fromage frais ail et fines herbes », « Dip au fromage blanc pour bâtonnets de carottes ».
    const NAMED = /^Dip (?:au |aux |à la |à l')[^,]+?(?:(?:,| et) (?:au |aux |à la |à l')| ail et fines herbes| pour )/u;
    expect(titles.filter((title) => !NAMED.test(title))).toEqual([]);
    expect(titles.some((title) => / pour /u.test(title))).toBe(true);
    expect(titles.some((title) => / et (?:au |aux |à la |à l')/u.test(title))).toBe(true);
  });
});

describe('olives, pickles and young leaves', () => {
  // Jars and bags a household keeps, dated far off: nothing urges the chef to use them up.
  const KEPT = [item('Olives vertes', 200, 'g'), item('Cornichons', 300, 'g'), item('Mâche', 150, 'g'), item('Roquette', 125, 'g')].map((f) => ({ ...f, expirationDate: '2026-12-20' }));
  const dishes = composed(2816, 200, (random) => [KEPT[Math.floor(random() * KEPT.length)]], ['apéro', 'amuse-bouche', 'entrée', 'plat'], (i) => 1 + (i % 6));
  const grams = (line: string) => parseIngredientLine(line).quantity ?? 0;
  // A line that takes all the fridge holds is as much as there is (a bag of 50 g of rocket for five).
  const linesOf = (name: string) =>
    dishes.flatMap(({ dish, fridge }) =>
      dish.ingredients
        .filter((line) => foodOf(parseIngredientLine(line).name) === foodOf(name))
        .filter((line) => !fridge.some((f) => foodOf(f.name) === foodOf(name) && f.quantity <= grams(line)))
        .map((line) => ({ line, dish, each: grams(line) / (dish.feeds ?? dish.servings) })),
    );

  it('are eaten by the piece: two olives and a cornichon each at the least, never « 5 g d\'olives » (one olive) for three', () => {
    const olives = linesOf('olives vertes');
    const pickles = linesOf('cornichons');
    expect(olives.length).toBeGreaterThan(30);
    expect(pickles.length).toBeGreaterThan(30);
    // Lines go by 5 g: 15 g is two olives each for two.
    expect(olives.filter(({ each }) => each < 7).map(({ line, dish }) => `${dish.title} (${dish.servings}): ${line}`)).toEqual([]);
    expect(pickles.filter(({ each }) => each < 10).map(({ line, dish }) => `${dish.title} (${dish.servings}): ${line}`)).toEqual([]);
  });

  it('go in a salad by the handful, never « 10 g de mâche » (a few leaves) for one', () => {
    const leaves = [...linesOf('mâche'), ...linesOf('roquette')];
    expect(leaves.length).toBeGreaterThan(30);
    expect(leaves.filter(({ each }) => each < 20).map(({ line, dish }) => `${dish.title} (${dish.servings}): ${line}`)).toEqual([]);
  });

  it('never take more than the fridge holds', () => {
    expect(dishes.flatMap(({ dish, fridge }) => overStock(dish.ingredients, fridge).map((o) => `${dish.title}: ${o.lines.join(' ; ')}`))).toEqual([]);
  });
});

describe('a head of celery', () => {
  // A head bought this week (ten branches), nothing urging the chef to use it up.
  const dishes = composed(2817, 200, () => [{ ...item('Céleri branche', 1, 'unité'), expirationDate: '2026-12-10' }], ['apéro', 'amuse-bouche', 'entrée', 'plat'], (i) => 1 + (i % 6));
  const celery = dishes.flatMap(({ dish }) => dish.ingredients.filter((line) => /branches? de céleri$/u.test(line)).map((line) => ({ line, dish, branches: parseIngredientLine(line).quantity ?? 0 })));

  it('goes a branch or two a person beside other foods, never « 7 branches de céleri » beside a dip for three', () => {
    expect(celery.length).toBeGreaterThan(50);
    // Alone in a poêlée, it is the plat (« Poêlée de céleri au persil »): a plate of it each.
    const beside = celery.filter(({ dish }) => !/^Poêlée de céleri\b(?! et)/u.test(dish.title));
    expect(beside.length).toBeGreaterThan(50);
    expect(beside.filter(({ branches, dish }) => branches > 2 * (dish.feeds ?? dish.servings)).map(({ line, dish }) => `${dish.title} (${dish.servings}): ${line}`)).toEqual([]);
  });

  it('never takes more than the head holds', () => {
    expect(dishes.flatMap(({ dish, fridge }) => overStock(dish.ingredients, fridge).map((o) => `${dish.title}: ${o.lines.join(' ; ')}`))).toEqual([]);
  });
});
