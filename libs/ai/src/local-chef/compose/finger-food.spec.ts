import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem as item } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
import type { DishType } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';
import type { Food } from './foods';
import { goesWith } from './pairings';

// Finger food as a French cook serves it, on 200 seeded random fridges (every dish composed, for 1
// to 6 people): a sweet fruit goes on bread or a pick only beside the savoury food it is known to
// pair with (a pear with goat cheese, melon with ham), and a fromage blanc never meets ham. Foods
// these rules are about are added to one fridge in two.
const TODAY = '2026-11-25';
const TOUCHY: FridgeItem[] = [
  item('Bananes', 3, 'unité'), item('Kiwis', 4, 'unité'), item('Baguette', 1, 'unité'), item('Fromage blanc', 500, 'g'),
  item('Jambon blanc', 4, 'unité'), item('Crackers', 150, 'g'), item('Jambon cru', 100, 'g'), item('Fraises', 250, 'g'),
  item('Concombre', 1, 'unité'), item('Poires', 3, 'unité'), item('Radis', 10, 'unité'), item('Chèvre frais', 150, 'g'), item('Pain de mie', 10, 'unité'),
];

function dishes(types: readonly DishType[], seed: number, count = 200): ScoredDish[] {
  const random = seededRandom(seed);
  const out: ScoredDish[] = [];
  for (let i = 0; i < count; i++) {
    const fridge = randomFridge(random, { today: TODAY });
    if (i % 2 === 0) fridge.push(...[0, 4, 9].map((offset) => TOUCHY[(i + offset) % TOUCHY.length]));
    for (const dishType of types) out.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (i % 6), seed: i }), TODAY, seededRandom(i)));
  }
  return out;
}

const sweetFruit = (f: Food) => f.kind === 'fruit' && !['citron', 'citron vert'].includes(f.name);
const foods = (d: ScoredDish) => d.used.map((s) => s.food);

describe('finger food', () => {
  let served: ScoredDish[] = [];
  beforeAll(() => {
    served = dishes(['apéro', 'amuse-bouche', 'entrée'], 2211);
  });

  it('tops « les tartines » with its foods, never « Garnissez les tranches de jambon », which reads as the ham\'s own slices', () => {
    const topped = served.filter((d) => d.instructions.some((step) => /^Garnissez les (?:tartines|tranches) /u.test(step)));
    expect(topped.length).toBeGreaterThan(5);
    expect(topped.flatMap((d) => d.instructions.filter((step) => /^Garnissez les tranches /u.test(step)))).toEqual([]);
  });

  it('tops bread or fills a pick with a sweet fruit only beside a savoury food it pairs with (never « Toasts aux fraises », « Canapés à la banane »)', () => {
    const onBread = served.filter((d) => ['tartines', 'canapes', 'brochettes-apero', 'mini-brochettes'].includes(d.patternId));
    const lone = onBread.filter((d) => {
      const fruits = foods(d).filter(sweetFruit);
      const savoury = foods(d).filter((f) => !sweetFruit(f) && f.kind !== 'pain' && f.kind !== 'herbe' && f.kind !== 'huile' && f.kind !== 'beurre');
      return fruits.some((fruit) => !savoury.some((other) => goesWith(fruit, other)));
    });
    expect(lone.map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
    // A fruit still goes on a tartine or a pick beside its partner: a pear with a goat cheese, a melon with ham.
    expect(onBread.some((d) => foods(d).some(sweetFruit))).toBe(true);
  });

  it('never pairs a fromage blanc with ham: it goes with herbs, cucumber, radish or smoked salmon', () => {
    const withHam = served.filter((d) => foods(d).some((f) => f.name === 'fromage blanc') && foods(d).some((f) => f.kind === 'charcuterie'));
    expect(withHam.map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
    // Fromage blanc verrines and dips are still made, with what suits it.
    expect(served.some((d) => foods(d).some((f) => f.name === 'fromage blanc') && foods(d).some((f) => ['concombre', 'radis'].includes(f.name)))).toBe(true);
  });

  it('butters or oils a canapé or a cracker that nothing is spread on, the fat listed: never toppings laid dry on a biscotte', () => {
    const topped = served.filter((d) => d.patternId === 'canapes' || (d.patternId === 'tartines' && /biscottes?|crackers?/u.test(d.ingredients[0])));
    const bare = topped.filter((d) => !d.instructions.some((step) => /^Tartinez /u.test(step)));
    expect(bare.length).toBeGreaterThan(20);
    const dry = bare.filter((d) => {
      const greasing = d.instructions.find((step) => /^(?:Beurrez|Badigeonnez) (?:chaque canapé|les (?:biscottes|crackers))/u.test(step));
      const fat = d.ingredients.some((line) => /\b(?:beurre|huile)\b/u.test(line));
      return !greasing || !fat;
    });
    expect(dry.map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    // A spread holds the toppings itself: no fat is added under a fromage frais.
    const spread = topped.filter((d) => d.instructions.some((step) => /^Tartinez /u.test(step)));
    expect(spread.length).toBeGreaterThan(5);
    expect(spread.filter((d) => d.instructions.some((step) => /^(?:Beurrez|Badigeonnez) chaque canapé/u.test(step))).map((d) => d.title)).toEqual([]);
  });
});

describe('baked bites', () => {
  it('never bake an avocado, a cucumber or salad leaves on a pizza or in a feuilleté, on seeded random fridges', () => {
    const random = seededRandom(2911);
    const baked: ScoredDish[] = [];
    for (let i = 0; i < 120; i++) {
      const fridge = [...randomFridge(random, { today: TODAY }), item('Avocats', 2, 'unité'), item('Concombre', 1, 'unité'), item(i % 2 ? 'Pâte à pizza' : 'Pâte feuilletée', 1, 'unité')];
      for (const dishType of ['apéro', 'amuse-bouche', 'plat'] as DishType[]) {
        baked.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (i % 6), seed: i }), TODAY, seededRandom(i)).filter((d) => /^(?:feuilletes|pizza)/u.test(d.patternId)));
      }
    }
    expect(baked.length).toBeGreaterThan(50);
    // What goes on or in it, as its title names it (a frozen pizza's side salad is served beside it).
    const bakedWith = /\b(?:à l'|au |aux |à la )(?:avocats?|concombres?|radis|salade|laitue|mâche)\b/u;
    expect(baked.filter((d) => bakedWith.test(d.title)).map((d) => d.title)).toEqual([]);
  });
});

describe('feuilletés for the apéro', () => {
  it('bakes a dough and a savoury filling into little bites for the apéro too, not only as an amuse-bouche', () => {
    const fridge = [item('Pâte feuilletée', 1, 'unité'), item('Jambon cru', 100, 'g'), item('Oranges', 3, 'unité'), item('Beurre doux', 250, 'g')];
    const apero = composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'apéro', fridge, servings: 4, seed: 1 }), TODAY, seededRandom(1));
    expect(apero.map((d) => d.title)).toContain('Feuilletés au jambon cru');
  });
});

describe('stuffed eggs', () => {
  const stuffed = (dishType: DishType, patternId: string, eggs: number, servings: number) => {
    const fridge = [item('Œufs', eggs, 'unité'), item('Mayonnaise', 200, 'g'), item('Fromage frais ail et fines herbes', 150, 'g')];
    const dish = composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings, seed: 1 }), TODAY, seededRandom(1)).find((d) => d.patternId === patternId);
    expect(dish).toBeDefined();
    return dish!;
  };

  it.each([
    ['amuse-bouche', 'oeufs-farcis'],
    ['entrée', 'oeufs-mimosa'],
  ] as const)('%s: one egg is halved as one (« retirez le jaune »), several as several', (dishType, patternId) => {
    const one = stuffed(dishType, patternId, 1, 1);
    expect(one.ingredients.some((line) => /^1 œuf\b/u.test(line))).toBe(true);
    expect(one.instructions.join(' ')).toMatch(/Coupez-le en deux (dans la longueur )?et retirez le jaune\. Écrasez le jaune avec .+ Garnissez les deux moitiés de blanc/u);
    expect(one.instructions.join(' ')).not.toMatch(/les jaunes|les blancs|Coupez-les/u);
    const four = stuffed(dishType, patternId, 6, 4);
    expect(four.instructions.join(' ')).toMatch(/Coupez-les en deux (dans la longueur )?et retirez les jaunes\. Écrasez les jaunes avec .+ Garnissez les blancs/u);
  });
});
