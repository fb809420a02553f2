import { parseIngredientLine } from '#ingredients';
import { grams, overStock } from '../../generation/fridge-stock';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge } from './compose-from-fridge';
import { foodOf } from './food-lookup';

// Cheese and charcuterie served with a drink, on a board or on skewers: a household puts out some
// 30 to 40 g of each a person, never « Brochettes fromage-jambon » for two with 20 g of cheese and
// 30 g of ham. Seeded random fridges, each with a cheese and a charcuterie in plenty added.
const TODAY = '2026-11-25';
const CHEESES = ['Comté', 'Emmental', 'Tomme de Savoie', 'Cheddar', 'Mimolette', 'Gouda'];
const CHARCUTERIES = ['Jambon blanc', 'Saucisson', 'Chorizo', 'Jambon cru', 'Rosette'];
const SERVED_WITH_A_DRINK = ['planche', 'brochettes-apero'];
const DRAWS = 60;
// « About » 30 g: a cook rounds a wedge or a slice, never down to a third of it.
const AT_LEAST = 25;
// A skewer stays a bite: a few picks each, never the whole wedge due soon (a slice of ham rounds up to 40 g).
const SKEWER_AT_MOST = 40;
// A board's kind, all its foods together: about 35 g, a slice or a wedge rounded up.
const KIND_AT_MOST = 50;

/** Grams of an ingredient line (pieces and slices by the food table), or null when unknown. */
function lineGrams(line: string): number | null {
  const parsed = parseIngredientLine(line);
  const food = foodOf(parsed.name);
  if (!food) return null;
  return grams({ ...parsed, name: parsed.name }, food.piece, food) ?? (parsed.unit === 'tranche' || parsed.unit === food.pieceUnit ? parsed.quantity * food.piece : null);
}

describe('hot bites for the apéro', () => {
  it(`give each person some 30 g of their sausage, chorizo or prawns, within the fridge, over ${DRAWS} seeded fridges`, () => {
    const random = seededRandom(2912);
    const short: string[] = [];
    let seen = 0;
    for (let i = 0; i < DRAWS; i++) {
      const fridge: FridgeItem[] = [...randomFridge(random, { today: TODAY }), { name: i % 2 ? 'Chorizo' : 'Chipolatas', quantity: i % 2 ? 250 : 6, unit: i % 2 ? 'g' : 'unité', expirationDate: '2026-12-05' }];
      for (const d of composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'apéro', fridge, servings: 1 + (i % 6), seed: i }), TODAY, seededRandom(i))) {
        if (d.patternId !== 'bouchees-chaudes') continue;
        seen++;
        expect(overStock(d.ingredients, fridge, [])).toEqual([]);
        const line = d.ingredients.find((l) => /chorizo|chipolata/u.test(l));
        const g = line ? lineGrams(line) : null;
        if (g !== null && g / d.servings < AT_LEAST) short.push(`${d.title} pour ${d.servings}: ${line}`);
      }
    }
    expect(seen).toBeGreaterThan(10);
    expect(short).toEqual([]);
  });
});

describe('cheese and charcuterie for the apéro', () => {
  it(`give each person about 30 g of each (shared by kind on a board, a skewer at most 40 g), within the fridge, over ${DRAWS} seeded fridges`, () => {
    const random = seededRandom(20261129);
    const small: string[] = [];
    const large: string[] = [];
    let judged = 0;
    for (let i = 0; i < DRAWS; i++) {
      const added: FridgeItem[] = [
        { name: CHEESES[Math.floor(random() * CHEESES.length)], quantity: 500, unit: 'g', expirationDate: null },
        { name: CHARCUTERIES[Math.floor(random() * CHARCUTERIES.length)], quantity: 500, unit: 'g', expirationDate: null },
      ];
      const fridge = [...added, ...randomFridge(random, { today: TODAY }).filter((f) => !added.some((a) => foodOf(a.name) === foodOf(f.name)))];
      const servings = 1 + Math.floor(random() * 6);
      const dishes = composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'apéro', fridge, servings, seed: i }), TODAY, seededRandom(i));
      for (const dish of dishes.filter((d) => SERVED_WITH_A_DRINK.includes(d.patternId))) {
        expect(overStock(dish.ingredients, fridge)).toEqual([]);
        for (const line of dish.ingredients) {
          const kind = foodOf(parseIngredientLine(line).name)?.kind;
          if (kind !== 'fromage' && kind !== 'charcuterie') continue;
          const each = lineGrams(line);
          if (each === null) continue;
          judged++;
          // A board shares each kind among its foods of that kind (see the next test).
          const ofItsKind = dish.patternId === 'planche' ? dish.ingredients.filter((l) => foodOf(parseIngredientLine(l).name)?.kind === kind).length : 1;
          if (each / dish.servings < AT_LEAST / ofItsKind) small.push(`${dish.title} pour ${dish.servings} : ${line}`);
          if (dish.patternId === 'brochettes-apero' && each / dish.servings > SKEWER_AT_MOST) large.push(`${dish.title} pour ${dish.servings} : ${line}`);
        }
      }
    }
    expect(judged).toBeGreaterThan(50);
    expect(small).toEqual([]);
    expect(large).toEqual([]);
  });

  // A board shares each kind among its foods: two charcuteries make some 35 g of charcuterie a
  // person in all, never 30 g of each (see APERO_KIND_GRAMS). Fridges with two of each kind in plenty.
  it(`shares about 30–40 g of each kind a person among a board's foods of that kind, over ${DRAWS} seeded fridges`, () => {
    const random = seededRandom(20261201);
    const pick = (list: string[]) => list.splice(Math.floor(random() * list.length), 1)[0];
    const off: string[] = [];
    let shared = 0;
    for (let i = 0; i < DRAWS; i++) {
      const [cheeses, charcuteries] = [[...CHEESES], [...CHARCUTERIES]];
      const added: FridgeItem[] = [pick(cheeses), pick(cheeses), pick(charcuteries), pick(charcuteries)].map((name) => ({ name, quantity: 500, unit: 'g', expirationDate: null }));
      const fridge = [...added, ...randomFridge(random, { today: TODAY }).filter((f) => !added.some((a) => foodOf(a.name) === foodOf(f.name)))];
      const servings = 2 + Math.floor(random() * 5);
      const dishes = composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'apéro', fridge, servings, seed: i }), TODAY, seededRandom(i));
      for (const dish of dishes.filter((d) => d.patternId === 'planche')) {
        expect(overStock(dish.ingredients, fridge)).toEqual([]);
        const byKind = new Map<string, { grams: number; foods: number }>();
        for (const line of dish.ingredients) {
          const kind = foodOf(parseIngredientLine(line).name)?.kind;
          const each = lineGrams(line);
          if ((kind !== 'fromage' && kind !== 'charcuterie') || each === null) continue;
          const sum = byKind.get(kind) ?? { grams: 0, foods: 0 };
          byKind.set(kind, { grams: sum.grams + each, foods: sum.foods + 1 });
        }
        for (const [kind, { grams: total, foods }] of byKind) {
          if (foods > 1) shared++;
          const perPerson = total / dish.servings;
          if (perPerson < AT_LEAST || perPerson > KIND_AT_MOST) off.push(`${dish.title} pour ${dish.servings} : ${Math.round(perPerson)} g de ${kind} chacun`);
        }
      }
    }
    expect(shared).toBeGreaterThan(5);
    expect(off).toEqual([]);
  });
});

// Tartines and canapés carry a real slice of what tops them: never « Toasts à l'ananas et au
// gruyère » for two with 15 g of cheese on four biscottes, nor toasts of olives alone.
describe('toasts and canapés', () => {
  const TOPPED = ['tartines', 'canapes'];
  // LEAST_PER_PERSON's apéro and amuse-bouche figures (15 and 8 g), less a cook's rounding to whole
  // slices and tens of grams (« 1 tranche de jambon » of 40 g for three, « 30 g » for four canapés).
  const AT_LEAST = { apéro: 12, 'amuse-bouche': 6 } as const;
  const KINDS = ['fromage', 'charcuterie', 'poisson', 'fruits de mer'];

  it(`top each person's share with some 15 g of cheese, charcuterie or fish for the apéro, 8 g for an amuse-bouche, over ${DRAWS} seeded fridges`, () => {
    const random = seededRandom(3011);
    const thin: string[] = [];
    let seen = 0;
    for (let i = 0; i < DRAWS; i++) {
      const fridge: FridgeItem[] = [
        ...randomFridge(random, { today: TODAY }),
        { name: 'Biscottes', quantity: 20, unit: 'unité', expirationDate: null },
        { name: CHEESES[i % CHEESES.length]!, quantity: 200, unit: 'g', expirationDate: '2026-12-05' },
      ];
      for (const dishType of ['apéro', 'amuse-bouche'] as const) {
        for (const d of composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (i % 6), seed: i }), TODAY, seededRandom(i))) {
          if (!TOPPED.includes(d.patternId)) continue;
          seen++;
          expect(overStock(d.ingredients, fridge, [])).toEqual([]);
          for (const line of d.ingredients) {
            const food = foodOf(parseIngredientLine(line).name);
            const g = food && KINDS.includes(food.kind) ? lineGrams(line) : null;
            if (g !== null && g / d.servings < AT_LEAST[dishType]) thin.push(`${d.title} pour ${d.servings}: ${line}`);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(thin).toEqual([]);
  });

  it('never tops them with olives or pickles alone', () => {
    const fridge: FridgeItem[] = [
      { name: 'Olives vertes', quantity: 300, unit: 'g', expirationDate: '2026-12-20' },
      { name: 'Cornichons', quantity: 200, unit: 'g', expirationDate: '2026-12-20' },
      { name: 'Biscottes', quantity: 20, unit: 'unité', expirationDate: null },
      { name: 'Baguette', quantity: 1, unit: 'unité', expirationDate: '2026-11-26' },
    ];
    for (const dishType of ['apéro', 'amuse-bouche'] as const) {
      for (let seed = 0; seed < 8; seed++) {
        const toasts = composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 4, seed }), TODAY, seededRandom(seed)).filter((d) => TOPPED.includes(d.patternId));
        expect(toasts.map((d) => d.title)).toEqual([]);
      }
    }
  });
});

describe('bites of pastry', () => {
  const item = (name: string, quantity: number, unit: string): FridgeItem => ({ name, quantity, unit, expirationDate: null });
  const apéros = (fridge: FridgeItem[], servings: number) =>
    Array.from({ length: 12 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'apéro', fridge, servings, staples: ['sel', 'poivre', 'eau', 'huile'], seed }), TODAY, seededRandom(seed))).flat();

  it('calls « Mini-pizzas » only bites with their cheese, spread or tomato; ham and mustard in pizza dough are « Bouchées »', () => {
    const bare = apéros([item('Pâte à pizza', 1, 'unité'), item('Jambon blanc', 4, 'unité'), item('Moutarde', 350, 'g')], 4);
    expect(bare.filter((d) => d.title.startsWith('Mini-pizzas'))).toEqual([]);
    expect(bare.some((d) => d.title.startsWith('Bouchées au jambon blanc'))).toBe(true);
    const dressed = apéros([item('Pâte à pizza', 1, 'unité'), item('Champignons de Paris', 250, 'g'), item('Mozzarella', 250, 'g')], 4);
    expect(dressed.some((d) => d.title.startsWith('Mini-pizzas'))).toBe(true);
  });

  it('fills a puff pastry for five with more than a smear: half a portion of its cheese each, 100 g of a 150 g box', () => {
    const feuilletés = apéros([item('Pâte feuilletée', 1, 'unité'), item('Fromage frais ail et fines herbes', 150, 'g'), item('Café moulu', 250, 'g')], 5).filter((d) => d.title.startsWith('Feuilletés'));
    expect(feuilletés.length).toBeGreaterThan(0);
    for (const d of feuilletés) {
      const cheese = d.ingredients.find((line) => /fromage frais/u.test(line))!;
      expect(lineGrams(cheese)).toBeGreaterThanOrEqual(90);
    }
  });
});

describe('feuilletés and mini-pizzas', () => {
  it(`halve the dough for a table of three or fewer and say so, a whole one beyond, never « 1,5 pâte », over ${DRAWS} seeded fridges`, () => {
    const random = seededRandom(3012);
    const DOUGHS = ['Pâte feuilletée', 'Pâte brisée', 'Pâte à pizza'];
    const odd: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < DRAWS; i++) {
      const fridge: FridgeItem[] = [...randomFridge(random, { today: TODAY }).filter((f) => !/^pâte/iu.test(f.name)), { name: DOUGHS[i % 3], quantity: 2, unit: 'unité', expirationDate: '2026-12-10' }];
      const servings = 1 + (i % 6);
      for (const type of ['apéro', 'amuse-bouche'] as const) {
        for (const d of composeFromFridge(recipeRequest({ mode: 'fridge', dishType: type, fridge, servings, seed: i }), TODAY, seededRandom(i)).filter((dish) => dish.patternId.startsWith('feuilletes'))) {
          const dough = d.ingredients.find((line) => /\bpâtes? (?:feuilletée|brisée|à pizza)/u.test(line))!;
          const halved = dough.startsWith('½ ');
          seen.add(`${d.servings <= 3 ? 'small' : 'large'}:${halved ? 'half' : 'whole'}`);
          const says = d.instructions.some((step) => /^Coupez la pâte .+ en deux et gardez une moitié au frais, bien emballée\. Découpez l'autre en carrés\./u.test(step));
          if (halved !== d.servings <= 3 || says !== halved || !/^(?:½|1) /u.test(dough)) odd.push(`${d.servings} pers.: ${dough} | ${d.instructions.join(' ')}`);
        }
      }
    }
    expect(odd).toEqual([]);
    expect([...seen].sort()).toEqual(['large:whole', 'small:half']);
  });
});

describe('slices rolled around a fresh cheese', () => {
  it('roll up about their own weight of it, due or not: never 300 g of fromage blanc in 120 g of smoked salmon', () => {
    const fridge: FridgeItem[] = [
      { name: 'Saumon fumé', quantity: 120, unit: 'g', expirationDate: '2026-11-28' },
      { name: 'Fromage blanc', quantity: 300, unit: 'g', expirationDate: '2026-11-26' },
    ];
    for (const [dishType, servings] of [['entrée', 3], ['amuse-bouche', 4]] as const) {
      const rolls = Array.from({ length: 8 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings, seed }), TODAY, seededRandom(seed)))
        .flat()
        .filter((d) => d.patternId.startsWith('roules'));
      expect(rolls.length).toBeGreaterThan(0);
      for (const dish of rolls) {
        const salmon = lineGrams(dish.ingredients.find((line) => /saumon/u.test(line))!)!;
        const cheese = lineGrams(dish.ingredients.find((line) => /fromage blanc/u.test(line))!)!;
        expect(cheese / salmon).toBeLessThanOrEqual(1);
        expect(cheese / salmon).toBeGreaterThanOrEqual(0.6);
      }
    }
  });
});
