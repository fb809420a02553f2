import { toBaseUnit, type Unit } from '#ingredients';
import { heldGrams, overStock } from '../../generation/fridge-stock';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { DISH_TYPES } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeForWeek, composeFromFridge } from './compose-from-fridge';
import { foodOf } from './food-lookup';
import { isLiquid } from './foods';

// The amounts of a composed recipe read as a French home cook writes them, on seeded random
// fridges whose liquids come in every unit a household types (litres, centilitres, millilitres,
// bricks, grams): liquids in centilitres ("25 cl de lait", "60 cl d'eau"), litres from one, spoons
// below 5 cl, never "225 ml" beside "60 cl"; weights by the cook's steps ("300 g de poulet", "80 g
// d'emmental", never 310 g nor 85 g) unless the dish takes all a pack holds; never more than held.
const TODAY = '2026-11-25';
const CUPBOARDS: string[][] = [[], ['sel', 'poivre', 'eau', 'huile', 'sucre', 'farine', 'beurre', 'vinaigre', 'lait', 'crème liquide', "sirop d'érable"]];
const item = (name: string, quantity: number, unit: string): FridgeItem => ({ name, quantity, unit, expirationDate: null });
const LIQUIDS: FridgeItem[][] = [
  [item('Lait', 1, 'l'), item('Lait', 75, 'cl'), item('Lait', 500, 'ml'), item('Lait', 2, 'unité')],
  [item('Crème liquide', 20, 'cl'), item('Crème liquide', 250, 'ml'), item('Crème fraîche', 33, 'cl')],
  [item('Lait de coco', 400, 'ml'), item('Lait de coco', 400, 'g')],
  [item("Jus d'orange", 1, 'l'), item("Jus d'orange", 150, 'cl'), item('Lait d\'amande', 1, 'unité')],
  [item('Poulet', 600, 'g'), item('Emmental râpé', 200, 'g'), item('Blancs de poulet', 310, 'g')],
];
const METRIC = /^(\d+(?:,\d+)?) (g|kg|ml|cl|dl|l) (?:de |d')(.+)$/u;

interface Composed {
  lines: string[];
  fridge: FridgeItem[];
  staples: string[];
  week: boolean;
}
const composed: Composed[] = [];

beforeAll(() => {
  const random = seededRandom(1511);
  for (let index = 0; index < 120; index++) {
    const fridge = randomFridge(random, { today: TODAY });
    for (const group of LIQUIDS) {
      const added = group[Math.floor(random() * group.length)];
      if (!fridge.some((i) => i.name === added.name)) fridge.push(added);
    }
    for (const dishType of DISH_TYPES) {
      const request = recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6), staples: CUPBOARDS[index % 2] });
      const staples = request.staples;
      for (const dish of composeFromFridge(request, TODAY, seededRandom(index))) composed.push({ lines: dish.ingredients, fridge, staples, week: false });
      if (index % 4 === 0) for (const dish of composeForWeek(request, TODAY, seededRandom(index))) composed.push({ lines: dish.ingredients, fridge, staples, week: true });
    }
  }
});

/** A number a cook writes: by 100 (or a quarter) from a kilo, 50 from 200, 10 from 50 (25 for a weighed quarter), 5 from 10. */
function cooksNumber(amount: number, family: 'mass' | 'volume'): boolean {
  const by = (step: number) => Math.abs(amount / step - Math.round(amount / step)) < 1e-6;
  if (amount >= 1000) return by(100) || by(250);
  if (amount >= 200) return by(50);
  if (amount >= 50) return by(10) || (family === 'mass' && by(25));
  if (amount >= 10) return by(5);
  return by(0.5);
}

/** What the fridge item of that name holds, in grams or millilitres, down to the step a scale reads: a line may take all of it. */
function heldOf(fridge: readonly FridgeItem[], name: string): number[] {
  return fridge.filter((i) => i.name.toLowerCase() === name.toLowerCase()).map((i) => heldGrams(i) ?? -1);
}

describe('the composing chef writes amounts as a cook does', () => {
  it('pours every liquid of a dish in one convention: centilitres, litres from one, spoons below 5 cl; never more than held', () => {
    const odd: string[] = [];
    let poured = 0;
    for (const { lines, fridge, staples, week } of composed) {
      if (!week) odd.push(...overStock(lines, fridge, staples).map((o) => `over ${o.item.quantity} ${o.item.unit} ${o.item.name}: ${o.lines.join(' ; ')}`));
      for (const line of lines) {
        const metric = METRIC.exec(line);
        if (!metric) continue;
        const food = foodOf(metric[3]);
        if (!food || food.kind === 'glace') continue;
        const liquid = isLiquid(food) || metric[3] === 'eau' || (food.kind === 'crème' && /^(?:ml|cl|dl|l)$/u.test(metric[2]));
        if (!liquid) continue;
        poured++;
        const quantity = Number(metric[1].replace(',', '.'));
        const ok = (metric[2] === 'cl' && Number.isInteger(quantity) && quantity >= 5 && quantity < 100) || (metric[2] === 'l' && quantity >= 1);
        if (!ok) odd.push(`${line} — ${lines.join(' ; ')}`);
      }
    }
    expect(odd.slice(0, 20)).toEqual([]);
    expect(poured).toBeGreaterThan(500);
  });

  it('weighs and pours by the cook\'s steps (300 g, 250 g, 80 g, 25 cl), or all that a pack holds', () => {
    const odd: string[] = [];
    let weighed = 0;
    for (const { lines, fridge, week } of composed) {
      for (const line of lines) {
        const metric = METRIC.exec(line);
        if (!metric || foodOf(metric[3])?.kind === 'herbe') continue;
        const base = toBaseUnit(Number(metric[1].replace(',', '.')), metric[2] as Unit);
        weighed++;
        if (cooksNumber(base.quantity, base.family === 'volume' ? 'volume' : 'mass')) continue;
        // All of the pack, as the fridge holds it (to the gram a scale reads).
        if (!week && heldOf(fridge, metric[3]).some((held) => held >= base.quantity && held - base.quantity < 10)) continue;
        odd.push(line);
      }
    }
    expect([...new Set(odd)].slice(0, 30)).toEqual([]);
    expect(weighed).toBeGreaterThan(1000);
  });

  it('weighs a few grams by fives, as a kitchen scale reads them (5 g, 10 g), never « 4,5 g d\'amandes » nor « 9 g de sucre », or all the pack holds', () => {
    const odd: string[] = [];
    let small = 0;
    for (const { lines, fridge, week } of composed) {
      for (const line of lines) {
        const metric = METRIC.exec(line);
        // Herbs are weighed by the sprig, spices by the gram a spoon holds.
        if (!metric || metric[2] !== 'g' || ['herbe', 'épice'].includes(foodOf(metric[3])?.kind ?? '')) continue;
        const grams = Number(metric[1].replace(',', '.'));
        if (grams >= 10) continue;
        small++;
        if (grams === 5) continue;
        if (!week && heldOf(fridge, metric[3]).some((held) => held >= grams && held - grams < 1)) continue;
        odd.push(line);
      }
    }
    expect([...new Set(odd)]).toEqual([]);
    expect(small).toBeGreaterThan(20);
  });
});

describe('a sauce for each person', () => {
  it('gives a seafood cocktail about a tablespoon of its mayonnaise a person (15 to 20 g), never 10 g for the table', () => {
    const fridge = [item('Crevettes cuites', 400, 'g'), item('Mayonnaise', 300, 'g'), item('Ketchup', 300, 'g'), item('Avocats', 2, 'unité'), item('Citrons', 2, 'unité')];
    const cocktails = DISH_TYPES.flatMap((dishType) =>
      [2, 4, 6].flatMap((servings) =>
        Array.from({ length: 6 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed, servings }), TODAY, seededRandom(seed))).flat(),
      ),
    ).filter((d) => d.patternId === 'cocktail-de-la-mer' && d.ingredients.some((l) => /mayonnaise/u.test(l)));
    expect(cocktails.length).toBeGreaterThan(0);
    const odd = cocktails.filter((d) => {
      const grams = Number(/^(\d+) g de mayonnaise$/u.exec(d.ingredients.find((l) => /mayonnaise/u.test(l))!)?.[1] ?? 0);
      return grams < 15 * d.servings || grams > 25 * d.servings;
    });
    expect(odd.map((d) => `${d.title} pour ${d.servings}: ${d.ingredients.join(', ')}`)).toEqual([]);
    // The ketchup only reddens it: a teaspoon or so a person, less than the mayonnaise.
    const ketchup = cocktails.filter((d) => d.ingredients.some((l) => /ketchup/u.test(l)));
    expect(ketchup.filter((d) => Number(/^(\d+) g de ketchup$/u.exec(d.ingredients.find((l) => /ketchup/u.test(l))!)?.[1] ?? 0) > 10 * d.servings).map((d) => d.ingredients.join(', '))).toEqual([]);
  });
});

describe('a binder bound to what it binds', () => {
  it('binds fish rillettes with a spoonful of yoghurt, cream or fresh cheese a person, never three pots for 120 g of mackerel', () => {
    const TOMORROW = '2026-11-26';
    const grams = (line: string | undefined): number => {
      if (!line) return 0;
      const pots = /^(\d+) yaourts? /u.exec(line);
      if (pots) return 125 * Number(pots[1]);
      const metric = /^(\d+) (g|cl) /u.exec(line);
      return metric ? Number(metric[1]) * (metric[2] === 'cl' ? 10 : 1) : 0;
    };
    const odd: string[] = [];
    let seen = 0;
    for (const binder of [item('Yaourts nature', 6, 'unité'), item('Yaourt grec', 450, 'g'), item('Fromage blanc', 500, 'g'), item('Crème fraîche épaisse', 20, 'cl')]) {
      for (const fish of [item('Maquereaux', 120, 'g'), item('Thon en boîte', 140, 'g'), item('Sardines à l\'huile', 125, 'g')]) {
        const fridge = [fish, { ...binder, expirationDate: TOMORROW }, item('Carottes', 4, 'unité'), item('Baguette', 1, 'unité')];
        for (const dishType of ['entrée', 'apéro', 'amuse-bouche'] as const) {
          for (const servings of [2, 5]) {
            const dishes = composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: servings, servings }), TODAY, seededRandom(servings)).filter((d) => /rillettes/iu.test(d.title));
            for (const d of dishes) {
              seen++;
              const fishGrams = grams(d.ingredients.find((l) => /maquereau|thon|sardine/u.test(l)));
              const binderGrams = grams(d.ingredients.find((l) => /yaourt|fromage blanc|crème/u.test(l)));
              // As much binder as fish at the most, but for one pot of yoghurt.
              if (binderGrams > Math.max(fishGrams, 125)) odd.push(`${d.title} pour ${d.servings}: ${d.ingredients.join(', ')}`);
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(odd).toEqual([]);
  });
});

describe('a dough baked whole', () => {
  // A quiche for one is a whole quiche: its filling is the crust's, never 30 g of lardons under a sheet of pastry.
  const fridge = [item('Pâte brisée', 1, 'unité'), item('Lardons', 200, 'g'), item('Œufs', 6, 'unité'), item('Crème liquide', 20, 'cl')];
  const quiches = (servings: number) =>
    composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, servings, staples: ['sel', 'poivre', 'eau', 'huile'] }), TODAY, seededRandom(1)).filter((d) => d.patternId === 'quiche');
  const grams = (lines: string[], name: RegExp) => Number(/^(\d+) g de /u.exec(lines.find((line) => name.test(line)) ?? '')?.[1] ?? 0);
  const eggs = (lines: string[]) => Number(/^(\d+) œufs?$/u.exec(lines.find((line) => /œuf/u.test(line)) ?? '')?.[1] ?? 0);

  it('is filled for all it feeds, for a household of one as for three, and says the rest keeps', () => {
    const [forOne] = quiches(1);
    const [forThree] = quiches(3);
    expect(forOne).toBeDefined();
    expect(forThree).toBeDefined();
    expect(forOne!.servings).toBe(1);
    expect(forOne!.feeds).toBe(3);
    expect(forOne!.ingredients).toContain('1 pâte brisée');
    expect(grams(forOne!.ingredients, /lardons/u)).toBe(grams(forThree!.ingredients, /lardons/u));
    expect(eggs(forOne!.ingredients)).toBe(eggs(forThree!.ingredients));
    expect(eggs(forOne!.ingredients)).toBeGreaterThanOrEqual(2);
    expect(forOne!.description).toMatch(/La pâte se cuit entière : de quoi en garder pour le lendemain\.$/u);
    // Three at table eat it all: nothing said.
    expect(forThree!.feeds).toBeUndefined();
    expect(forThree!.description).not.toMatch(/en garder/u);
    expect(overStock(forOne!.ingredients, fridge)).toEqual([]);
  });
});
