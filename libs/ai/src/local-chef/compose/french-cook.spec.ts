import { agreeWithQuantity } from '#ingredients';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { DISH_TYPES, type DishType } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';
import { FOODS, fleshOf, isProtein, oneFamily, type Food } from './foods';
import { shareADish } from './pairings';

// What a French home cook finds wrong in a composed dish, on seeded random fridges (every dish the
// chef offers, not only its first) and on fridges built to tempt it.
const TODAY = '2026-11-25';
const item = (name: string, quantity: number, unit: string, expirationDate: string | null = null): FridgeItem => ({ name, quantity, unit, expirationDate });

function dishesFrom(fridge: FridgeItem[], types: readonly DishType[], seeds = 6): ScoredDish[] {
  const out: ScoredDish[] = [];
  for (const dishType of types) {
    for (let seed = 0; seed < seeds; seed++) {
      out.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed, servings: 4 }), TODAY, seededRandom(seed)));
    }
  }
  return out;
}

// 40 random fridges, every dish type, every dish offered.
const random = seededRandom(23);
const fridges = Array.from({ length: 40 }, () => randomFridge(random, { today: TODAY }));
const RANDOM_DISHES = fridges.flatMap((fridge, index) =>
  DISH_TYPES.flatMap((dishType) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index, servings: 4 }), TODAY, seededRandom(index)).map((dish) => ({ dish, dishType }))),
);

const BOARDS = ['planche', 'assiette-de-fromages'];
const foods = (dish: ScoredDish): Food[] => dish.used.map((s) => s.food);
const uses = (dish: ScoredDish, name: string) => foods(dish).some((f) => f.name === name);

describe('one food of a family in a dish', () => {
  it('never takes two of one family where one would do (« Taboulé à l\'emmental et au gruyère », « Brochettes jambon blanc-jambon cru »)', () => {
    // A board is an assortment: a comté beside a tomme (see Role.assortment).
    const twice = (dish: ScoredDish) => !BOARDS.includes(dish.patternId) && foods(dish).some((a, i) => foods(dish).some((b, j) => j > i && oneFamily(a, b)));
    expect(RANDOM_DISHES.filter(({ dish }) => twice(dish)).map(({ dish }) => dish.title)).toEqual([]);
    const tempting = [
      item('Emmental', 200, 'g'), item('Gruyère', 200, 'g'), item('Semoule', 500, 'g'), item('Tomates', 4, 'unité'), item('Concombre', 1, 'unité'),
      item('Jambon blanc', 6, 'unité'), item('Jambon cru', 6, 'unité'), item('Thon en boîte', 280, 'g'), item('Sardines à l\'huile', 200, 'g'),
    ];
    const found = dishesFrom(tempting, DISH_TYPES);
    expect(found.filter(twice).map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
    // Still one of them: a taboulé with a cheese, a skewer with a ham.
    expect(found.some((d) => d.title.startsWith('Taboulé') && foods(d).some((f) => f.kind === 'fromage'))).toBe(true);
    expect(found.some((d) => /^(?:Mini-)?[Bb]rochettes/u.test(d.title) && foods(d).some((f) => f.name.startsWith('jambon')))).toBe(true);
  });

  it('never sets a fish beside a ham or a meat (« Tarte fine au jambon blanc et au surimi »)', () => {
    const clash = (dish: ScoredDish) => foods(dish).some((a, i) => foods(dish).some((b, j) => j > i && !shareADish(a, b)));
    expect(RANDOM_DISHES.filter(({ dish }) => clash(dish)).map(({ dish }) => dish.title)).toEqual([]);
    const tempting = [item('Pâte brisée', 1, 'unité'), item('Jambon blanc', 6, 'unité'), item('Surimi', 12, 'unité'), item('Coquillettes', 500, 'g'), item('Saumon fumé', 4, 'unité'), item('Carottes', 4, 'unité')];
    expect(dishesFrom(tempting, ['entrée', 'plat']).filter(clash).map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
  });
});

describe('a sweet dish', () => {
  it('never takes savoury crackers (« Biscuits fourrés au mascarpone » on crackers)', () => {
    expect(RANDOM_DISHES.filter(({ dish, dishType }) => dishType === 'dessert' && uses(dish, 'cracker')).map(({ dish }) => dish.title)).toEqual([]);
    const tempting = [item('Crackers', 200, 'g'), item('Mascarpone', 250, 'g'), item('Confiture de fraises', 300, 'g'), item('Pâte à tartiner', 400, 'g')];
    expect(dishesFrom(tempting, ['dessert']).filter((d) => uses(d, 'cracker')).map((d) => d.title)).toEqual([]);
  });
});

describe('a sweet dish has something sweet in it', () => {
  // « Verrines façon tiramisu » of fromage blanc and crumbled sandwich bread alone, no sugar, no fruit.
  it('never layers fresh cheese on bread for a tiramisu without sugar, fruit or a sweet biscuit, and names the layers it has', () => {
    const tiramisus = (fridge: FridgeItem[]) => dishesFrom(fridge, ['dessert'], 12).filter((d) => d.patternId === 'tiramisu-express');
    const bare = [item('Fromage blanc', 500, 'g'), item('Pain de mie', 8, 'unité'), item('Lardons fumés', 200, 'g')];
    expect(tiramisus(bare).map((d) => d.title)).toEqual([]);
    const sweet = tiramisus([...bare, item('Poires', 3, 'unité')]);
    expect(sweet.length).toBeGreaterThan(0);
    for (const d of sweet) {
      expect(d.title).toMatch(/^Verrines façon tiramisu (?:à la poire|aux poires)$/u);
      expect(d.instructions.filter((step) => /^Montez des verrines en alternant le pain de mie, la crème et (?:la poire|les poires), et finissez par la crème\.$/u.test(step))).toHaveLength(1);
    }
  });

  it('never serves fresh dairy under cream alone as a « Coupe » (« Coupe de petit-suisse à la crème fraîche », « Coupe de ricotta à la crème fouettée »)', () => {
    const coupes = (fridge: FridgeItem[]) => dishesFrom(fridge, ['dessert'], 12).filter((d) => d.patternId === 'coupe-yaourt');
    const dairy = [item('Petits-suisses', 9, 'unité'), item('Crème fraîche épaisse', 200, 'ml'), item('Ricotta', 250, 'g'), item('Crème liquide', 450, 'ml')];
    expect(coupes(dairy).map((d) => d.title)).toEqual([]);
    const fruity = coupes([...dairy, item('Pêches', 4, 'unité')]);
    expect(fruity.length).toBeGreaterThan(0);
    for (const d of fruity) expect(d.ingredients.some((line) => /pêche/u.test(line))).toBe(true);
  });
});

describe('a title names a food as a cook does', () => {
  it('says « à la crème » of a liquid or a thick cream, the lines keeping the shop\'s name', () => {
    const dishes = dishesFrom([item('Chou-fleur', 1, 'unité'), item('Crème liquide', 300, 'ml'), item('Penne', 500, 'g'), item('Tomates cerises', 250, 'g')], ['entrée', 'plat'], 12);
    const creamy = dishes.filter((d) => d.ingredients.some((line) => /crème liquide/u.test(line)));
    expect(creamy.length).toBeGreaterThan(0);
    expect(creamy.filter((d) => /crème (?:liquide|épaisse)/u.test(d.title)).map((d) => d.title)).toEqual([]);
    expect(creamy.some((d) => / à la crème(?: |$)/u.test(d.title))).toBe(true);
  });
});

describe('a coupe', () => {
  it('sprinkles its sugar and names it only when nothing else tops it: « Coupe de yaourt au melon », never « au melon et au sucre »', () => {
    const coupes = dishesFrom([item('Yaourts nature', 8, 'unité'), item('Melon', 1, 'unité'), item('Sucre en poudre', 500, 'g')], ['dessert'], 12).filter((d) => d.patternId === 'coupe-yaourt');
    const sweetened = coupes.filter((d) => d.ingredients.some((line) => /sucre/u.test(line)) && d.ingredients.some((line) => /melon/u.test(line)));
    expect(sweetened.length).toBeGreaterThan(0);
    for (const d of sweetened) {
      expect(d.title).not.toMatch(/sucre/u);
      expect(d.instructions.join(' ')).not.toMatch(/(?:garnissez|et) de sucre/u);
      expect(d.instructions.some((step) => /saupoudrez de sucre\.$/u.test(step))).toBe(true);
    }
    const plain = dishesFrom([item('Yaourts nature', 8, 'unité'), item('Sucre en poudre', 500, 'g')], ['dessert'], 6).filter((d) => d.patternId === 'coupe-yaourt');
    expect(plain.length).toBeGreaterThan(0);
    for (const d of plain) expect(d.title).toBe('Coupe de yaourt au sucre');
  });
});

describe('a food sold by the tub', () => {
  it('is told as a mass: « Répartissez le yaourt grec », « Salez et poivrez le yaourt grec », never « les yaourts grecs » for 250 g', () => {
    const fridge = [item('Yaourt grec', 250, 'g'), item('Pêches', 3, 'unité'), item('Crevettes cuites', 200, 'g'), item('Oranges', 2, 'unité')];
    const dishes = dishesFrom(fridge, ['dessert', 'entrée', 'plat'], 12).filter((d) => d.ingredients.some((line) => /yaourt grec/u.test(line)));
    expect(dishes.length).toBeGreaterThan(0);
    const text = (d: ScoredDish) => [d.title, d.description, ...d.instructions].join(' ');
    expect(dishes.filter((d) => /yaourts grecs/u.test(text(d))).map(text)).toEqual([]);
    expect(dishes.some((d) => /Répartissez le yaourt grec dans des coupes/u.test(text(d)))).toBe(true);
  });
});

describe('each food readied as a cook readies it', () => {
  const TINNED = ['thon', 'sardine', 'maquereau'];
  const cutWords = /\b(?:Coupez|coupez|coupés?|coupées?)\b[^.]*\b(?:thon|sardines?|maquereaux?)\b|\b(?:thon|sardines?|maquereaux?)\b,? en (?:dés|morceaux|lanières)/u;

  it('crushes a nut, never cuts it « en petits morceaux » nor crumbles it (« Coupez ou émiettez les amandes »)', () => {
    const cutNut = /(?:Coupez|émiettez)[^.]*\b(?:noix|amandes?|noisettes?|pistaches?|cacahuètes?)\b/u;
    const steps = (d: ScoredDish) => d.instructions.filter((step) => cutNut.test(step));
    expect(RANDOM_DISHES.flatMap(({ dish }) => steps(dish))).toEqual([]);
    const tempting = dishesFrom([item('Amandes', 100, 'g'), item('Noix', 100, 'g'), item('Carottes', 1, 'kg'), item('Pommes', 4, 'unité'), item('Emmental', 200, 'g'), item('Endives', 4, 'unité')], ['entrée', 'apéro'], 12);
    expect(tempting.flatMap(steps)).toEqual([]);
    expect(tempting.some((d) => d.instructions.some((step) => /Concassez grossièrement (?:les amandes|les noix)/u.test(step)))).toBe(true);
  });

  it('halves a cherry tomato, never slices it « en fines tranches » nor cuts it « en petits morceaux »', () => {
    const sliced = /coupe[zr][^.]*tomates? cerises?[^.]*en (?:fines tranches|petits morceaux|morceaux|rondelles|quartiers)|tomates? cerises?[^.]*coupée?s? en (?:fines tranches|petits morceaux|morceaux)/iu;
    const wrong = (d: ScoredDish) => d.instructions.filter((step) => sliced.test(step));
    expect(RANDOM_DISHES.flatMap(({ dish }) => wrong(dish))).toEqual([]);
    const tempting = dishesFrom([item('Tomates cerises', 500, 'g'), item('Pâte à pizza', 1, 'unité'), item('Mozzarella', 250, 'g'), item('Carottes', 1, 'kg'), item('Laitue', 1, 'unité')], ['entrée', 'plat'], 12);
    expect(tempting.flatMap(wrong)).toEqual([]);
    expect(tempting.some((d) => d.instructions.some((step) => step.includes('Lavez les tomates cerises et coupez-les en deux.')))).toBe(true);
  });

  it('tops and tails a green bean and cuts it in lengths, never « en fines tranches » nor « en rondelles »', () => {
    const wrong = (d: ScoredDish) => d.instructions.filter((step) => /coupe[zr][^.]*haricots verts[^.]*en (?:fines tranches|rondelles|morceaux|petits morceaux)/u.test(step));
    expect(RANDOM_DISHES.flatMap(({ dish }) => wrong(dish))).toEqual([]);
    const beans = dishesFrom([item('Haricots verts', 500, 'g'), item('Pâte feuilletée', 1, 'unité'), item('Courgettes', 2, 'unité'), item('Pommes de terre', 1, 'kg'), item('Emmental', 200, 'g')], ['entrée', 'plat'], 12);
    expect(beans.flatMap(wrong)).toEqual([]);
    expect(beans.some((d) => d.instructions.some((step) => step.includes('Équeutez les haricots verts et coupez-les en tronçons.')))).toBe(true);
  });

  it('flakes a tinned fish, never cuts it (« coupé en dés »)', () => {
    const tinned = RANDOM_DISHES.filter(({ dish }) => TINNED.some((name) => uses(dish, name)));
    expect(tinned.filter(({ dish }) => dish.instructions.some((step) => cutWords.test(step))).map(({ dish }) => `${dish.title}: ${dish.instructions.join(' ')}`)).toEqual([]);
    const tempting = [item('Maquereaux', 240, 'g'), item('Thon en boîte', 280, 'g'), item('Riz', 500, 'g'), item('Crackers', 200, 'g'), item('Tomates', 4, 'unité'), item('Courgettes', 2, 'unité')];
    const found = dishesFrom(tempting, DISH_TYPES).filter((d) => TINNED.some((name) => uses(d, name)));
    expect(found.filter((d) => d.instructions.some((step) => cutWords.test(step))).map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    expect(found.some((d) => d.instructions.some((step) => /émiett/u.test(step)))).toBe(true);
  });

  it('washes a celery stick, a leek, a fennel, a broccoli or a cabbage, never peels it', () => {
    const peeled = /Épluchez[^.]*\b(?:céleri(?!-rave)|poireaux?|fenouils?|brocolis?|chou-fleur|chou|chou rouge)\b/u;
    const wrong = RANDOM_DISHES.filter(({ dish }) => dish.instructions.some((step) => peeled.test(step)));
    expect(wrong.map(({ dish }) => `${dish.title}: ${dish.instructions.find((step) => peeled.test(step))}`)).toEqual([]);
    const tempting = [item('Céleri branche', 1, 'unité'), item('Poireaux', 3, 'unité'), item('Brocoli', 1, 'unité'), item('Tomates', 4, 'unité'), item('Fenouil', 1, 'unité')];
    const found = dishesFrom(tempting, ['entrée', 'plat', 'boisson', 'amuse-bouche']);
    expect(found.filter((d) => d.instructions.some((step) => peeled.test(step))).map((d) => `${d.title}: ${d.instructions.find((step) => peeled.test(step))}`)).toEqual([]);
    expect(found.some((d) => uses(d, 'céleri') && d.instructions.some((step) => /Lavez[^.]*céleri/u.test(step)))).toBe(true);
  });
});

describe('a dish\'s title', () => {
  /** Whether the title names the protein: by its name or its flesh (« au poulet » of « cuisses de poulet »). */
  const names = (title: string, food: Food) => [food.name, fleshOf(food).name].some((name) => title.toLowerCase().includes(name.split(' ')[0].toLowerCase()));

  it('names the dish\'s protein, never leaves out the salmon of its gnocchis', () => {
    const silent = RANDOM_DISHES.filter(({ dish }) => foods(dish).some(isProtein) && !foods(dish).filter(isProtein).some((f) => names(dish.title, f)));
    expect(silent.map(({ dish }) => `${dish.title} (${foods(dish).map((f) => f.name).join(', ')})`)).toEqual([]);
    const tempting = [
      item('Gnocchis', 500, 'g', '2026-11-30'), item('Pavés de saumon', 2, 'unité', '2026-11-30'), item('Courgettes', 2, 'unité', '2026-11-25'),
      item('Tomates cerises', 250, 'g', '2026-11-25'), item('Crème fraîche épaisse', 20, 'cl', '2026-11-26'), item('Basilic', 20, 'g', '2026-11-25'),
    ];
    const gnocchis = dishesFrom(tempting, ['plat'], 12).filter((d) => uses(d, 'gnocchi') && uses(d, 'pavé de saumon'));
    expect(gnocchis.length).toBeGreaterThan(0);
    expect(gnocchis.filter((d) => !/saumon/u.test(d.title)).map((d) => d.title)).toEqual([]);
  });
});

describe('a dish\'s title names the food, as much as it takes', () => {
  // The cuts of the food table (« pavé de saumon », « escalope de dinde »): in the lines, never in a
  // title, unless the dish is named after its cut, the seared piece it serves (« Pavé de saumon poêlé »).
  const CUTS = FOODS.filter((f) => f.cutOf !== undefined).flatMap((f) => [f.name, agreeWithQuantity(f.name, 2)]);
  const namesACut = (dish: ScoredDish) => CUTS.some((cut) => dish.title.toLowerCase().includes(cut) && !dish.title.toLowerCase().startsWith(cut));

  it('names a cut by its food (« Gnocchis au saumon », never « aux pavés de saumon »)', () => {
    expect(RANDOM_DISHES.filter(({ dish }) => namesACut(dish)).map(({ dish }) => dish.title)).toEqual([]);
    const tempting = [
      item('Gnocchis', 500, 'g'), item('Pavés de saumon', 2, 'unité'), item('Blancs de poulet', 400, 'g'), item('Escalopes de dinde', 3, 'unité'),
      item('Courgettes', 2, 'unité'), item('Penne', 500, 'g'), item('Crème fraîche épaisse', 20, 'cl'),
    ];
    const found = dishesFrom(tempting, DISH_TYPES, 12);
    expect(found.filter(namesACut).map((d) => d.title)).toEqual([]);
    expect(found.some((d) => uses(d, 'pavé de saumon') && /^Gnocchis au saumon\b/u.test(d.title))).toBe(true);
    // The seared piece keeps its name: the dish is it.
    expect(found.some((d) => d.patternId === 'viande-et-accompagnement' && /^(?:Pavés? de saumon|Escalopes? de dinde) poêlée?s?\b/u.test(d.title))).toBe(true);
  });

  it('names in the singular a food the dish takes one piece or less of (« Velouté d\'oignon rouge » for ½ oignon)', () => {
    // A counted food the lines take one piece of, or less, named in the plural by the title.
    const tooMany = (dish: ScoredDish) =>
      [...dish.told.values()].filter((f) => f.counted && !f.pluralName && !f.wholeInTitle && !f.manyInTitle && f.pieces !== undefined && f.pieces <= 1 && !/[sxz]$/u.test(f.name)).find((f) => new RegExp(`\\b${agreeWithQuantity(f.name, 2)}\\b`, 'iu').test(dish.title));
    expect(RANDOM_DISHES.filter(({ dish }) => tooMany(dish)).map(({ dish }) => `${dish.title} (${tooMany(dish)!.pieces} ${tooMany(dish)!.name})`)).toEqual([]);
    const found = dishesFrom([item('Oignon rouge', 1, 'unité'), item('Poire', 1, 'unité'), item('Pâte brisée', 1, 'unité'), item('Courgette', 1, 'unité'), item('Œufs', 6, 'unité')], DISH_TYPES, 12);
    expect(found.filter(tooMany).map((d) => d.title)).toEqual([]);
    expect(found.some((d) => /\b(?:poire|courgette|oignon rouge)\b/u.test(d.title))).toBe(true);
  });

  it('names sliced turkey by its flesh as it names chicken (« Salade de riz à la dinde »), while a dish named after it keeps it (« Blanc de dinde et frites »)', () => {
    const found = dishesFrom([item('Blanc de dinde', 4, 'unité'), item('Riz', 500, 'g'), item('Tomates', 4, 'unité'), item('Frites surgelées', 1, 'kg')], DISH_TYPES);
    const turkey = found.filter((d) => uses(d, 'blanc de dinde'));
    expect(turkey.filter((d) => /blancs? de dinde/iu.test(d.title) && d.patternId !== 'jambon-frites').map((d) => d.title)).toEqual([]);
    expect(turkey.filter(namesACut).map((d) => d.title)).toEqual([]);
    expect(turkey.some((d) => / à la dinde\b/u.test(d.title))).toBe(true);
    expect(turkey.some((d) => d.patternId === 'jambon-frites' && /^Blanc de dinde et frites\b/u.test(d.title))).toBe(true);
  });

  it('counts a seared piece\'s pieces from its weight: « Blancs de poulet poêlés » for 400 g, « Blanc de poulet poêlé » for 150 g', () => {
    const seared = (grams: number) =>
      dishesFrom([item('Blancs de poulet', grams, 'g'), item('Riz', 500, 'g')], ['plat'], 12).filter((d) => d.patternId === 'viande-et-accompagnement');
    const several = seared(400);
    expect(several.length).toBeGreaterThan(0);
    expect(several.filter((d) => !/^Blancs de poulet poêlés\b/u.test(d.title) || !/^Blancs de poulet à la poêle\b/u.test(d.description)).map((d) => `${d.title} — ${d.description}`)).toEqual([]);
    const one = seared(150);
    expect(one.length).toBeGreaterThan(0);
    expect(one.filter((d) => !/^Blanc de poulet poêlé(?![es])/u.test(d.title)).map((d) => d.title)).toEqual([]);
  });

  it('keeps the plural of the dishes French names so: « Poêlée de pommes de terre » for one potato', () => {
    const found = dishesFrom([item('Pommes de terre', 1, 'unité'), item('Carotte', 1, 'unité'), item('Œufs', 6, 'unité')], DISH_TYPES, 12);
    const titles = found.map((d) => d.title);
    // A juice is named by its fruit or vegetable in the singular (« Jus de carotte »), as ever.
    expect(titles.filter((t) => /\bpomme de terre\b/iu.test(t) || (/\bcarotte\b/iu.test(t) && !/^Jus\b/u.test(t)))).toEqual([]);
    expect(titles.some((t) => /\bpommes de terre\b/iu.test(t))).toBe(true);
  });
});

describe('a dip', () => {
  // The steps that ready something to dip (bread, crackers, sticks, bites): see aperos.ts' prepareDippers.
  const readiesDippers = (dish: ScoredDish) => dish.instructions.some((step) => /en bâtonnets|mouillettes|pour tartiner ou tremper|enti[eè]re?s? ou coupée?s? en deux/u.test(step));
  const DIPS = ['guacamole', 'mini-guacamole', 'houmous', 'tzatziki', 'dip-fromage-frais', 'caviar-de-betterave'];
  const saysDip = (dish: ScoredDish) => DIPS.includes(dish.patternId) && [dish.description, ...dish.instructions].some((text) => /tremper/u.test(text));

  it('offers « de quoi tremper » only when something to dip is in the dish', () => {
    expect(RANDOM_DISHES.filter(({ dish }) => saysDip(dish) && !readiesDippers(dish)).map(({ dish }) => `${dish.title}: ${dish.instructions.at(-1)}`)).toEqual([]);
    const bare = dishesFrom([item('Avocats', 2, 'unité'), item('Citron vert', 1, 'unité'), item('Pois chiches', 400, 'g'), item('Yaourt grec', 2, 'unité'), item('Concombre', 1, 'unité')], ['apéro', 'amuse-bouche'], 12);
    const dips = bare.filter((d) => DIPS.includes(d.patternId));
    expect(dips.length).toBeGreaterThan(0);
    expect(dips.filter((d) => saysDip(d) && !readiesDippers(d)).map((d) => `${d.title}: ${d.instructions.at(-1)}`)).toEqual([]);
    expect(dips.some((d) => d.instructions.includes('Servez bien frais dans un bol.'))).toBe(true);
  });
});

describe('a sauce has its base', () => {
  it('never makes a cocktail sauce of ketchup alone', () => {
    const BASES = ['mayonnaise', 'fromage blanc', 'yaourt', 'yaourt grec', 'crème fraîche', 'crème épaisse'];
    const baseless = (dish: ScoredDish) => dish.patternId === 'cocktail-de-la-mer' && !BASES.some((name) => uses(dish, name));
    expect(RANDOM_DISHES.filter(({ dish }) => baseless(dish)).map(({ dish }) => `${dish.title}: ${dish.instructions[0]}`)).toEqual([]);
    const ketchupOnly = dishesFrom([item('Crevettes', 300, 'g'), item('Ketchup', 300, 'g'), item('Citron', 1, 'unité')], ['entrée'], 12);
    expect(ketchupOnly.filter(baseless).map((d) => `${d.title}: ${d.instructions[0]}`)).toEqual([]);
    const both = dishesFrom([item('Crevettes', 300, 'g'), item('Ketchup', 300, 'g'), item('Mayonnaise', 235, 'g')], ['entrée'], 12).filter((d) => d.patternId === 'cocktail-de-la-mer');
    expect(both.some((d) => uses(d, 'mayonnaise') && uses(d, 'ketchup'))).toBe(true);
  });
});

describe('a cooked beetroot', () => {
  it('is peeled, never washed (« Lavez et coupez la betterave »)', () => {
    const washed = /Lavez[^.]*\bbetteraves?\b/u;
    expect(RANDOM_DISHES.filter(({ dish }) => dish.instructions.some((step) => washed.test(step))).map(({ dish }) => `${dish.title}: ${dish.instructions.find((step) => washed.test(step))}`)).toEqual([]);
    const found = dishesFrom([item('Betterave cuite', 2, 'unité'), item('Jambon blanc', 4, 'unité'), item('Fromage frais', 150, 'g'), item('Carottes', 3, 'unité')], DISH_TYPES).filter((d) => uses(d, 'betterave'));
    expect(found.filter((d) => d.instructions.some((step) => washed.test(step))).map((d) => `${d.title}: ${d.instructions.find((step) => washed.test(step))}`)).toEqual([]);
    expect(found.some((d) => d.instructions.some((step) => /Épluchez[^.]*\bbetteraves?\b/u.test(step)))).toBe(true);
  });
});

describe('a beetroot sold cooked', () => {
  // Sautéed, fried or simmered as a raw vegetable (the velouté's vegetables « Faites revenir… 5 minutes »).
  const cooksIt = /Faites (?:revenir|sauter|dorer)[^.]*\bbetteraves?\b|Ajoutez[^.]*\bbetteraves?\b[^.]*faites revenir/u;
  // A gratin only warms it through under the cheese (« Gratin de betteraves »).
  const HOT_VEGETABLES = ['poelee', 'risotto', 'riz-saute', 'pates-garnies', 'omelette', 'curry', 'legumineuses-mijotees', 'viande-et-accompagnement'];
  const cooked = (dish: ScoredDish) => dish.instructions.some((step) => cooksIt.test(step)) || (HOT_VEGETABLES.includes(dish.patternId) && dish.instructions.some((step) => /\bbetteraves?\b/u.test(step) && !/Servez|Assaisonnez|Arrosez|vinaigrette/u.test(step)));

  it('is never given a raw vegetable\'s cooking (« Poêlée de betteraves », « Risotto à la betterave »)', () => {
    expect(RANDOM_DISHES.filter(({ dish }) => uses(dish, 'betterave') && cooked(dish)).map(({ dish }) => `${dish.title}: ${dish.instructions.join(' ')}`)).toEqual([]);
    const found = dishesFrom([item('Betterave cuite', 3, 'unité'), item('Courgettes', 2, 'unité'), item('Riz', 500, 'g'), item('Penne', 500, 'g'), item('Blancs de poulet', 400, 'g'), item('Œufs', 6, 'unité')], DISH_TYPES).filter((d) => uses(d, 'betterave'));
    expect(found.filter(cooked).map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    // Still in a salad, and in a soup, where it joins the water, warmed through.
    expect(found.some((d) => /^Salade/u.test(d.title))).toBe(true);
    expect(found.some((d) => d.patternId === 'veloute' && d.instructions.some((step) => /^Ajoutez (?:la|les) betteraves?, couvrez d'eau/u.test(step)))).toBe(true);
  });

  it('is warmed through under a gratin\'s cheese, never sautéed first (« Gratin de betteraves à l\'emmental »)', () => {
    const gratins = dishesFrom([item('Betterave cuite', 3, 'unité'), item('Emmental', 250, 'g'), item('Courgettes', 2, 'unité')], ['plat'], 12).filter((d) => d.patternId === 'gratin' && uses(d, 'betterave'));
    expect(gratins.length).toBeGreaterThan(0);
    expect(gratins.filter(cooked).map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    // The courgettes beside it are still sautéed before the oven.
    const both = gratins.filter((d) => uses(d, 'courgette'));
    expect(both.length).toBeGreaterThan(0);
    for (const dish of both) expect(dish.instructions.join(' ')).toMatch(/Faites revenir les courgettes 8 minutes/u);
  });
});

describe('the gestures of a few dishes', () => {
  it('makes a marinara of a pizza dough and a tomato sauce alone (« Pizza à la tomate »), never a tarte fine of pesto alone', () => {
    const pizzas = dishesFrom([item('Pâte à pizza', 1, 'unité'), item('Coulis de tomate', 250, 'g'), item('Lait demi-écrémé', 1, 'l')], ['plat'], 6).filter((d) => d.patternId === 'pizza');
    expect(pizzas.length).toBeGreaterThan(0);
    for (const dish of pizzas) {
      expect(dish.title).toBe('Pizza à la tomate');
      expect(dish.instructions.join(' ')).toMatch(/Étalez le coulis de tomate sur la pâte et arrosez d'un filet d'huile\./u);
      expect(dish.instructions.join(' ')).not.toMatch(/répartissez\s*\./u);
    }
    expect(dishesFrom([item('Pâte feuilletée', 1, 'unité'), item('Pesto', 200, 'g'), item('Lait demi-écrémé', 1, 'l')], ['plat'], 6).filter((d) => d.patternId === 'pizza').map((d) => d.title)).toEqual([]);
  });

  it('browns a risotto\'s raw meat, boning a leg, and adds a ham off the heat (never « Ajoutez les courgettes et le jambon blanc et faites revenir »)', () => {
    const risottos = dishesFrom([item('Cuisses de poulet', 4, 'unité'), item('Courgettes', 3, 'unité'), item('Riz', 500, 'g'), item('Jambon blanc', 4, 'unité')], ['plat'], 12).filter((d) => d.patternId === 'risotto');
    const legs = risottos.filter((d) => uses(d, 'cuisse de poulet'));
    const ham = risottos.filter((d) => uses(d, 'jambon blanc'));
    expect(legs.length).toBeGreaterThan(0);
    expect(ham.length).toBeGreaterThan(0);
    expect(legs.filter((d) => !/Désossez le poulet, coupez la chair en morceaux et faites-les dorer/u.test(d.instructions.join(' '))).map((d) => d.instructions.join(' '))).toEqual([]);
    const friedHam = /revenir[^.]*jambon|jambon[^.]*revenir/u;
    expect(ham.filter((d) => friedHam.test(d.instructions.join(' ')) || !/Hors du feu, ajoutez le jambon blanc\b/u.test(d.instructions.join(' '))).map((d) => d.instructions.join(' '))).toEqual([]);
  });

  it('lays a quiche\'s smoked salmon or tuna on the pastry as it is, never fries it (« Faites revenir le saumon fumé et les carottes »)', () => {
    const quiches = dishesFrom([item('Pâte brisée', 1, 'unité'), item('Œufs', 6, 'unité'), item('Saumon fumé', 200, 'g'), item('Carottes', 1, 'kg'), item('Thon en boîte', 280, 'g')], ['plat'], 12).filter((d) => d.patternId === 'quiche');
    const ready = quiches.filter((d) => uses(d, 'saumon fumé') || uses(d, 'thon'));
    expect(ready.length).toBeGreaterThan(0);
    // Named among what the pan cooks, before its minutes (« Faites revenir le saumon fumé et les carottes 8 minutes »).
    const fried = /revenir [^.]*\b(?:saumon fumé|thon)\b[^.]* \d+ minutes/u;
    expect(ready.filter((d) => d.instructions.some((step) => fried.test(step))).map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    expect(ready.filter((d) => !d.instructions.some((step) => /(?:Répartissez|répartissez sur la pâte avec)[^.]*\b(?:saumon fumé|thon)/u.test(step))).map((d) => d.instructions.join(' '))).toEqual([]);
  });

  it('stones a cherry and halves it, never cuts it « en quartiers ou en tranches épaisses » nor « sans cœurs, noyaux ni pépins »', () => {
    const fruit = dishesFrom([item('Cerises', 500, 'g'), item('Poires', 2, 'unité'), item('Beurre', 250, 'g'), item('Sucre', 500, 'g'), item('Œufs', 6, 'unité'), item('Lait', 1, 'l'), item('Farine', 1, 'kg')], ['dessert'], 12);
    const cherries = fruit.filter((d) => uses(d, 'cerise'));
    expect(cherries.length).toBeGreaterThan(0);
    const wrong = /cerises?[^.]*(?:en quartiers|en tranches|en morceaux|en petits dés)|cœurs, noyaux ni pépins/u;
    expect(cherries.filter((d) => d.instructions.some((step) => wrong.test(step))).map((d) => `${d.title}: ${d.instructions.find((step) => wrong.test(step))}`)).toEqual([]);
    expect(cherries.some((d) => d.patternId === 'compote' && d.instructions.some((step) => /Lavez les cerises, dénoyautez-les et coupez-les en deux\./u.test(step)))).toBe(true);
    // A pear of the same compote is cored, as its own data says.
    expect(fruit.some((d) => d.patternId === 'compote' && uses(d, 'poire') && d.instructions.some((step) => /Épluchez[^.]*poires?[^.]*retirez (?:les|le) cœurs?/u.test(step)))).toBe(true);
  });

  it('never fries a ready food in œufs cocotte (« faites revenir le saumon fumé »)', () => {
    const cocottes = dishesFrom([item('Œufs', 6, 'unité'), item('Saumon fumé', 4, 'unité'), item('Jambon blanc', 4, 'unité')], ['entrée'], 12).filter((d) => d.patternId === 'oeufs-cocotte');
    expect(cocottes.some((d) => uses(d, 'saumon fumé') || uses(d, 'jambon blanc'))).toBe(true);
    expect(cocottes.filter((d) => d.instructions.some((step) => /revenir/u.test(step))).map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
  });

  it('stirs a pesto into the pasta as it is tossed, with no step to « garder le pesto pour la fin »', () => {
    const dishes = dishesFrom([item('Pâtes', 500, 'g'), item('Pesto', 190, 'g'), item('Carottes', 1, 'kg')], ['plat'], 12).filter((d) => d.patternId === 'pates-garnies' && d.ingredients.some((line) => /pesto/u.test(line)));
    expect(dishes.length).toBeGreaterThan(0);
    for (const d of dishes) {
      expect(d.instructions.filter((step) => /pesto/u.test(step))).toEqual([expect.stringMatching(/^Égouttez les pâtes en gardant un peu d'eau de cuisson et mélangez-les (?:à la garniture et au pesto|avec [^.]*le pesto)/u)]);
    }
  });

  it('salts the raw tomato of a canapé, never a ham one (its salt is in the ham)', () => {
    const canapes = (fridge: FridgeItem[]) => dishesFrom(fridge, ['amuse-bouche'], 12).filter((d) => d.patternId === 'canapes');
    const tomato = canapes([item('Baguette', 1, 'unité'), item('Tomates', 4, 'unité')]);
    expect(tomato.length).toBeGreaterThan(0);
    for (const d of tomato) {
      expect(d.ingredients).toContain('1 pincée de sel');
      // Oiled first, nothing being spread on it (no butter in this fridge).
      expect(d.instructions.at(-1)).toMatch(/^Badigeonnez chaque canapé d'un peu d'huile, puis garnissez-le de tomates?, salez et poivrez\.$/u);
    }
    const ham = canapes([item('Baguette', 1, 'unité'), item('Jambon blanc', 4, 'unité')]);
    expect(ham.length).toBeGreaterThan(0);
    for (const d of ham) expect(d.ingredients.some((line) => /\bsel\b/u.test(line))).toBe(false);
  });

  it('slices a chorizo and cuts the merguez of a tarte fine before they go on the pastry, never lays them whole', () => {
    const tarts = dishesFrom([item('Pâte feuilletée', 1, 'unité'), item('Merguez', 6, 'unité'), item('Chorizo', 150, 'g'), item('Poivrons', 2, 'unité'), item('Emmental', 200, 'g')], ['plat'], 12).filter((d) => d.patternId === 'pizza');
    const text = (d: ScoredDish) => d.instructions.join(' ');
    const merguez = tarts.filter((d) => d.ingredients.some((line) => /merguez/u.test(line)));
    const chorizo = tarts.filter((d) => d.ingredients.some((line) => /chorizo/u.test(line)));
    expect(merguez.length).toBeGreaterThan(0);
    expect(chorizo.length).toBeGreaterThan(0);
    for (const d of merguez) expect(text(d)).toMatch(/Coupez les merguez en morceaux et faites-les dorer 5 minutes/u);
    for (const d of chorizo) expect(text(d)).toMatch(/Coupez le chorizo en fines tranches\./u);
  });

  it('never lays a vegetable that must cook (a pumpkin, green beans, a potato) raw on a hot tartine, eight minutes under the grill', () => {
    const tartines = dishesFrom([item('Pain de campagne', 500, 'g'), item('Potiron', 1, 'kg'), item('Haricots verts', 300, 'g'), item('Pommes de terre', 1, 'kg'), item('Camembert', 250, 'g'), item('Tomates', 3, 'unité')], ['entrée'], 12).filter((d) => d.patternId === 'tartines-chaudes');
    expect(tartines.length).toBeGreaterThan(0);
    expect(tartines.filter((d) => d.ingredients.some((line) => /potiron|haricots verts|pommes? de terre/u.test(line))).map((d) => d.title)).toEqual([]);
  });

  it('drains gnocchis as gnocchis, never « les pâtes »', () => {
    // « les pâtes feuilletées » of two tarts are pastry, not pasta.
    const pastaWord = ({ dish }: { dish: ScoredDish }) => dish.instructions.some((step) => /\bles pâtes\b(?! (?:feuilletées|brisées|sablées|à pizza))/u.test(step)) && !uses(dish, 'pâtes');
    expect(RANDOM_DISHES.filter(pastaWord).map(({ dish }) => `${dish.title}: ${dish.instructions.join(' ')}`)).toEqual([]);
    const gnocchis = dishesFrom([item('Gnocchis', 500, 'g'), item('Courgettes', 2, 'unité'), item('Lardons', 200, 'g')], ['plat']).filter((d) => uses(d, 'gnocchi') && d.patternId === 'pates-garnies');
    expect(gnocchis.length).toBeGreaterThan(0);
    for (const dish of gnocchis) expect(dish.instructions.join(' ')).toMatch(/Égouttez les gnocchis/u);
  });

  it('peels an onion, a shallot, garlic or ginger before it slices it (never « Émincez l\'ail » alone)', () => {
    const unpeeled = /(?<!Épluchez et )Émincez(?: finement)? (?:l'ail|l'oignon|les oignons|l'oignon rouge|les oignons rouges|l'échalote|les échalotes|le gingembre)\b/u;
    expect(RANDOM_DISHES.filter(({ dish }) => dish.instructions.some((step) => unpeeled.test(step))).map(({ dish }) => `${dish.title}: ${dish.instructions.find((step) => unpeeled.test(step))}`)).toEqual([]);
    const plates = dishesFrom([item('Steaks hachés', 4, 'unité'), item('Ail', 2, 'unité'), item('Oignons', 3, 'unité'), item('Courgettes', 3, 'unité')], ['plat']);
    expect(plates.some((d) => d.instructions.some((step) => /Épluchez et émincez (?:l'ail|les oignons|l'oignon)/u.test(step)))).toBe(true);
    expect(plates.filter((d) => d.instructions.some((step) => unpeeled.test(step))).map((d) => d.title)).toEqual([]);
  });

  it('crumbles a minced steak into a pasta dish, never sears it « selon la cuisson souhaitée »', () => {
    const pasta = dishesFrom([item('Penne', 500, 'g'), item('Steaks hachés', 4, 'unité'), item('Crème liquide', 20, 'cl')], ['plat'], 12).filter((d) => d.patternId === 'pates-garnies' && uses(d, 'steak haché'));
    expect(pasta.length).toBeGreaterThan(0);
    for (const dish of pasta) {
      expect(dish.instructions.join(' ')).not.toMatch(/selon la cuisson souhaitée/u);
      expect(dish.instructions.join(' ')).toMatch(/en les émiettant/u);
    }
  });

  it('crumbles a minced steak into a poêlée it is tossed with, never sears it whole « selon la cuisson souhaitée »', () => {
    const poelees = dishesFrom([item('Haricots verts', 400, 'g'), item('Pommes de terre', 1, 'kg'), item('Steaks hachés', 4, 'unité')], ['plat'], 12).filter((d) => d.patternId === 'poelee' && uses(d, 'steak haché'));
    expect(poelees.length).toBeGreaterThan(0);
    for (const dish of poelees) {
      expect(dish.instructions.join(' ')).not.toMatch(/selon la cuisson souhaitée/u);
      expect(dish.instructions.join(' ')).toMatch(/Faites dorer les steaks hachés 5 minutes dans [^,]+, en les émiettant à la cuillère\./u);
    }
  });

  it('never offers bread and butter alone as an entrée: butter is spread under something', () => {
    const alone = dishesFrom([item('Crackers', 200, 'g'), item('Beurre demi-sel', 250, 'g'), item('Pain de campagne', 400, 'g')], ['entrée'], 12).filter((d) => d.patternId === 'tartines-fraiches');
    expect(alone.map((d) => d.title)).toEqual([]);
    const topped = dishesFrom([item('Baguette', 1, 'unité'), item('Beurre doux', 250, 'g'), item('Radis', 12, 'unité')], ['entrée'], 12).filter((d) => d.patternId === 'tartines-fraiches');
    expect(topped.length).toBeGreaterThan(0);
    expect(topped.every((d) => /radis/u.test(d.title))).toBe(true);
  });

  it('marinates olives with each flavour readied its own way, never « la ciboulette et le citron, hachés ou en zestes »', () => {
    const olives = dishesFrom([item('Olives vertes', 200, 'g'), item('Ciboulette', 20, 'g'), item('Citrons', 2, 'unité'), item('Ail', 1, 'unité')], ['apéro'], 12).filter((d) => d.patternId === 'olives-marinees');
    expect(olives.length).toBeGreaterThan(0);
    for (const dish of olives) expect(dish.instructions.join(' ')).not.toMatch(/hachés ou en zestes/u);
    const steps = olives.map((d) => d.instructions.join(' ')).join(' ');
    expect(steps).toMatch(/la ciboulette ciselée|le zeste râpé du citron|l'ail épluché et émincé/u);
  });

  it('peels the potatoes of a velouté, never « coupez-le, ainsi que les pommes de terre »', () => {
    const soups = dishesFrom([item('Poireaux', 3, 'unité'), item('Fenouil', 1, 'unité'), item('Pommes de terre', 1, 'kg')], ['entrée', 'amuse-bouche']).filter((d) => uses(d, 'pomme de terre') && /velout|soupe/iu.test(d.title));
    expect(soups.length).toBeGreaterThan(0);
    for (const dish of soups) expect(dish.instructions.join(' ')).toMatch(/Épluchez[^.]*pommes? de terre/u);
  });
});
