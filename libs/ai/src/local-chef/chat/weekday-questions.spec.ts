import type { ChatTurn } from '../../types';
import { containsFood } from '../food-match';
import { LEFTOVER_SAFETY } from '../knowledge/leftovers';
import { FridgeMatcher } from '../../generation/fridge-match';
import { PORTIONS } from '../knowledge/portions';
import { RATIOS } from '../knowledge/ratios';
import { ask, converse, givenLines, givenRecipe, recipe, suggestedRecipes } from './chat-test-helpers';
import { usesOven } from './recipe-constraints';

// Thirty questions a family types to the chef on a phone on a weekday (typos, no accents, SMS
// style), half of them right after a recipe. Each is checked for the property its answer must have
// (stays on the recipe, names the leftover, says the recipe has no such food…), not for its wording.

const HACHIS = 'La recette du hachis parmentier ?';
const QUICHE = 'La recette de la quiche aux poireaux ?';
const BOLO = 'La recette des spaghetti à la bolognaise ?';
const CREPES = 'Tu peux me donner la recette des crêpes au sucre et au citron ?';
const CHILI = 'La recette du chili sin carne ?';
const PASTA = 'La recette des pâtes à la tomate et au basilic ?';

/** The cupboard's basics (salt, pepper, water, oil) a composed dish may add to what is named. */
const PANTRY = new FridgeMatcher([], []);

const conversations = new Map<string, ChatTurn[]>();
async function after(first: string, question: string): Promise<string> {
  if (!conversations.has(first)) conversations.set(first, await converse([first]));
  return ask(question, {}, conversations.get(first));
}

/** The reply gives `id` again, with the line of `food` replaced (« • 40 g de beurre → … »). */
function staysOnRecipeReplacing(reply: string, id: string, food: RegExp) {
  expect(givenRecipe(reply)).toBe(recipe(id));
  expect(reply.split('\n').some((line) => line.startsWith('• ') && line.includes(' → ') && food.test(line.split(' → ')[0]))).toBe(true);
}

/** The reply says the recipe has no `food`, and offers nothing to replace it with. */
function saysNotInRecipe(reply: string, title: string, food: string) {
  expect(reply).toContain(`« ${title} » ne contient pas ${food}`);
  expect(reply).not.toMatch(/Pour remplacer|Je vous propose plutôt/);
}

describe('after a recipe, the answer is about that recipe', () => {
  it('« jai plus de beurre » replaces the butter of the hachis parmentier', async () => staysOnRecipeReplacing(await after(HACHIS, 'jai plus de beurre'), 'hachis-parmentier', /beurre/));
  it('« je peux le congeler ? » says how the hachis freezes', async () => {
    const reply = await after(HACHIS, 'je peux le congeler ?');
    expect(reply).toContain('« Hachis parmentier »');
    expect(reply).toMatch(/Congélation/);
  });
  it('« g pas de carotte je fais comment » replaces the carrot, never another recipe', async () => staysOnRecipeReplacing(await after(HACHIS, 'g pas de carotte je fais comment'), 'hachis-parmentier', /carotte/));
  it('« jai pas de pate brisee » replaces the pastry of the quiche', async () => staysOnRecipeReplacing(await after(QUICHE, 'jai pas de pate brisee'), 'quiche-poireaux-gruyere', /pâte brisée/));
  it('« g pas de gruyere je mets koi » replaces the gruyère of the quiche', async () => staysOnRecipeReplacing(await after(QUICHE, 'g pas de gruyere je mets koi'), 'quiche-poireaux-gruyere', /gruyère/));
  it('« sa se garde combien de tps au frigo » says how long the quiche keeps', async () => {
    const reply = await after(QUICHE, 'sa se garde combien de tps au frigo');
    expect(reply).toContain('« Quiche aux poireaux et gruyère »');
    expect(reply).toMatch(/\d+ jours/);
  });
  it('« jai pas de vin rouge » says the bolognaise has no wine', async () => saysNotInRecipe(await after(BOLO, 'jai pas de vin rouge'), 'Spaghetti à la bolognaise', 'de vin'));
  it('« c bon pour un bebe de 18 mois ? » reads the bolognaise for a baby: its salt to adapt, its other lines fine', async () => {
    const reply = await after(BOLO, 'c bon pour un bebe de 18 mois ?');
    expect(reply).toMatch(/bébé.*médecin/);
    expect(reply).toContain('« Spaghetti à la bolognaise » pour un bébé de 18 mois');
    const [fine, adapt] = reply.split('à retirer ou adapter');
    expect(adapt).toMatch(/^ +– sel\b/m);
    expect(fine).toMatch(/convient : .*bœuf haché/);
    expect(reply).not.toContain('dès 4 à 6 mois');
  });
  it('« jai plus d huile d olive » cooks the bolognaise in butter', async () => staysOnRecipeReplacing(await after(BOLO, 'jai plus d huile d olive'), 'spaghetti-bolognaise', /huile d'olive/));
  it('« jai plus de lait » replaces the milk of the crêpes (lacking milk is no lactose-free diet)', async () => {
    const reply = await after(CREPES, 'jai plus de lait');
    staysOnRecipeReplacing(reply, 'crepes-sucre-citron', /lait/);
    expect(reply).not.toMatch(/^• 30 g de beurre → /m);
  });
  it('« la pate doit reposer combien de temps » quotes the crêpes’ resting step, not the cooking of pasta', async () => {
    const reply = await after(CREPES, 'la pate doit reposer combien de temps');
    expect(reply).toContain('« Crêpes au sucre et au citron »');
    expect(reply).toContain(recipe('crepes-sucre-citron').instructions.find((s) => /reposer/.test(s)));
    expect(reply).not.toMatch(/Pâtes sèches/);
  });
  it('« c pas trop epice pour les enfants ? » says what burns in the chili', async () => {
    const reply = await after(CHILI, 'c pas trop epice pour les enfants ?');
    expect(reply).toContain('« Chili sin carne »');
    expect(reply).toMatch(/piment/);
  });
  it('« jai pas de haricots rouges » replaces the beans of the chili, never another recipe', async () => staysOnRecipeReplacing(await after(CHILI, 'jai pas de haricots rouges'), 'chili-sin-carne', /haricots rouges/));
  it('« jai pas de fromage rape » says the chili has no cheese', async () => saysNotInRecipe(await after(CHILI, 'jai pas de fromage rape'), 'Chili sin carne', 'de fromage'));
  it('« pas de riz, je peux servir avec des pates ? » serves the chili with pasta, for its servings, not pasta recipes', async () => {
    const reply = await after(CHILI, 'pas de riz, je peux servir avec des pates ?');
    expect(reply).toMatch(/^Oui, « Chili sin carne » se sert .* avec des pâtes à la place du riz/);
    // The rice line of the recipe (250 g for 4) becomes as much pasta, cooked as pasta is.
    const grams = recipe('chili-sin-carne').ingredients.map((line) => /^(\d+) g de riz$/.exec(line)?.[1]).find(Boolean);
    expect(reply).toMatch(new RegExp(`Pour 4\\spersonnes, faites cuire ${grams}\\sg de pâtes`));
    expect(reply).toMatch(/^Pâtes sèches : /m);
    expect(suggestedRecipes(reply)).toEqual([]);
  });
  it('« jai pas de parmesan » replaces the parmesan of the pasta', async () => staysOnRecipeReplacing(await after(PASTA, 'jai pas de parmesan'), 'pates-tomate-basilic', /parmesan/));
});

describe('without a recipe, the answer is about what is asked', () => {
  it('« c koi un repas rapide pour ce soir » proposes main courses', async () => {
    const listed = suggestedRecipes(await ask('c koi un repas rapide pour ce soir'));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.type === 'plat')).toBe(true);
  });
  it.each([
    ['idee repas avec des pates et du thon', ['pâtes', 'thon']],
    ['il me reste du jambon et des courgettes je fais quoi', ['jambon', 'courgettes']],
  ])('« %s » composes a dish of exactly what is named (no recipe has both), then the recipes that use it', async (question, foods) => {
    const reply = await ask(question, { servings: 3 });
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => !foods.some((food) => containsFood(r.ingredients, food))).map((r) => r.id)).toEqual([]);
    // The whole recipe given holds every food named, and nothing else but the cupboard's basics, for the household.
    const lines = givenLines(reply);
    expect(foods.every((food) => containsFood(lines, food))).toBe(true);
    expect(lines.filter((line) => !foods.some((food) => containsFood([line], food)) && !PANTRY.isStaple(line))).toEqual([]);
    expect(reply).toMatch(/ — [^\n]*pour 3\spersonnes/);
  });
  it('« il me reste du jambon et du fromage je fais quoi » lists first the recipe that has both, its cheese read as a fromage (the galettes complètes)', async () => {
    const listed = suggestedRecipes(await ask('il me reste du jambon et du fromage je fais quoi', { servings: 3 }));
    expect(listed[0]?.id).toBe('galettes-sarrasin-completes');
    expect(containsFood(listed[0]!.ingredients, 'jambon') && containsFood(listed[0]!.ingredients, 'fromage')).toBe(true);
  });
  it('« combien de temps pour des oeufs durs » gives the minutes of a hard-boiled egg', async () => expect(await ask('combien de temps pour des oeufs durs')).toMatch(/^Œuf dur : \d+ à \d+ minutes/));
  it('« riz basmati combien d eau » gives the water for rice', async () => expect(await ask('riz basmati combien d eau')).toMatch(/volume de riz pour [\d,]+ volume d'eau/));
  it('« riz basmati combien d eau » works the ratio out for the household, never for an arbitrary kilo', async () => {
    const reply = await ask('riz basmati combien d eau', { servings: 3 });
    const rice = PORTIONS.find((p) => p.id === 'riz')!;
    const each = Math.round((rice.adult[0] + rice.adult[1]) / 20) * 10;
    expect(reply).not.toMatch(/1 kg/);
    const worked = new RegExp(`Pour 3\\spersonnes .*: ${each * 3}\\sg de riz et ([\\d,]+)\\scl d'eau`).exec(reply);
    expect(worked).not.toBeNull();
    const water = RATIOS.find((r) => r.id === 'eau-riz')!;
    expect(Number(worked![1].replace(',', '.')) * 10).toBeCloseTo((water.amount * each * 3) / water.per.quantity, -1);
  });
  it('« on peut congeler du pain ? » says how bread freezes', async () => expect(await ask('on peut congeler du pain ?')).toMatch(/^Congélation :.*\n.*pain/));
  it('« comment faire une bechamel sans grumeaux » says how to avoid lumps', async () => expect(await ask('comment faire une bechamel sans grumeaux')).toMatch(/grumeaux.*béchamel/s));
  it('« mon fils mange pas de legumes koi faire » gets tips and dishes for a child who refuses vegetables', async () => {
    const reply = await ask('mon fils mange pas de legumes koi faire');
    expect(reply).toMatch(/enfant boude les légumes/);
    expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
  });
  it('« reste de pates » names the leftover pasta', async () => expect(await ask('reste de pates')).toMatch(/^Des pâtes cuites/));
  it('« quest ce que je fais avec un reste de pot au feu » names the leftover stew, with the safety line', async () => {
    const reply = await ask('quest ce que je fais avec un reste de pot au feu');
    expect(reply).toMatch(/pot-au-feu/);
    expect(reply).toContain(LEFTOVER_SAFETY);
  });
  it('« un dessert rapide sans four » proposes desserts without an oven', async () => {
    const listed = suggestedRecipes(await ask('un dessert rapide sans four'));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => r.type !== 'dessert' || usesOven(r)).map((r) => r.id)).toEqual([]);
  });
  it('« combien de pates pour 4 personnes » gives the amount for 4', async () => expect(await ask('combien de pates pour 4 personnes')).toMatch(/Pour 4\spersonnes : \d+ à \d+\sg/));
  it('« poulet roti au four combien de temps » gives the roasting time of a chicken', async () => expect(await ask('poulet roti au four combien de temps')).toMatch(/^Poulet entier.*°C/));
  it('« il me reste du riz d hier c encore bon ? » says the safety line of leftover rice first', async () => {
    const reply = await ask('il me reste du riz d hier c encore bon ?');
    expect(reply.startsWith(LEFTOVER_SAFETY)).toBe(true);
    expect(reply).toMatch(/reste de riz/);
  });
  it('« menu pas cher pour la semaine » gets meals on a budget', async () => expect(await ask('menu pas cher pour la semaine')).toMatch(/sans coûter cher/));
});
