import { agreeWithQuantity } from '#ingredients';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem, seededDrafts, type SeededDraft } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
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
const item = fridgeItem;
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

let drafts: SeededDraft[] = [];
const dishes: ScoredDish[] = [];

beforeAll(async () => {
  const seeded = await seededDrafts({ today: TODAY, seed: 1711, fridges: 300, touchy: TOUCHY, offsets: [0, 5, 9] });
  drafts = seeded.drafts;
  for (const [index, fridge] of seeded.fridges.entries()) {
    if (index % 2 !== 0) continue;
    for (const dishType of DISH_TYPES) dishes.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index }), TODAY, seededRandom(index)));
  }
});

const sentences = (draft: SeededDraft) => draft.instructions.flatMap((text) => text.split(/(?<=[.:;])\s+/u));

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
        const names = [food.name, agreeWithQuantity(food.name, 2), fleshOf(food).name, ...(CALLED[food.name] ?? [])];
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

  it('presses a citrus for a drink and blends an apple peeled and cored, never a whole orange in the blender', () => {
    const odd: string[] = [];
    let fruit = 0;
    for (const draft of drafts.filter((d) => /^Jus /u.test(d.title))) {
      const lines = draft.ingredients.map((line) => foodOfLine(line)).filter((food): food is Food => food?.kind === 'fruit');
      for (const food of lines) {
        fruit++;
        const named = new RegExp(`\\b(?:l'|la |le |les )${food.name}s?\\b`, 'u');
        const told = draft.instructions.filter((step) => named.test(step));
        if (food.pressed && !told.some((step) => /\b[Pp]ressez\b/u.test(step))) odd.push(`${draft.title}: ${food.name} never pressed`);
        if (food.pressed && told.some((step) => /^(?:Épluchez|Lavez)? ?(?:et )?[Cc]oupez .* en morceaux/u.test(step))) odd.push(`${draft.title}: ${food.name} blended`);
        if (food.cored && !told.some((step) => /Épluchez et coupez .*sans (?:le|les) cœurs?/u.test(step))) odd.push(`${draft.title}: ${food.name} not peeled and cored`);
      }
    }
    expect(odd).toEqual([]);
    expect(fruit).toBeGreaterThan(20);
  });

  it('calls a dressing a vinaigrette only when it has an acid: oil, salt and pepper alone are « l\'assaisonnement »', () => {
    const acid = (draft: SeededDraft) => draft.ingredients.some((line) => /\b(?:vinaigre|citrons?)\b/u.test(line));
    const told = (draft: SeededDraft) => [draft.title, draft.description, ...draft.instructions].some((text) => /\bvinaigrette\b/iu.test(text));
    expect(drafts.filter((d) => !acid(d) && told(d)).map((d) => `${d.title}: ${d.instructions.find((step) => /vinaigrette/u.test(step)) ?? d.description}`)).toEqual([]);
    expect(drafts.filter((d) => acid(d) && d.instructions.some((step) => /^Préparez la vinaigrette en mélangeant .*(?:vinaigre|citron)/u.test(step))).length).toBeGreaterThan(10);
    expect(drafts.filter((d) => d.instructions.some((step) => /^Préparez l'assaisonnement en mélangeant l'huile/u.test(step))).length).toBeGreaterThan(10);
  });

  it('cores an apple or a pear before it cuts it (« Épluchez la poire, retirez le cœur et coupez-la en quartiers »)', () => {
    const cut = drafts.flatMap((d) => sentences(d).filter((s) => /[Cc]oupez\b/u.test(s) && /\b(?:la|les) (?:pommes?|poires?)\b(?! de terre)/u.test(s)).map((s) => `${d.title}: ${s}`));
    expect(cut.length).toBeGreaterThan(20);
    expect(cut.filter((s) => !/cœur/u.test(s))).toEqual([]);
  });

  it('stones a cherry, an apricot, a peach or a plum before it cuts it (« Lavez les prunes, dénoyautez-les et coupez-les »)', () => {
    const cut = drafts.flatMap((d) => sentences(d).filter((s) => /[Cc]oupez\b/u.test(s) && /\b(?:la|les|l') ?(?:cerises?|abricots?|pêches?|prunes?|nectarines?|mirabelles?)\b/u.test(s)).map((s) => `${d.title}: ${s}`));
    expect(cut.length).toBeGreaterThan(20);
    expect(cut.filter((s) => !/dénoyaut|noyau/u.test(s))).toEqual([]);
  });

  it('melts and brushes butter, never pours it in a « filet »', () => {
    const odd = drafts.flatMap((draft) => sentences(draft).filter((s) => /\bfilet (?:de|du) beurre\b/u.test(s)).map((s) => `${draft.title}: ${s}`));
    expect(odd).toEqual([]);
    // One dough or two (« les pâtes feuilletées » for more than three), brushed all the same.
    expect(drafts.some((draft) => draft.instructions.some((step) => /^Badigeonnez (?:la pâte|les pâtes (?:feuilletées|brisées|à pizza)) de beurre fondu/u.test(step)))).toBe(true);
  });

  it('marks a dish as baked whenever its steps use the oven (frozen chips beside a steak), so « sans four » never gets it', () => {
    const unmarked = dishes.filter((dish) => dish.oven !== stepsUseOven(dish.instructions)).map((dish) => `${dish.title}: ${dish.oven}`);
    expect(unmarked).toEqual([]);
    expect(dishes.filter((dish) => dish.oven && dish.patternId === 'viande-et-accompagnement').length).toBeGreaterThan(0);
  });
});
