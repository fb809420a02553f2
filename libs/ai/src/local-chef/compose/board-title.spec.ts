import { parseIngredientLine } from '#ingredients';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import type { FridgeItem } from '../../types';
import { containsFood } from '../food-match';
import { seededRandom } from '../seeded-random';
import { composeFromFridge } from './compose-from-fridge';
import { foodOf } from './food-lookup';
import { BOARD_KIND_NAMES } from './patterns/roles';

// An apéro board is named after its cheeses and charcuteries, every one of them (by kind when there
// are more than two), never after its garnish: no « Planche apéro : dinde et tomate » with a feta
// left out. Seeded random fridges, some with a few cheeses and charcuteries added.
const TODAY = '2026-11-25';
const MAINS = ['Comté', 'Emmental', 'Feta', 'Camembert', 'Jambon blanc', 'Saucisson', 'Chorizo', 'Jambon cru', 'Blanc de dinde'];
const DRAWS = 80;

describe('an apéro board’s title', () => {
  it(`names every cheese and charcuterie of the board and none of its garnish, over ${DRAWS} seeded fridges`, () => {
    const random = seededRandom(20261202);
    const odd: string[] = [];
    let boards = 0;
    for (let i = 0; i < DRAWS; i++) {
      const added: FridgeItem[] = MAINS.filter(() => random() < 0.35).map((name) => ({ name, quantity: 400, unit: 'g', expirationDate: null }));
      const fridge = [...added, ...randomFridge(random, { today: TODAY }).filter((f) => !added.some((a) => foodOf(a.name) === foodOf(f.name)))];
      const servings = 1 + Math.floor(random() * 6);
      const dishes = composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'apéro', fridge, servings, seed: i }), TODAY, seededRandom(i));
      for (const dish of dishes.filter((d) => d.patternId === 'planche')) {
        boards++;
        const foods = dish.ingredients.map((line) => foodOf(parseIngredientLine(line).name)).filter((f) => f !== null);
        // The names the title lists, as a title shortens them (« dinde »: the blanc de dinde).
        const titled = dish.title.replace(/^Planche apéro : /u, '').split(/, | et /u).map((name) => name.toLowerCase());
        for (const food of foods) {
          const kindName = BOARD_KIND_NAMES[food.kind];
          const named = titled.some((name) => food.name === name || food.name.endsWith(` ${name}`)) || containsFood([dish.title], food.name);
          if (kindName && !named && !dish.title.includes(kindName)) odd.push(`${dish.title} : sans ${food.name}`);
          if (!kindName && named) odd.push(`${dish.title} : nommée d'après ${food.name}`);
        }
      }
    }
    expect(boards).toBeGreaterThan(15);
    expect(odd).toEqual([]);
  });
});
