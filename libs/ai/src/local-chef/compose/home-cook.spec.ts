import { LocalRecipeProvider } from '../../providers/local-recipe.provider';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { agreeWithQuantity } from '../french-number';
import { stepsUseOven } from '../knowledge/recipe-constraints';
import { DISH_TYPES } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';
import { foodOf } from './food-lookup';
import { fleshOf, type Food } from './foods';

// What a French home cook notices at once, read on 300 seeded random fridges × 6 dish types: the
// pan names what it took out, a lemon gives its juice, every food listed is used, a soft cheese is
// never grated, butter is never poured in a « filet », and a dish that bakes says so. The foods
// these rules are about are added to one fridge in three.
const TODAY = '2026-11-25';
const provider = new LocalRecipeProvider({ today: new Date(`${TODAY}T12:00:00Z`) });
const item = (name: string, quantity: number, unit: string): FridgeItem => ({ name, quantity, unit, expirationDate: null });
const TOUCHY: FridgeItem[] = [
  item('Tofu nature', 400, 'g'),
  item('Camembert', 1, 'unité'),
  item('Citrons', 3, 'unité'),
  item('Beurre doux', 250, 'g'),
  item('Mozzarella', 2, 'unité'),
  item('Chèvre frais', 150, 'g'),
  item('Brie', 300, 'g'),
  item('Frites surgelées', 1, 'kg'),
  item('Crème fraîche', 20, 'cl'),
  item('Spaghetti', 500, 'g'),
  item('Pâte à pizza', 1, 'unité'),
  item('Citron vert', 2, 'unité'),
  item('Steak haché', 2, 'unité'),
  item('Oranges', 4, 'unité'),
];

interface Draft {
  title: string;
  ingredients: string[];
  instructions: string[];
}
const drafts: Draft[] = [];
const dishes: ScoredDish[] = [];

const fridges: FridgeItem[][] = [];
beforeAll(async () => {
  const random = seededRandom(1711);
  for (let index = 0; index < 300; index++) {
    const fridge = randomFridge(random, { today: TODAY });
    if (index % 3 === 0) fridge.push(TOUCHY[index % TOUCHY.length], TOUCHY[(index + 5) % TOUCHY.length], TOUCHY[(index + 9) % TOUCHY.length]);
    fridges.push(fridge);
    for (const dishType of DISH_TYPES) {
      const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6), seed: index })).catch(() => null);
      if (draft) drafts.push({ title: draft.title!, ingredients: draft.ingredients!, instructions: draft.instructions! });
    }
  }
  for (const [index, fridge] of fridges.entries()) {
    if (index % 2 !== 0) continue;
    for (const dishType of DISH_TYPES) dishes.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index }), TODAY, seededRandom(index)));
  }
});

const sentences = (draft: Draft) => draft.instructions.flatMap((text) => text.split(/(?<=[.:;])\s+/u));

/** What a dish calls a food by its place in it: the wraps' « galettes », the « canapés » a cracker makes. */
const CALLED: Readonly<Record<string, string[]>> = { tortilla: ['galette'], wrap: ['galette'], cracker: ['canapé'], biscotte: ['canapé'], pain: ['canapé'], baguette: ['canapé'] };

/** The food of an ingredient line ("2 càs d'huile" → huile, "1 pâte à pizza" → pâte à pizza), or null. */
function foodOfLine(line: string): Food | null {
  let rest = line.replace(/^[\d½¼¾,./ ]+/u, '');
  let food = foodOf(rest);
  while (!food && /\s/u.test(rest)) {
    rest = rest.replace(/^\S+\s(?:de |d')?/u, '');
    food = foodOf(rest);
  }
  return food;
}

describe('the offline chef cooks as a French home cook', () => {
  it('names the protein it takes out of the pan (« Retirez le tofu »), never « la viande ou le poisson »', () => {
    const odd: string[] = [];
    let taken = 0;
    for (const draft of drafts) {
      for (const sentence of sentences(draft)) {
        if (/viande ou (?:le )?poisson/u.test(sentence)) odd.push(`${draft.title}: ${sentence}`);
        const out = /^Retirez (?:les |le |la |l')(.+?),/u.exec(sentence);
        if (!out) continue;
        taken++;
        const food = foodOf(out[1]);
        if (!food || !draft.ingredients.some((line) => fleshOf(foodOfLine(line) ?? food) === fleshOf(food) || foodOfLine(line)?.name === food.name)) odd.push(`${draft.title}: ${sentence}`);
      }
    }
    expect(odd).toEqual([]);
    expect(taken).toBeGreaterThan(10);
  });

  it('presses a whole lemon and mixes its juice, never the lemon itself (« Mélangez avec le citron »)', () => {
    const odd: string[] = [];
    let lemons = 0;
    for (const draft of drafts) {
      if (!draft.ingredients.some((line) => /^(?:½|¼|\d+(?:,\d+)?) citrons?(?: verts?)?$/u.test(line))) continue;
      lemons++;
      for (const sentence of sentences(draft)) {
        if (/^(?:Mélang|Écras|Mix|Fouett|Émiett|Préparez la vinaigrette)/u.test(sentence) && /\b(?:le|les) citrons?\b/u.test(sentence)) odd.push(`${draft.title}: ${sentence}`);
      }
      if (/^Salade\b.* au citron/u.test(draft.title) && !draft.instructions.some((step) => /^Pressez (?:le|les) citrons?\b/u.test(step))) odd.push(`${draft.title}: never pressed`);
    }
    expect(odd).toEqual([]);
    expect(lemons).toBeGreaterThan(20);
  });

  it('uses in a step every food it lists (never oil listed for pasta with cream alone)', () => {
    const odd: string[] = [];
    for (const draft of drafts) {
      const text = draft.instructions.join(' ').toLowerCase();
      for (const line of draft.ingredients) {
        const food = foodOfLine(line);
        if (!food) continue;
        // A food is told by its name, its flesh (« le poulet » of a leg), its head word (« la pâte » of a pâte à pizza, « la pizza »), or as the dish calls it (« les galettes », « chaque canapé »).
        const names = [food.name, agreeWithQuantity(food.name, 2), fleshOf(food).name, food.name.split(' ')[0], ...(CALLED[food.name] ?? [])];
        if (!names.some((name) => text.includes(name.toLowerCase()))) odd.push(`${draft.title}: ${line}`);
      }
    }
    expect(odd).toEqual([]);
  });

  it('grates or shaves only a hard cheese: a camembert, a mozzarella or a fresh goat cheese goes in pieces or melts', () => {
    const odd: string[] = [];
    let soft = 0;
    for (const draft of drafts) {
      for (const line of draft.ingredients) {
        const food = foodOfLine(line);
        if (!food || (food.kind !== 'fromage' && food.kind !== 'fromage frais') || food.grates || /râp/u.test(line)) continue;
        soft++;
        const grated = new RegExp(`\\b${food.name}s? (?:râpée?s?|en copeaux)`, 'iu');
        for (const step of draft.instructions) if (grated.test(step)) odd.push(`${draft.title}: ${step}`);
      }
    }
    expect(odd).toEqual([]);
    expect(soft).toBeGreaterThan(50);
  });

  it('melts and brushes butter, never pours it in a « filet »', () => {
    const odd = drafts.flatMap((draft) => sentences(draft).filter((s) => /\bfilet (?:de|du) beurre\b/u.test(s)).map((s) => `${draft.title}: ${s}`));
    expect(odd).toEqual([]);
    expect(drafts.some((draft) => draft.instructions.some((step) => /^Badigeonnez la pâte de beurre fondu/u.test(step)))).toBe(true);
  });

  it('marks a dish as baked whenever its steps use the oven (frozen chips beside a steak), so « sans four » never gets it', () => {
    const unmarked = dishes.filter((dish) => dish.oven !== stepsUseOven(dish.instructions)).map((dish) => `${dish.title}: ${dish.oven}`);
    expect(unmarked).toEqual([]);
    expect(dishes.filter((dish) => dish.oven && dish.patternId === 'viande-et-accompagnement').length).toBeGreaterThan(0);
  });
});
