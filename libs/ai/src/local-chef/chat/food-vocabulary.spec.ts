import { agreeWithQuantity } from '#ingredients';
import { foodOf } from '../compose/food-lookup';
import { some } from '../compose/dish-french';
import { FOODS, type Food } from '../compose/foods';
import { containsFood } from '../food-match';
import { seededRandom } from '../seeded-random';
import { mentionedFoods } from './answer-suggestions';
import { fold } from './detect-intent';
import { ask, givenLines, suggestedRecipes } from './chat-test-helpers';
import { toWords } from './text-match';

// The composing chef's food table is the project's one list of foods: the chat reads every food of
// it, as a family types it (« des poireaux », « de la viande hachee », no accents), even one no
// recipe of the collection uses (« du cabillaud »). Foods drawn at random from the table.

const DRAWS = 30;

/** « des poireaux », « de la viande hachée », « du cabillaud »; without accents half the time, as typed on a phone. */
function typed(food: Food, random: () => number): string {
  const said = some(food).toLowerCase();
  return random() < 0.5 ? fold(said) : said;
}

/** The foods of the table a question is read as naming. */
const readIn = (question: string) => mentionedFoods(toWords(question), question).map((f) => foodOf(f.name));

describe('the chat reads every food of the composing chef’s table', () => {
  it(`reads « idée repas avec X et Y » and « j'ai X, je fais quoi ? » as exactly the foods named, over ${DRAWS} seeded draws`, async () => {
    const random = seededRandom(20261130);
    const odd: unknown[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const [a, b] = [FOODS[Math.floor(random() * FOODS.length)], FOODS[Math.floor(random() * FOODS.length)]];
      if (a === b) continue;
      const [x, y] = [typed(a, random), typed(b, random)];
      const pair = `idée repas avec ${x} et ${y}`;
      const single = `j'ai ${x}, je fais quoi ?`;
      const pairRead = readIn(pair).map((f) => f?.name);
      if (pairRead.join() !== [a.name, b.name].join()) odd.push({ pair, read: pairRead });
      const singleRead = readIn(single).map((f) => f?.name);
      if (singleRead.join() !== a.name) odd.push({ single, read: singleRead });
      // The reply's opening says what it understood: both foods, never only the one a recipe uses.
      const opening = (await ask(pair)).split('\n')[0];
      const missing = [a, b].filter((f) => !containsFood([opening], f.name)).map((f) => f.name);
      if (missing.length > 0) odd.push({ pair, opening, missing });
    }
    expect(odd).toEqual([]);
  });

  it('answers a food typed without accents with its accents, over seeded draws of the table’s accented foods', async () => {
    const accented = FOODS.filter((f) => fold(f.name) !== f.name.toLowerCase());
    const random = seededRandom(20261203);
    const unaccented: string[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const food = accented[Math.floor(random() * accented.length)];
      const opening = (await ask(`idee repas avec ${fold(some(food))} et du riz`)).split('\n')[0];
      if (![food.name, agreeWithQuantity(food.name, 2)].some((name) => opening.includes(name))) unaccented.push(`${food.name} : ${opening}`);
    }
    expect(unaccented).toEqual([]);
  });

  it('« idée repas avec de la pâte brisée et des poireaux » asks what to make with the dough, never its recipe; « st moret » is « St Môret »', async () => {
    // Once the basic preparation « Pâte sablée (un moule…) », the endives unheard; once « du st môret ».
    const opening = (await ask('idée repas avec de la pâte brisée et des poireaux')).split('\n')[0];
    expect(opening).not.toMatch(/^Pâte brisée/);
    expect(['pâte brisée', 'poireaux'].every((food) => containsFood([opening], food))).toBe(true);
    expect((await ask('idee repas avec du st moret et du riz')).split('\n')[0]).toContain('St Môret');
  });

  it('« viande hachée » is the minced meat of the table, not « viande »', async () => {
    expect(readIn('idee repas avec de la viande hachee et des courgettes').map((f) => f?.name)).toEqual(['viande hachée', 'courgette']);
    const lines = givenLines(await ask('idee repas avec de la viande hachee et des courgettes'));
    expect(lines.some((line) => /viande hachée/.test(line))).toBe(true);
  });

  it('« du cabillaud et des poireaux » gets a dish of both, though no recipe of the collection has cabillaud', async () => {
    const lines = givenLines(await ask('idée repas avec du cabillaud et des poireaux'));
    expect(['cabillaud', 'poireaux'].every((food) => containsFood(lines, food))).toBe(true);
  });
});

describe('a food named after a place is written with its capital, however it was typed', () => {
  // « champignons de paris » typed on a phone: the reply writes « champignons de Paris », in its own
  // sentences and in the dish it composes.
  const placed = FOODS.filter((f) => /^\p{Ll}/u.test(f.name) && /\p{Lu}/u.test(f.name));
  it.each(placed.map((f) => [f.name, f]))('« %s »', async (_, food) => {
    const place = /\p{Lu}[^\s']*$/u.exec(food.name)![0];
    const reply = await ask(`idee repas avec ${some(food).toLowerCase()} et du riz`);
    expect(reply).toContain(place);
    expect(reply).not.toMatch(new RegExp(`(?<!\\p{L})${fold(place).toLowerCase()}(?!\\p{L})`, 'u'));
  });
});

describe('a family of foods is a food to cook with (validation/food-families.ts)', () => {
  // « Que faire avec des marrons ? » got the help: no recipe line names « marrons » alone.
  it.each([
    ['Que faire avec des marrons ?', /^Avec des marrons, je vous propose :/, /châtaigne|marron/i],
    ['Que faire avec des agrumes ?', /^Avec des agrumes, je vous propose :/, /citron|orange|clémentine|pamplemousse/i],
    // Never a salad for its squash seeds (FOODS_MADE_FROM_ANOTHER): once a beetroot salad first.
    ['Que faire avec de la courge ?', /^Avec de la courge, je vous propose :/, /butternut|potiron|potimarron|citrouille/i],
    // A class of meat or fish (validation/dietary-rules.ts, FAMILY_WORDS): once the help, « avec des fruits » a macaronis, ideas without fish.
    ['Que faire avec du poisson ?', /^Avec du poisson, je vous propose :/, /saumon|truite|perche|cabillaud|thon|sardine|maquereau|poisson/i],
    ['Une idée avec de la volaille', /^Avec de la volaille, je vous propose :/, /poulet|dinde|canard|volaille/i],
    ['Un plat de fruits de mer', /^Avec des fruits de mer, je vous propose :/, /crevette|moule|gambas|calamar|noix de saint-jacques/i],
    ['Une recette de poisson pour les enfants', /^Avec du poisson, je vous propose :/, /saumon|truite|perche|cabillaud|thon|sardine|maquereau|poisson/i],
    ['Une recette de poisson', /^Avec du poisson, je vous propose :/, /saumon|truite|perche|cabillaud|thon|sardine|maquereau|poisson/i],
  ])('« %s »', async (question, lead, member) => {
    const reply = await ask(question);
    expect(reply).toMatch(lead);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const recipe of listed) expect(recipe.ingredients.join(' ')).toMatch(member);
  });
});
