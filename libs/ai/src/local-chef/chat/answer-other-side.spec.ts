import { parseIngredientLine } from '#ingredients';
import { ingredientName } from '../../generation/fridge-match';
import { SIDE_STARCHES } from '../knowledge/side-swaps';
import { RECIPES } from '../recipes';
import { seededRandom } from '../seeded-random';
import { toWords } from './text-match';
import { ask, converse, givenRecipe, suggestedRecipes } from './chat-test-helpers';

// « Pas de riz, je peux servir avec des pâtes ? » right after a recipe: yes or no about this dish,
// with how much of the other side to cook, never recipes made with pasta. Main courses and sides
// drawn at random.

const DRAWS = 25;
const sideOf = (line: string) => SIDE_STARCHES.find((s) => s.names.some((n) => toWords(n).join(' ') === toWords(ingredientName(line)).join(' ')));

describe('serving a recipe with another side', () => {
  it(`answers yes or no about the dish itself, for ${DRAWS} random main courses and sides`, async () => {
    const random = seededRandom(4242);
    const plats = RECIPES.filter((r) => r.type === 'plat');
    for (let i = 0; i < DRAWS; i++) {
      const dish = plats[Math.floor(random() * plats.length)];
      const had = dish.ingredients.map(sideOf).find(Boolean);
      const others = SIDE_STARCHES.filter((s) => s !== had);
      const side = others[Math.floor(random() * others.length)];
      const question = had ? `pas de ${had.noun}, je peux servir avec ${side.said} ?` : `je peux le servir avec ${side.said} ?`;
      const reply = await ask(question, {}, await converse([`La recette de ${dish.title.toLowerCase()} ?`]));
      const about = { id: dish.id, question };
      const title = dish.title.replace(/[()]/g, '.');
      expect({ ...about, first: reply.split('\n')[0] }).toEqual({ ...about, first: expect.stringMatching(new RegExp(`^(?:(?:Oui|Non, pas à la place)\\b.*« ${title} »|« ${title} » se sert déjà avec)`)) });
      expect(suggestedRecipes(reply)).toEqual([]);
      expect(givenRecipe(reply)).toBeUndefined();
      if (reply.startsWith('Oui')) {
        // Gram for gram the dry starch it replaces, for the recipe's servings.
        const line = dish.ingredients.find((l) => sideOf(l) === had);
        const parsed = line ? parseIngredientLine(line) : undefined;
        if (had?.dry && side.dry && parsed?.unit === 'g') expect(reply).toMatch(new RegExp(`faites cuire ${Math.round(parsed.quantity! / 10) * 10}\\sg ${side.noun.startsWith('a') ? "d'" : 'de '}${side.noun}`));
        else expect(reply).toMatch(new RegExp(`faites cuire \\d+\\sg`));
      }
    }
  });

  it('« je peux servir avec du riz a la place ? » after the hachis says no: its potatoes are the dish', async () => {
    const reply = await ask('je peux servir avec du riz a la place ?', {}, await converse(['La recette du hachis parmentier ?']));
    expect(reply).toMatch(/^Non, pas à la place : dans « Hachis parmentier », les pommes de terre font partie du plat/);
  });

  it('« pas de spaghetti, je peux servir avec du riz ? » serves the bolognaise on rice, as much as the spaghetti', async () => {
    const reply = await ask('pas de spaghetti, je peux servir avec du riz ?', {}, await converse(['La recette des spaghetti à la bolognaise ?']));
    expect(reply).toMatch(/^Oui, « Spaghetti à la bolognaise » se sert .* avec du riz/);
    expect(reply).toMatch(/faites cuire 400\sg de riz/);
    expect(reply).toMatch(/^Riz basmati/m);
  });
});
