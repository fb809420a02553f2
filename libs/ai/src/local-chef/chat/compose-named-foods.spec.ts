import { FridgeMatcher } from '../../generation/fridge-match';
import { MARKET_BASKET } from '../compose/market-basket';
import { containsFood } from '../food-match';
import { RECIPES } from '../recipes';
import { seededRandom } from '../seeded-random';
import { mentionedFoods } from './answer-suggestions';
import { toWords } from './text-match';
import { ask, givenLines, givenRecipe, suggestedRecipes } from './chat-test-helpers';

// « Idée repas avec X et Y » where no recipe of the collection has both: the chef composes one of
// exactly those foods (and the cupboard's basics), for the household. Foods drawn at random from
// the everyday foods a household buys (the market basket), two or three at a time.

const PANTRY = new FridgeMatcher([], []);
// Foods the chat reads as one food of its vocabulary (every food of the composing chef's table, see food-vocabulary.spec.ts).
const KNOWN = MARKET_BASKET.filter((name) => mentionedFoods(toWords(name), name).length === 1);
const DRAWS = 40;

function draw(random: () => number): string[] {
  const count = random() < 0.5 ? 2 : 3;
  const picked = new Set<string>();
  while (picked.size < count) picked.add(KNOWN[Math.floor(random() * KNOWN.length)]);
  return [...picked];
}

describe('a meal of foods no recipe has together is composed of exactly them', () => {
  it(`holds every food named and nothing else but the basics, for the household, over ${DRAWS} seeded draws`, async () => {
    const random = seededRandom(20261129);
    let lacking = 0;
    let composed = 0;
    for (let i = 0; i < DRAWS; i++) {
      const foods = draw(random);
      const servings = 1 + Math.floor(random() * 6);
      const reply = await ask(`idee repas avec ${foods.join(' et ')}`, { servings });
      // « Un repas » asks for a main course: a starter holding them all is no answer to it.
      const inCollection = RECIPES.some((r) => r.type === 'plat' && foods.every((food) => containsFood(r.ingredients, food)));
      const lines = givenLines(reply);
      if (lines.length === 0) {
        if (!inCollection) lacking++;
        continue;
      }
      // A whole recipe given: the composed one, never a recipe of the collection passed off as it.
      expect({ foods, recipe: givenRecipe(reply)?.id }).toEqual({ foods, recipe: undefined });
      expect({ foods, missing: foods.filter((food) => !containsFood(lines, food)) }).toEqual({ foods, missing: [] });
      expect({ foods, extra: lines.filter((line) => !foods.some((food) => containsFood([line], food)) && !PANTRY.isStaple(line)) }).toEqual({ foods, extra: [] });
      expect(reply).toMatch(new RegExp(` — [^\\n]*pour ${servings}\\s(?:personnes?)`));
      expect(inCollection).toBe(false);
      composed++;
      lacking++;
      // The collection's recipes follow, each using one of the foods.
      expect(suggestedRecipes(reply).every((r) => foods.some((food) => containsFood(r.ingredients, food)))).toBe(true);
    }
    // Before the composing chef answered them, none got a dish; now 11 of 37 do (three random foods
    // such as « yaourt, tofu et viande » make no plat). The floor keeps that share from going back.
    expect(composed / lacking).toBeGreaterThanOrEqual(0.25);
  });
});

describe('a dish of named foods never says they wait in the fridge', () => {
  // « Des pâtes au chou-fleur : un plat familial qui fait la part belle à ce qui attend dans le
  // frigo » was said of foods only named in the question. Starches whose dishes tell where their
  // foods come from, each with a food of the basket drawn at random.
  const STARCHES = ['des pâtes', 'des gnocchis', 'du riz', 'de la pâte à pizza', 'des pommes de terre'];
  it(`tells the dish's foods as the user's own, over ${DRAWS} seeded draws`, async () => {
    const random = seededRandom(20261201);
    const fridgeSaid: string[] = [];
    let composed = 0;
    for (let i = 0; i < DRAWS; i++) {
      const question = `idee repas avec ${STARCHES[i % STARCHES.length]} et ${KNOWN[Math.floor(random() * KNOWN.length)]}`;
      const reply = await ask(question);
      if (givenLines(reply).length === 0) continue;
      composed++;
      const told = reply.split('\nIngrédients :')[0];
      if (/frigo/.test(told)) fridgeSaid.push(`${question} → ${told}`);
    }
    expect(fridgeSaid).toEqual([]);
    // About half the draws make a dish (19 of 40): the floor keeps the check from passing on none.
    expect(composed).toBeGreaterThanOrEqual(DRAWS / 4);
  });
});
