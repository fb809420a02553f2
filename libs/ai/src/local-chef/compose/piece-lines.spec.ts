import { overStock } from '../../generation/fridge-stock';
import { LocalRecipeProvider } from '../../providers/local-recipe.provider';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { DISH_TYPES } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { foodOf } from './food-lookup';

// A fridge counts garlic, ham, celery, surimi, compote and clementines in pieces; a recipe line
// names the piece as a cook does ("2 gousses d'ail", "3 tranches de jambon blanc", "1 branche de
// céleri", "3 bâtonnets de surimi", "1 pot de compote de pommes") and never halves a slice, a clove
// or a small fruit.
const TODAY = '2026-11-25';
const provider = new LocalRecipeProvider({ today: new Date(`${TODAY}T12:00:00Z`) });
const item = (name: string, quantity: number, unit: string): FridgeItem => ({ name, quantity, unit, expirationDate: null });

describe('lines of counted pieces', () => {
  it('read as a cook writes them, on seeded random fridges', async () => {
    const random = seededRandom(77);
    const odd: string[] = [];
    let pieces = 0;
    for (let index = 0; index < 120; index++) {
      const fridge = randomFridge(random, { today: TODAY });
      for (const dishType of DISH_TYPES) {
        const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6), seed: index })).catch(() => null);
        for (const line of draft?.ingredients ?? []) {
          if (/gousses? d'ail|tranches? de (jambon|pain de mie)|branches? de céleri|bâtonnets? de surimi|pots? de compote|clémentines?|abricots?|prunes?/.test(line)) pieces++;
          if (/\bails\b|^[\d,½]+ ail\b|^[\d,½]+ jambons? blancs?$|^[\d,½]+ pains? de mie$|^[\d,½]+ thés?$/.test(line)) odd.push(line);
          if (/^[\d,½]+ (?:céleris?|surimis?|compotes?)\b|céleri branche/.test(line)) odd.push(line);
          if (/^(\d+,5|½) (gousses?|tranches?|sachets?|branches?|bâtonnets?|pots?|clémentines?|abricots?|prunes?)\b/.test(line)) odd.push(line);
          // A fruit or a vegetable one eats or cuts whole: "2 pommes", never "1,5 pomme" nor "½ orange".
          if (/^(\d+,5|½) (pommes?|poires?|oranges?|bananes?|pêches?|kiwis?|avocats?|tomates?|courgettes?|œufs?)\b/.test(line)) odd.push(line);
          // Beyond one piece, whatever its size, a cook counts whole ones: "½ melon", never "1,5 melon".
          if (/^\d+,5 (?!(?:g|kg|cl|ml|l|dl|càs|càc|tasses?|pincées?) )/.test(line)) odd.push(line);
        }
      }
    }
    expect(odd).toEqual([]);
    expect(pieces).toBeGreaterThan(20);
  });

  it('give a real portion of what is bought in packs and eaten by the handful (crackers, biscuits), never a few grams', async () => {
    const random = seededRandom(78);
    const small: string[] = [];
    let packs = 0;
    for (let index = 0; index < 300; index++) {
      const fridge = [...randomFridge(random, { today: TODAY }), item('Crackers', 200, 'g'), item('Biscuits', 250, 'g')];
      for (const dishType of ['apéro', 'amuse-bouche', 'entrée', 'dessert'] as const) {
        const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6), seed: index })).catch(() => null);
        for (const line of draft?.ingredients ?? []) {
          const grams = /^(\d+) g de (?:crackers|biscuits)$/.exec(line);
          if (!grams) continue;
          packs++;
          // Three or four crackers, two biscuits a person at the least.
          if (Number(grams[1]) < 15 * draft!.servings!) small.push(`${draft!.title} pour ${draft!.servings} : ${line}`);
        }
      }
    }
    expect(small).toEqual([]);
    expect(packs).toBeGreaterThan(20);
  });

  it('are judged against the pieces the fridge holds', () => {
    const fridge = [item('Ail', 3, 'unité'), item('Jambon blanc', 4, 'unité')];
    expect(overStock(["2 gousses d'ail", '4 tranches de jambon blanc'], fridge)).toEqual([]);
    expect(overStock(["5 gousses d'ail"], fridge).map((o) => o.item.name)).toEqual(['Ail']);
    expect(overStock(['6 tranches de jambon blanc'], fridge).map((o) => o.item.name)).toEqual(['Jambon blanc']);
    // A head of celery holds about ten branches; a pack of surimi its sticks; compote its pots.
    const more = [item('Céleri branche', 1, 'unité'), item('Surimi', 8, 'unité'), item('Compote de pommes', 4, 'unité')];
    expect(overStock(['10 branches de céleri', '8 bâtonnets de surimi', '4 pots de compote de pommes'], more)).toEqual([]);
    expect(overStock(['11 branches de céleri', '9 bâtonnets de surimi', '5 pots de compote de pommes'], more).map((o) => o.item.name)).toEqual([
      'Céleri branche',
      'Surimi',
      'Compote de pommes',
    ]);
  });

  it('name the piece once, whatever the fridge calls the food', async () => {
    const fridge = [item('Céleri branche', 1, 'unité'), item('Surimi', 10, 'unité'), item('Compote de pommes', 4, 'unité'), item('Yaourt nature', 4, 'unité')];
    const lines: string[] = [];
    for (let seed = 0; seed < 12; seed++) {
      for (const dishType of DISH_TYPES) {
        const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 3, seed })).catch(() => null);
        lines.push(...(draft?.ingredients ?? []));
        expect(overStock(draft?.ingredients ?? [], fridge)).toEqual([]);
      }
    }
    const named = lines.filter((line) => /céleri|surimi|compote/.test(line));
    for (const food of ['céleri', 'surimi', 'compote']) expect(named.filter((line) => line.includes(food)).length).toBeGreaterThan(1);
    for (const line of named) expect(line).toMatch(/^\d+ (?:branches? de céleri|bâtonnets? de surimi|pots? de compote de pommes)$/);
  });

  it('count the slices of a sliced cheese, a blanc de dinde or a smoked trout a fridge counts, as of ham (« 2 tranches de blanc de dinde »), never grams', async () => {
    const fridge = [
      item('Fromage en tranches', 10, 'unité'), item('Blanc de dinde', 6, 'unité'), item('Truite fumée', 4, 'unité'), item('Pain de mie', 10, 'unité'),
      item('Tortillas', 6, 'unité'), item('Salade verte', 1, 'unité'), item('Tomates', 4, 'unité'), item('Pâtes', 500, 'g'), item('Oeufs', 6, 'unité'), item('Fromage frais', 150, 'g'),
    ];
    const lines: string[] = [];
    for (let seed = 0; seed < 12; seed++) {
      for (const dishType of DISH_TYPES) {
        const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (seed % 4), seed })).catch(() => null);
        lines.push(...(draft?.ingredients ?? []));
        expect(overStock(draft?.ingredients ?? [], fridge)).toEqual([]);
      }
    }
    const sliced = /\bfromage\b(?! frais)|blanc de dinde|truite fumée/u;
    const named = [...new Set(lines.filter((line) => sliced.test(line)))];
    for (const food of ['de fromage', 'blanc de dinde', 'truite fumée']) expect(named.filter((line) => line.includes(food)).length).toBeGreaterThan(0);
    // The slice named once: « 2 tranches de fromage », never « 2 tranches de fromage en tranches ».
    expect(named.filter((line) => !/^\d+ tranches? de (?:fromage|blanc de dinde|truite fumée)$/u.test(line))).toEqual([]);
  });

  it('weigh lentils, rice, pasta or gnocchis a fridge counts by the pack (« Lentilles ×1 », « pièce » or no unit), never « ½ lentille »', async () => {
    const random = seededRandom(79);
    const LOOSE = ['Lentilles', 'Gnocchis', 'Pâtes', 'Riz', 'Semoule', 'Spaghetti', 'Lentilles corail', 'Quinoa'];
    const odd: string[] = [];
    let weighed = 0;
    for (let index = 0; index < 120; index++) {
      const loose = item(LOOSE[index % LOOSE.length], 1 + (index % 2), ['unité', 'pièce', ''][index % 3]);
      const fridge = [...randomFridge(random, { today: TODAY }), loose];
      for (const dishType of ['plat', 'entrée'] as const) {
        const draft = await provider.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6), seed: index })).catch(() => null);
        const lines = (draft?.ingredients ?? []).filter((line) => foodOf(line.replace(/^[\d,½]+ (?:g |pièces? )?(?:de |d')?/u, '')) === foodOf(loose.name));
        for (const line of lines) {
          if (/^\d+ g d(?:e |')/u.test(line)) weighed++;
          else odd.push(`${loose.name} ×${loose.quantity} ${loose.unit}: ${line}`);
        }
        // Never more than the packs held (Food.piece, 500 g a pack).
        expect(overStock(draft?.ingredients ?? [], fridge)).toEqual([]);
      }
    }
    expect(odd).toEqual([]);
    expect(weighed).toBeGreaterThan(40);
  });
});
