import { kitchenToday, type DietaryRestriction } from '#contracts';
import { ingredientsOutsideFridge, staplesOrDefault } from '../../generation/fridge-match';
import { freshFridge } from '../../generation/fridge-freshness';
import { overStock } from '../../generation/fridge-stock';
import { randomFridge } from '../../testing/random-fridges';
import type { FridgeItem } from '../../types';
import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { RICH_FOODS } from '../knowledge/recipe-constraints';
import { seededRandom } from '../seeded-random';
import { ask, converse, givenLines, suggestedRecipes } from './chat-test-helpers';

const TODAY = kitchenToday();
const inDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The ingredient lines of the first whole recipe a reply gives, without their bullets. */
function firstRecipeLines(reply: string): string[] {
  const lines = reply.split('\n');
  const start = lines.indexOf('Ingrédients :');
  if (start < 0) return [];
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.replace(/^• /, ''));
}

const FROM_FRIDGE = /^Avec ce qu'il y a dans votre frigo.*, sans rien acheter :\n.+ — (plat|dessert|entrée), \d+\u00a0min, \w+, pour \d+\u00a0personnes?\.$/m;

describe('the offline chef cooks from the fridge alone when asked what to make with it', () => {
  const family: FridgeItem[] = [
    { name: 'Poireaux', quantity: 3, unit: 'unité', expirationDate: inDays(3) },
    { name: 'Pommes de terre', quantity: 1, unit: 'kg', expirationDate: inDays(20) },
    { name: 'Lardons', quantity: 200, unit: 'g', expirationDate: inDays(2) },
    { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: inDays(10) },
    { name: 'Crème fraîche', quantity: 20, unit: 'cl', expirationDate: inDays(5) },
    { name: 'Emmental râpé', quantity: 200, unit: 'g', expirationDate: inDays(-2) },
  ];

  it("gives a whole dish of the family's fridge first, without the expired cheese, then ideas that need shopping", async () => {
    const reply = await ask("Qu'est-ce que je peux faire ce soir avec ce que j'ai ?", { fridge: family, servings: 4 });
    expect(reply).toMatch(FROM_FRIDGE);
    const lines = firstRecipeLines(reply);
    expect(lines.length).toBeGreaterThan(2);
    expect(ingredientsOutsideFridge(lines, freshFridge(family, TODAY).fresh, [])).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/emmental/i);
    expect(reply).toMatch(/Laissé de côté, date dépassée : emmental râpé/);
    expect(reply).toMatch(/\nAvec quelques courses, vous pourriez aussi faire :\n• /);
  });

  it.each([
    "Qu'est-ce que je peux faire ce soir avec ce que j'ai ?",
    'que faire avec mon frigo',
    "que faire avec ce qu'il me reste",
    "Qu'est-ce qu'on mange demain midi ?",
    'idée de repas pour demain soir',
    'Que cuisiner avec ce qui expire bientôt ?',
    'que faire de ce qui va perimer',
    "qu'est-ce que je cuisine ?",
    "j'ai un quart d'heure, qu'est-ce que je cuisine ?",
    'on a 15 minutes pour manger, une idée ?',
  ])('"%s" on seeded random fridges: only fresh fridge items and cupboard basics, within the household\'s rules', async (question) => {
    const random = seededRandom(20261128);
    const households: { restrictions: DietaryRestriction[]; avoidedFoods: string[] }[] = [
      { restrictions: [], avoidedFoods: [] },
      { restrictions: ['vegetarian'], avoidedFoods: [] },
      { restrictions: [], avoidedFoods: ['champignons', 'poivron'] },
      { restrictions: ['dairyFree'], avoidedFoods: ['œufs'] },
    ];
    let composed = 0;
    const fridges = 40;
    for (let i = 0; i < fridges; i++) {
      const fridge = randomFridge(random, { today: TODAY, expiredShare: 0.2 });
      const household = households[i % households.length];
      const reply = await ask(question, { fridge, servings: 1 + (i % 5), ...household });
      if (!FROM_FRIDGE.test(reply)) continue;
      composed++;
      const lines = firstRecipeLines(reply);
      expect({ fridge, lines, outside: ingredientsOutsideFridge(lines, freshFridge(fridge, TODAY).fresh, []) }).toEqual({ fridge, lines, outside: [] });
      expect(findRestrictionViolations(lines, household.restrictions)).toEqual([]);
      expect(findAvoidedFoods(lines, household.avoidedFoods)).toEqual([]);
    }
    // Most fridges make a main course of their own (the composer's own benchmark: about 95 %).
    expect(composed).toBeGreaterThanOrEqual(fridges * 0.7);
  });

  it('cooks for the people the question says (« on est 6 ce soir »), else for the household', async () => {
    const forSix = await ask('On est 6 ce soir, une idée de plat ?', { fridge: family, servings: 2 });
    expect(forSix).toMatch(/^.+ — plat, \d+\u00a0min, \w+, pour 6\u00a0personnes\.$/m);
    expect(ingredientsOutsideFridge(firstRecipeLines(forSix), family, ['sel', 'poivre', 'eau', 'huile'])).toEqual([]);
    expect(await ask('Une idée de plat pour ce soir ?', { fridge: family, servings: 2 })).toMatch(/^.+ — plat, \d+\u00a0min, \w+, pour 2\u00a0personnes\.$/m);
    expect(await ask('Que faire avec les poireaux pour 3 ?', { fridge: family, servings: 2 })).toMatch(/^.+ — plat, \d+\u00a0min, \w+, pour 3\u00a0personnes\.$/m);
  });

  it('says the diet a question asks for on the dish of the fridge (« version sans gluten »), and keeps to it', async () => {
    const reply = await ask('Un plat végétarien pour ce soir ?', { fridge: family, servings: 2 });
    expect(reply).toMatch(/^Avec ce qu'il y a dans votre frigo.*, sans rien acheter, version végétarienne :$/mu);
    expect(findRestrictionViolations(firstRecipeLines(reply), ['vegetarian'])).toEqual([]);
  });

  it('"que faire avec le poulet ?" when the fridge holds it: a dish of the fridge that uses it first, then ideas that need shopping', async () => {
    const fridge: FridgeItem[] = [
      { name: 'Poulet', quantity: 600, unit: 'g', expirationDate: inDays(1) },
      { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: inDays(3) },
      { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: inDays(10) },
      { name: 'Emmental râpé', quantity: 200, unit: 'g', expirationDate: inDays(10) },
    ];
    const reply = await ask('Que faire avec le poulet qui expire demain ?', { fridge, servings: 3 });
    expect(reply).toMatch(/^Avec le poulet de votre frigo, sans rien acheter :\n.+ — plat, \d+\u00a0min, \w+, pour 3\u00a0personnes\.$/m);
    const lines = firstRecipeLines(reply);
    expect(lines.some((line) => /poulet/i.test(line))).toBe(true);
    expect(ingredientsOutsideFridge(lines, fridge, [])).toEqual([]);
    expect(reply).toMatch(/\nAvec quelques courses, vous pourriez aussi faire :\n• /);
    // Not in the fridge: the collection's ideas, as before.
    expect(await ask('Que faire avec du saumon ?', { fridge, servings: 3 })).toMatch(/^Avec du saumon, je vous propose :\n• /);
  });

  it('« des oeufs et du fromage » are the fridge’s eggs and comté; « les pommes » make a dessert of the fridge when no plat takes them', async () => {
    const fridge: FridgeItem[] = [
      { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: inDays(10) },
      { name: 'Comté', quantity: 250, unit: 'g', expirationDate: inDays(15) },
      { name: 'Pommes', quantity: 4, unit: 'unité', expirationDate: null },
      { name: 'Lait', quantity: 1, unit: 'l', expirationDate: inDays(5) },
    ];
    const cheese = await ask("j'ai des oeufs et du fromage, une idée pour ce soir ?", { fridge, servings: 2 });
    expect(cheese).toMatch(/^Avec les œufs et le fromage de votre frigo, sans rien acheter :\n.+ — plat, /m);
    const lines = firstRecipeLines(cheese);
    expect(lines.some((line) => /comté/i.test(line)) && lines.some((line) => /oeufs|œufs/i.test(line))).toBe(true);
    expect(ingredientsOutsideFridge(lines, fridge, staplesOrDefault([]))).toEqual([]);
    const apples = await ask('quoi faire avec les pommes ?', { fridge, servings: 2 });
    expect(apples).toMatch(/^Avec les pommes de votre frigo, sans rien acheter :\n.+ — dessert, /m);
    expect(ingredientsOutsideFridge(firstRecipeLines(apples), fridge, staplesOrDefault([]))).toEqual([]);
  });

  it('over seeded random fridges, a food named from the fridge is in the dish composed for it, with fridge items only', async () => {
    const random = seededRandom(20261129);
    let composed = 0;
    for (let i = 0; i < 40; i++) {
      const fridge = randomFridge(random, { today: TODAY, expiredShare: 0 });
      const named = fridge[Math.floor(random() * fridge.length)];
      const reply = await ask(`que faire avec ${named.name.toLowerCase()} ?`, { fridge, servings: 2 });
      if (!/^Avec .+ de votre frigo, sans rien acheter :/.test(reply)) continue;
      composed++;
      const lines = firstRecipeLines(reply);
      expect({ named: named.name, lines, outside: ingredientsOutsideFridge(lines, fridge, []) }).toEqual({ named: named.name, lines, outside: [] });
      expect({ named: named.name, uses: lines.some((line) => ingredientsOutsideFridge([line], [named], []).length === 0) }).toEqual({ named: named.name, uses: true });
    }
    // 35 of 40 (23 when a fruit or a cheese named alone found no plat and no dish of its family was looked for).
    expect(composed).toBeGreaterThanOrEqual(30);
  });

  it('answers a meal moment with the right dish type, from the collection when the fridge is empty', async () => {
    const lunch = await ask("Qu'est-ce qu'on mange demain midi ?");
    expect(suggestedRecipes(lunch).length).toBeGreaterThan(0);
    for (const r of suggestedRecipes(lunch)) expect(r.type).toBe('plat');
    const snack = await ask('Une idée pour le goûter des enfants ?');
    expect(suggestedRecipes(snack).length).toBeGreaterThan(0);
    for (const r of suggestedRecipes(snack)) expect(r.type).toBe('dessert');
    expect(await ask('on mange quoi dimanche ?')).toMatch(/^Quelques idées pour un plat :\n• /);
    expect(await ask('je sais pas quoi faire a manger')).toMatch(/^Quelques idées pour un plat :\n• /);
    expect(await ask('que faire ce week-end pour les enfants')).toMatch(/^Quelques idées pour un plat pour les enfants :\n• /);
  });

  it('keeps "léger" on the dish composed from seeded random fridges: none of the rich foods', async () => {
    const random = seededRandom(7);
    let composed = 0;
    for (let i = 0; i < 30; i++) {
      const fridge = randomFridge(random, { today: TODAY });
      const reply = await ask('un dîner léger ce soir ?', { fridge, servings: 3 });
      if (!FROM_FRIDGE.test(reply)) continue;
      composed++;
      expect(findAvoidedFoods(firstRecipeLines(reply), RICH_FOODS)).toEqual([]);
    }
    expect(composed).toBeGreaterThan(0);
  });

  it("aims the composed dish at the household's difficulty, easy when it is not known", async () => {
    const random = seededRandom(20261125);
    const question = "Qu'est-ce que je peux faire ce soir avec ce que j'ai ?";
    const level = (reply: string) => / — plat, \d+\u00a0min, (\w+),/.exec(reply)?.[1];
    const notEasy = { facile: 0, unknown: 0, moyen: 0 };
    for (let i = 0; i < 60; i++) {
      const fridge = randomFridge(random, { today: TODAY });
      if (level(await ask(question, { fridge, servings: 2, difficulty: 'facile' })) === 'moyen') notEasy.facile++;
      if (level(await ask(question, { fridge, servings: 2 })) === 'moyen') notEasy.unknown++;
      if (level(await ask(question, { fridge, servings: 2, difficulty: 'moyen' })) === 'moyen') notEasy.moyen++;
    }
    expect(notEasy.unknown).toBe(notEasy.facile);
    expect(notEasy.moyen).toBeGreaterThan(notEasy.facile);
  });

  it.each(["Une soupe avec ce qu'il y a ?", "qu'est-ce que je fais avec ce qu'on a ?", 'un plat avec ce qui reste ?'])('« %s » is the fridge too: a dish of it, not the collection’s ideas to shop for', async (question) => {
    const reply = await ask(question, { fridge: family, servings: 4 });
    expect(reply).toMatch(FROM_FRIDGE);
    expect(ingredientsOutsideFridge(firstRecipeLines(reply), family, staplesOrDefault([]))).toEqual([]);
  });

  it('« qu’est-ce qu’il y a dans une quiche ? » still asks what the dish holds, not the fridge', async () => {
    expect(await ask("Qu'est-ce qu'il y a dans une quiche ?", { fridge: family, servings: 4 })).not.toMatch(FROM_FRIDGE);
  });

  it('keeps the question\'s wishes on the composed dish ("rapide")', async () => {
    const reply = await ask('Un plat rapide pour ce soir ?', { fridge: family, servings: 4 });
    expect(reply).toMatch(FROM_FRIDGE);
    const minutes = Number(/ — plat, (\d+)\u00a0min/.exec(reply)?.[1]);
    expect(minutes).toBeLessThanOrEqual(41);
  });
});

describe("the chat's dishes of the fridge take the household's cupboard (« Mon placard »)", () => {
  const fridge: FridgeItem[] = [
    { name: 'Lait demi-écrémé', quantity: 1.5, unit: 'l', expirationDate: inDays(6) },
    { name: 'Œufs', quantity: 2, unit: 'unité', expirationDate: inDays(10) },
    { name: 'Cannelle', quantity: 30, unit: 'g', expirationDate: null },
  ];
  const question = "Quel dessert avec ce qu'il y a dans mon frigo ?";

  it('composes the dessert the cupboard allows, its sugar listed and never to buy', async () => {
    const reply = await ask(question, { fridge, servings: 4, staples: ['sel', 'poivre', 'eau', 'huile', 'sucre'] });
    expect(reply).toMatch(FROM_FRIDGE);
    expect(firstRecipeLines(reply).some((line) => /de sucre$/u.test(line))).toBe(true);
    expect(reply).not.toMatch(/Il vous faudra aussi : [^\n]*sucre/u);
  });

  it('lists first, among ideas that use as much of the fridge, the one with the least to buy', async () => {
    // No date to tell the ideas apart: « Rissoles aux poires » (four things to buy) came before « Crème caramel » (two).
    const undated = fridge.map((item) => ({ ...item, expirationDate: null }));
    const reply = await ask(question, { fridge: undated, servings: 4 });
    const ideas = reply.split('\n').filter((line) => line.startsWith('• '));
    expect(ideas.length).toBeGreaterThan(1);
    expect(ideas[0]).toMatch(/^• Crème caramel \(.+Il vous faudra aussi : sucre et sucre vanillé\.$/u);
  });

  it('names the basic a dish of the fridge lacks when the cupboard has none, as the generator does', async () => {
    const reply = await ask(question, { fridge, servings: 4 });
    expect(reply).toMatch(/^Avec ce qu'il y a dans votre frigo(?: \(à utiliser en premier : [^)]+\))?, il ne manque qu'un basique du placard\. « Œufs au lait à la cannelle » demande aussi : sucre\. Ajoutez-le au frigo, ou à « Mon placard » dans les paramètres si vous en avez toujours\.$/mu);
    expect(reply).toMatch(/\nAvec quelques courses, vous pourriez aussi faire :\n• /u);
  });
});

describe('a meal of the fridge, course by course', () => {
  it('« et un dessert ? », « et une entrée ? » after a dish of the fridge are made of what the meal leaves of it, over 30 seeded fridges', async () => {
    const random = seededRandom(20261202);
    let meals = 0;
    for (let i = 0; i < 30; i++) {
      const fridge = randomFridge(random, { today: TODAY, expiredShare: 0 });
      const dessert = i % 2 === 0 ? 'et un dessert ?' : "un dessert avec ce qu'il reste ?";
      const turns = await converse(["Qu'est-ce que je fais ce soir avec ce que j'ai ?", dessert, 'et une entrée ?'], { fridge, servings: 1 + (i % 4) });
      const replies = turns.filter((t) => t.role === 'assistant').map((t) => t.content);
      if (!FROM_FRIDGE.test(replies[0]!)) continue;
      const courses = replies.filter((reply) => FROM_FRIDGE.test(reply));
      if (courses.length < 2) continue;
      meals++;
      // Every course of the fridge, cooked together, within what the fridge holds.
      const lines = courses.flatMap(givenLines);
      const fresh = freshFridge(fridge, TODAY).fresh;
      expect({ fridge, lines, over: overStock(lines, fresh, staplesOrDefault([])) }).toEqual({ fridge, lines, over: [] });
      // A course the fridge cannot make gets ideas, never a dish of the fridge it no longer holds.
      for (const reply of replies.slice(1)) if (!FROM_FRIDGE.test(reply)) expect(reply).not.toMatch(/sans rien acheter :\n/);
    }
    expect(meals).toBeGreaterThanOrEqual(15);
  });

  it('says the dessert in the order of the meal: « et un dessert ? » after the chicken is a dessert of the fridge, not ideas to shop for', async () => {
    const fridge: FridgeItem[] = [
      { name: 'Blancs de poulet', quantity: 500, unit: 'g', expirationDate: inDays(2) },
      { name: 'Pommes de terre', quantity: 1.5, unit: 'kg', expirationDate: null },
      { name: 'Carottes', quantity: 6, unit: 'unité', expirationDate: inDays(8) },
      { name: 'Crème fraîche épaisse', quantity: 20, unit: 'cl', expirationDate: inDays(4) },
      { name: 'Yaourts nature', quantity: 4, unit: 'unité', expirationDate: inDays(7) },
      { name: 'Pommes', quantity: 5, unit: 'unité', expirationDate: inDays(10) },
    ];
    const turns = await converse(["Qu'est-ce que je fais ce soir avec ce que j'ai ?", 'et un dessert ?'], { fridge, servings: 4 });
    const dessert = turns.at(-1)!.content;
    expect(dessert).toMatch(/^.+ — dessert, \d+\u00a0min, \w+, pour \d+\u00a0personnes?\.$/m);
    expect(dessert).toMatch(/^Avec ce qu'il y a dans votre frigo/);
    // The chicken went into the main course: it is no longer « à utiliser en premier ».
    expect(dessert.split('\n')[0]).not.toMatch(/poulet/i);
    // Nor is it for a vegetarian dinner.
    const vegetarian = await ask("un plat végétarien avec ce que j'ai ?", { fridge, servings: 4 });
    expect(vegetarian).toMatch(/^Avec ce qu'il y a dans votre frigo \(à utiliser en premier : [^)]+\), sans rien acheter, version végétarienne :/);
    expect(vegetarian.split('\n')[0]).not.toMatch(/poulet/i);
  });
});
