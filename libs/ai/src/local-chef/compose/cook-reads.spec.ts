import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { DISH_TYPES } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// The composing chef as a cook reads it: what it says it saves from the bin, when the base of a
// dish is made, and how it counts garlic and shallots. Seeded random fridges, every dish offered.
const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';
const item = (name: string, quantity: number, unit: string, expirationDate: string | null = null): FridgeItem => ({ name, quantity, unit, expirationDate });
const random = seededRandom(2611);

/** Random fridges with a few courgettes due tomorrow, the household asking for them. */
const COURGETTE_DISHES = Array.from({ length: 24 }, (_, index) => {
  const count = 1 + (index % 3);
  const servings = 2 + (index % 3);
  const fridge = [...randomFridge(random, { today: TODAY }).filter((i) => !/courgette/iu.test(i.name)), item('Courgettes', count, 'unité', TOMORROW)];
  return (['plat', 'entrée'] as const).flatMap((dishType) =>
    composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index, servings, preferredFoods: ['Courgettes'], useFirst: 'Courgettes' }), TODAY, seededRandom(index)).map((dish) => ({ dish, count, servings, dishType })),
  );
}).flat();

const courgettesIn = (dish: ScoredDish): number | null => {
  const line = dish.ingredients.find((l) => /courgette/iu.test(l));
  return line ? Number(line.split(' ')[0]!.replace(',', '.').replace('½', '0.5')) : null;
};

describe('anti-waste, honestly told', () => {
  it('uses the whole of an item due within two days when the dish can take it (2 courgettes for 3, never 1 of them)', () => {
    const using = COURGETTE_DISHES.filter(({ dish }) => courgettesIn(dish) !== null);
    expect(using.length).toBeGreaterThan(40);
    // Two courgettes are a reasonable amount for a main dish of courgettes from two people up (a
    // tartine or an œuf cocotte of the entrées takes less of them).
    const halfUsed = using.filter(({ dish, count, dishType }) => dishType === 'plat' && count === 2 && courgettesIn(dish)! < 2);
    expect(halfUsed.map(({ dish, servings }) => `${dish.title} pour ${servings}: ${dish.ingredients.join(', ')}`)).toEqual([]);
    // Never more than the fridge holds.
    expect(using.filter(({ dish, count }) => courgettesIn(dish)! > count).map(({ dish }) => dish.title)).toEqual([]);
  });

  it('never thickens a soup into a purée to use an item up: 2 kg of potatoes due in two days, a soup for five beside a cauliflower', () => {
    const fridge = [item('Pommes de terre', 2, 'kg', '2026-11-27'), item('Chou-fleur', 1, 'unité', '2026-12-01'), item('Lait demi-écrémé', 1, 'l', '2026-12-03')];
    const soups = Array.from({ length: 6 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'entrée', fridge, seed, servings: 5 }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.patternId === 'veloute' && d.ingredients.some((l) => /pommes de terre/u.test(l)));
    expect(soups.length).toBeGreaterThan(0);
    for (const soup of soups) {
      // A bowl's share of potatoes beside the cauliflower is some 140 g; twice that at the most.
      const potatoes = soup.ingredients.find((l) => /pommes de terre/u.test(l))!;
      expect({ title: soup.title, potatoes }).toEqual({ title: soup.title, potatoes: expect.stringMatching(/^(?:[1-9]\d{2}) g de pommes de terre$/u) });
      expect(soup.description).not.toMatch(/De quoi finir [^.]*pommes de terre/u);
    }
  });

  it('says « De quoi finir » only of what the dish uses up, else « De quoi utiliser »', () => {
    const finishes = (dish: ScoredDish) => /De quoi finir (?:(?! utiliser )[^.])*courgettes?/u.test(dish.description);
    const lying = COURGETTE_DISHES.filter(({ dish, count }) => courgettesIn(dish) !== null && courgettesIn(dish)! < count && finishes(dish));
    expect(lying.map(({ dish }) => `${dish.title}: ${dish.ingredients.join(', ')} — ${dish.description}`)).toEqual([]);
    const partly = COURGETTE_DISHES.filter(({ dish, count }) => courgettesIn(dish) !== null && courgettesIn(dish)! < count);
    expect(partly.length).toBeGreaterThan(0);
    // « De quoi finir le jambon blanc et utiliser la courgette avant leur date »: the courgette is still told as used, not finished.
    expect(partly.filter(({ dish }) => !/De quoi (?:finir [^.]*? et )?utiliser [^.]*courgettes?[^.]* date\./u.test(dish.description)).map(({ dish }) => dish.description)).toEqual([]);
    // A dish that uses them all still says so.
    expect(COURGETTE_DISHES.some(({ dish, count }) => courgettesIn(dish) === count && finishes(dish))).toBe(true);
  });

  it('tells a part used honestly when the dish cannot take it all (8 courgettes for 2)', () => {
    const fridge = [item('Courgettes', 8, 'unité', TOMORROW), item('Oeufs', 6, 'unité'), item('Gruyère', 200, 'g'), item('Riz', 500, 'g')];
    const dishes = composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, seed: 1, servings: 2 }), TODAY, seededRandom(1)).filter((d) => courgettesIn(d) !== null);
    expect(dishes.length).toBeGreaterThan(0);
    expect(dishes.filter((d) => courgettesIn(d)! < 8 && !/De quoi utiliser [^.]*courgettes?[^.]* date\./u.test(d.description)).map((d) => `${d.title}: ${d.description}`)).toEqual([]);
  });
});

describe('the base of a dish made in its right place', () => {
  // A semolina or a bulgur soaked in boiling water: ready in five minutes, cold half an hour later.
  const QUICK = /\b(?:semoule|boulgour)\b[^.]*eau bouillante|eau bouillante[^.]*\b(?:semoule|boulgour)\b/u;
  const minutes = (step: string) => Math.max(0, ...[...step.matchAll(/(\d+)\s+minutes/gu)].map((m) => Number(m[1])));

  it('never makes a quick base before a step of 15 minutes or more (« Versez sur la semoule… » then a curry of 30 minutes)', () => {
    const dishes: ScoredDish[] = [];
    for (let index = 0; index < 40; index++) {
      const grain = index % 2 === 0 ? 'Semoule' : 'Boulgour';
      const fridge = [...randomFridge(random, { today: TODAY }), item(grain, 500, 'g'), item('Pois chiches', 400, 'g'), item('Curry', 50, 'g'), item('Crème fraîche', 20, 'cl')];
      for (const dishType of DISH_TYPES) dishes.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index, servings: 4 }), TODAY, seededRandom(index)));
    }
    const early = dishes.filter((d) => {
      const at = d.instructions.findIndex((step) => QUICK.test(step));
      return at >= 0 && d.instructions.slice(at + 1).some((step) => minutes(step) >= 15);
    });
    expect(early.map((d) => `${d.title}: ${d.instructions.join(' | ')}`)).toEqual([]);
    // The curry still comes with its semolina, made while it simmers.
    const curries = dishes.filter((d) => d.title.startsWith('Curry') && d.instructions.some((step) => QUICK.test(step)));
    expect(curries.length).toBeGreaterThan(0);
    expect(curries.filter((d) => !d.instructions.some((step) => /^Pendant que le curry mijote, [^.]*\b(?:la semoule|le boulgour)\b/u.test(step))).map((d) => d.instructions.join(' | '))).toEqual([]);
  });

  it('starts a long base first and says the rest is made « pendant ce temps »', () => {
    const fridge = [item('Riz', 500, 'g'), item('Pois chiches', 400, 'g'), item('Curry', 50, 'g'), item('Crème fraîche', 20, 'cl'), item('Courgettes', 2, 'unité')];
    const curries = composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, seed: 3, servings: 4 }), TODAY, seededRandom(3)).filter((d) => d.title.startsWith('Curry'));
    expect(curries.length).toBeGreaterThan(0);
    for (const d of curries) expect(d.instructions[0]).toMatch(/^Faites cuire le riz .*pendant ce temps\.$/u);
  });

  it('never joins two « et » in one sentence when a long base cooks first (« … coupez-les et faites-les cuire…, et préparez la suite »)', () => {
    const dishes: ScoredDish[] = [];
    // Its own draw: the fridges of the tests below stay those they were written on.
    const draw = seededRandom(27);
    for (let index = 0; index < 40; index++) {
      const base = [item('Pommes de terre', 1, 'kg'), item('Riz', 500, 'g'), item('Lentilles vertes', 500, 'g'), item('Patate douce', 2, 'unité')][index % 4]!;
      const fridge = [...randomFridge(draw, { today: TODAY }), base];
      for (const dishType of DISH_TYPES) dishes.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index, servings: 1 + (index % 6) }), TODAY, seededRandom(index)));
    }
    const sentences = dishes.flatMap((d) => d.instructions.flatMap((step) => step.split(/(?<=\.) /u)));
    const meanwhile = sentences.filter((s) => /pendant ce temps/iu.test(s));
    expect(meanwhile.length).toBeGreaterThan(10);
    // The base's step and the sentence that follows it.
    const baseSteps = dishes.flatMap((d) => d.instructions.filter((step) => /pendant ce temps/iu.test(step))).flatMap((step) => step.split(/(?<=\.) /u));
    expect([...new Set(baseSteps.filter((s) => /\b(?:et|puis)\b[^.;]*, et\b/u.test(s)))]).toEqual([]);
    // Potatoes still cook first, the rest made while they boil.
    expect(baseSteps.some((s) => /^Épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire/u.test(s))).toBe(true);
  });
});

describe('garlic, shallots and onions counted as a cook counts them', () => {
  it('writes « 1 gousse d\'ail », « 1 échalote », never grams of them, within what the fridge holds', () => {
    const dishes: ScoredDish[] = [];
    for (let index = 0; index < 30; index++) {
      const fridge = [...randomFridge(random, { today: TODAY }), item('Ail', 20 + 5 * (index % 4), 'g'), item('Échalotes', 60 + 30 * (index % 3), 'g'), item('Oignons', 300, 'g')];
      for (const dishType of ['plat', 'entrée'] as const) dishes.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index, servings: 1 + (index % 6) }), TODAY, seededRandom(index)));
    }
    const lines = dishes.flatMap((d) => d.ingredients);
    expect(lines.filter((l) => /\bg d'(?:ail|échalotes?|oignons?)\b/u.test(l))).toEqual([]);
    const garlic = lines.filter((l) => /\bail\b/u.test(l));
    const shallots = lines.filter((l) => /échalote/u.test(l));
    expect(garlic.length).toBeGreaterThan(0);
    expect(shallots.length).toBeGreaterThan(0);
    expect(garlic.every((l) => /^\d+ gousses? d'ail$/u.test(l))).toBe(true);
    expect(shallots.every((l) => /^(?:1 échalote|[2-9] échalotes)$/u.test(l))).toBe(true);
    // Never more than the fridge's grams make: 20 g of garlic are four cloves at most, 60 g of shallots two.
    expect(garlic.every((l) => Number(l.split(' ')[0]) <= 7)).toBe(true);
  });
});

describe('each food as a cook treats it', () => {
  const BOARDS = ['planche', 'assiette-de-fromages'];
  const tempted = (extra: FridgeItem[], types: readonly (typeof DISH_TYPES)[number][] = DISH_TYPES, fridges = 20): ScoredDish[] =>
    Array.from({ length: fridges }, (_, index) => {
      const fridge = [...randomFridge(random, { today: TODAY, maxItems: 8 }), ...extra];
      return types.flatMap((dishType) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index, servings: 2 + (index % 3) }), TODAY, seededRandom(index)));
    }).flat();

  it('names a soup for its vegetables, the onion beside them its aromatic (never « Soupe d\'oignon et betteraves »)', () => {
    const soups = tempted([item('Oignons', 4, 'unité', TOMORROW), item('Betteraves cuites', 3, 'unité'), item('Carottes', 4, 'unité')], ['entrée', 'amuse-bouche']).filter((d) => d.patternId.startsWith('veloute'));
    expect(soups.length).toBeGreaterThan(0);
    const onionNamed = soups.filter((d) => /oignons?(?: rouges?)? et |et d?'?oignon|, oignon|d'oignons?(?: rouges?)?, /u.test(d.title) || /d'oignons?(?: rouges?)?(?:,| et) /u.test(d.description));
    expect(onionNamed.map((d) => `${d.title} — ${d.description}`)).toEqual([]);
    // Alone, the onions are the soup: the bistro's onion soup, an onion a bowl (onion-soup.spec.ts).
    const onions = composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'entrée', fridge: [item('Oignons', 6, 'unité', TOMORROW), item('Crème fraîche', 20, 'cl')], seed: 1, servings: 2 }), TODAY, seededRandom(1));
    expect(onions.some((d) => d.title === "Soupe à l'oignon" && d.ingredients.includes('2 oignons'))).toBe(true);
    expect(onions.filter((d) => /^(?:Velouté|Soupe) d'oignon/u.test(d.title))).toEqual([]);
  });

  it('sets one fish in a dish, never two (« Quiche au saumon fumé et au thon »)', () => {
    const dishes = tempted([item('Saumon fumé', 4, 'unité'), item('Thon en boîte', 280, 'g'), item('Pâte brisée', 1, 'unité'), item('Oeufs', 6, 'unité'), item('Crème fraîche', 20, 'cl')]);
    const fish = (d: ScoredDish) => d.used.filter((s) => s.food.kind === 'poisson');
    expect(dishes.filter((d) => !BOARDS.includes(d.patternId) && fish(d).length > 1).map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
    expect(dishes.some((d) => /^Quiche/u.test(d.title) && fish(d).length === 1)).toBe(true);
  });

  it('warms a cured chorizo, never cooks it « bien cuit à cœur »', () => {
    const bites = tempted([item('Chorizo', 200, 'g')], ['apéro', 'amuse-bouche']).filter((d) => d.patternId.includes('bouchees-chaudes') && d.used.some((s) => s.food.name === 'chorizo'));
    expect(bites.length).toBeGreaterThan(0);
    expect(bites.filter((d) => d.instructions.some((step) => /cuit à cœur/u.test(step))).map((d) => d.instructions.join(' | '))).toEqual([]);
    expect(bites.every((d) => d.instructions.some((step) => /^Faites dorer le chorizo 3 à 4 minutes .*juste pour le chauffer\.$/u.test(step)))).toBe(true);
    // Then cut, the step saying what it cuts.
    expect(bites.every((d) => d.instructions.includes("Coupez-le en bouchées et piquez chacune d'un cure-dent."))).toBe(true);
  });

  it('puts out a bowl of sauce beside hot bites, some 10 g a person at the least, never « 5 g de mayonnaise » for two', () => {
    const bites = tempted([item('Saucisses de Toulouse', 4, 'unité'), item('Mayonnaise', 300, 'g'), item('Ketchup', 300, 'g')], ['apéro', 'amuse-bouche'], 10).filter((d) => d.patternId.includes('bouchees-chaudes'));
    const sauces = bites.flatMap((d) => d.ingredients.filter((line) => /(?:mayonnaise|ketchup)$/u.test(line)).map((line) => ({ grams: Number(/^(\d+) g /u.exec(line)?.[1] ?? NaN), servings: d.servings })));
    expect(sauces.length).toBeGreaterThan(0);
    expect(sauces.filter((s) => !(s.grams >= 10 * s.servings))).toEqual([]);
  });

  it('tells the crudités\' yoghurt as one bowl of sauce: « à tremper dans le yaourt », never « dans les yaourts »', () => {
    const crudites = tempted([item('Carottes', 6, 'unité'), item('Concombre', 1, 'unité'), item('Yaourts nature', 4, 'unité')], ['apéro'], 10).filter((d) => d.patternId === 'batonnets-croquants' && d.used.some((s) => s.food.kind === 'yaourt'));
    expect(crudites.length).toBeGreaterThan(0);
    for (const d of crudites) {
      expect(`${d.description} ${d.instructions.join(' ')}`).not.toMatch(/les yaourts/u);
      expect(d.instructions.at(-1)).toMatch(/^Servez avec le yaourt(?: grec)? dans un petit bol, relevé de sel et de poivre\.$/u);
    }
  });

  it('lays a smoked salmon on a tarte fine out of the oven, never bakes it', () => {
    const tarts = tempted([item('Saumon fumé', 4, 'unité'), item('Pâte feuilletée', 1, 'unité'), item('Pâte à pizza', 1, 'unité'), item('Crème fraîche', 20, 'cl')], ['plat']).filter(
      (d) => d.patternId === 'pizza' && d.used.some((s) => s.food.name === 'saumon fumé'),
    );
    expect(tarts.length).toBeGreaterThan(0);
    const bakedSalmon = tarts.filter((d) => {
      const oven = d.instructions.findIndex((step) => /enfournez/iu.test(step));
      return d.instructions.some((step, i) => i <= oven && /saumon fumé/u.test(step));
    });
    expect(bakedSalmon.map((d) => d.instructions.join(' | '))).toEqual([]);
    expect(tarts.every((d) => d.instructions.some((step) => /^À la sortie du four, déposez le saumon fumé sur la (?:tarte|pizza)\.$/u.test(step)))).toBe(true);
  });

  it('never cuts ready-cooked prawns « en dés »', () => {
    const dishes = tempted([item('Crevettes cuites', 300, 'g')]).filter((d) => d.used.some((s) => s.food.name === 'crevette'));
    expect(dishes.length).toBeGreaterThan(10);
    const cutWords = /\b(?:Coupez|coupez)\b[^.]*\bcrevettes?\b[^.]*\ben (?:dés|morceaux|cubes|rondelles)|\bcrevettes?\b[^.]*,? (?:coupées? )?en (?:dés|morceaux)/u;
    expect(dishes.filter((d) => d.instructions.some((step) => cutWords.test(step))).map((d) => `${d.title}: ${d.instructions.join(' | ')}`)).toEqual([]);
  });

  it('warms a sausage sold cooked (knacki, saucisse de Strasbourg, cervelas), never cooks it « bien cuit à cœur »', () => {
    for (const name of ['Knacki', 'Saucisses de Strasbourg', 'Cervelas']) {
      const bites = tempted([item(name, 4, 'unité')], ['apéro', 'amuse-bouche'], 10).filter((d) => d.patternId.includes('bouchees-chaudes') && d.used.some((s) => s.item.name === name));
      expect(bites.length).toBeGreaterThan(0);
      expect(bites.filter((d) => d.instructions.some((step) => /cuite?s? à cœur/u.test(step))).map((d) => `${name}: ${d.instructions.join(' | ')}`)).toEqual([]);
      expect(bites.every((d) => d.instructions.some((step) => /^Faites dorer (?:les|le|la) [^.]* 3 à 4 minutes .*juste pour (?:les|le|la) chauffer\.$/u.test(step)))).toBe(true);
    }
  });

  it('warms knackis or a cervelas beside chips in simmering water, the pronoun agreeing (« sans les faire bouillir »)', () => {
    const told = (name: string) =>
      [2, 4].flatMap((servings) =>
        composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge: [item(name, 6, 'unité'), item('Frites surgelées', 1000, 'g')], seed: servings, servings }), TODAY, seededRandom(servings)),
      ).filter((d) => d.patternId === 'jambon-frites').flatMap((d) => d.instructions.filter((step) => /eau frémissante/u.test(step)));
    const knackis = told('Knacki');
    expect(knackis.length).toBeGreaterThan(0);
    expect(knackis.filter((step) => !/^Faites chauffer les knackis 5 minutes dans l'eau frémissante, sans les faire bouillir\.$/u.test(step))).toEqual([]);
    const strasbourg = told('Saucisses de Strasbourg');
    expect(strasbourg.length).toBeGreaterThan(0);
    expect(strasbourg.filter((step) => !/sans les faire bouillir\.$/u.test(step))).toEqual([]);
  });
});
