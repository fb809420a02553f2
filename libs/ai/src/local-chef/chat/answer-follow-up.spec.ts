import { kitchenToday } from '#contracts';
import { freshFridge } from '../../generation/fridge-freshness';
import { ingredientsOutsideFridge, staplesOrDefault } from '../../generation/fridge-match';
import { overStock } from '../../generation/fridge-stock';
import { randomFridge } from '../../testing/random-fridges';
import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { seededRandom } from '../seeded-random';
import { RECIPES } from '../recipes';
import { FAMILY_QUESTIONS } from '../knowledge/family-questions';
import { stepsUseHeat } from '../knowledge/recipe-constraints';
import { ask, converse, givenLines, givenRecipe, recipe, suggestedRecipes } from './chat-test-helpers';
import { usesOven } from './recipe-constraints';

const CREPES = 'Tu peux me donner la recette des crêpes au sucre et au citron ?';
const TART = 'La recette de la tarte aux abricots du Valais, svp';

describe('the offline chef follows the conversation', () => {
  it.each(['Et pour 8 personnes ?', 'et pour 8 ?', 'Pour huit ?', 'On sera 8'])('"%s" rescales the last recipe it gave', async (followUp) => {
    const earlier = await converse([CREPES]);
    const reply = await ask(followUp, {}, earlier);
    expect(reply).toMatch(/^Voici la recette pour 8\u00a0personnes, quantités recalculées :\nCrêpes au sucre et au citron — dessert, 40\u00a0min, facile, pour 8\u00a0personnes\./);
    // Written for 4: doubled, as a cook writes it.
    expect(reply).toMatch(/^• 500 g de farine$/m);
    expect(reply).toMatch(/^• 8 œufs$/m);
    expect(reply).toMatch(/^• 1 l de lait$/m);
    expect(reply).toMatch(/^1\. Versez la farine/m);
  });

  it('rounds as a cook would, with whole eggs', async () => {
    // The tart is written for 6 with 2 eggs: 2.67 eggs for 8 is 3.
    const reply = await ask('Et pour 8 personnes ?', {}, await converse([TART]));
    expect(reply).toMatch(/^• 3 œufs$/m);
    expect(reply).toMatch(/^• 1,1 kg d'abricots$/m);
    expect(reply).not.toMatch(/\d,\d+ œufs/);
  });

  it('starts from the servings it gave the recipe for, and keeps them for a diet follow-up', async () => {
    const earlier = await converse([CREPES], { servings: 2 });
    expect(earlier[1].content).toMatch(/pour 2\u00a0personnes\./);
    const reply = await ask('sans gluten ?', { servings: 2 }, earlier);
    expect(reply).toMatch(/pour 2\u00a0personnes\./);
    expect(reply).toMatch(/^• 125 g de farine → un mélange sans gluten/m);
  });

  it('"sans gluten ?" adapts the recipe with the substitutions when it can', async () => {
    const reply = await ask('sans gluten ?', {}, await converse([CREPES]));
    expect(givenRecipe(reply)).toBe(recipe('crepes-sucre-citron'));
    expect(reply).toMatch(/^Version sans gluten : remplacez les ingrédients marqués d'une flèche/m);
    expect(reply).toMatch(/^• 250 g de farine → un mélange sans gluten : 60 % de farine de riz/m);
    expect(reply).toMatch(/^• 4 œufs$/m);
  });

  it('"sans gluten ?" proposes another recipe of the type when the recipe cannot be adapted', async () => {
    const reply = await ask('Et sans gluten ?', {}, await converse([TART]));
    expect(reply).toMatch(/^« Tarte aux abricots du Valais » ne se prête pas à une version sans gluten\. Je vous propose plutôt :/);
    const other = givenRecipe(reply)!;
    expect(other.type).toBe('dessert');
    expect(other).not.toBe(recipe('tarte-abricots-valais'));
    expect(findRestrictionViolations(other.ingredients, ['glutenFree'])).toEqual([]);
  });

  it('keeps the versions asked along the conversation: "sans gluten ?" then "et sans lactose ?" then "pour 8 ?"', async () => {
    const earlier = await converse([CREPES, 'sans gluten ?', 'et sans lactose ?']);
    const lactoseFree = earlier[5].content;
    expect(lactoseFree).toMatch(/^Version sans gluten, sans lactose : /m);
    expect(lactoseFree).toMatch(/^• 250 g de farine → un mélange sans gluten/m);
    expect(lactoseFree).toMatch(/^• 50 cl de lait → une boisson de soja ou de riz, au même volume$/m);
    expect(lactoseFree).toMatch(/^• 30 g de beurre → /m);
    const forEight = await ask('Et pour 8 ?', {}, earlier);
    expect(forEight).toMatch(/pour 8\u00a0personnes\./);
    expect(forEight).toMatch(/^Version sans gluten, sans lactose : /m);
    expect(forEight).toMatch(/^• 1 l de lait → une boisson de soja ou de riz, au même volume$/m);
  });

  const TIRAMISU = 'La recette du tiramisu ?';

  it.each(['Et sans oeufs ?', 'sans œufs', 'et sans les oeufs ?'])('"%s" after a tiramisu adapts it: the egg replaced by what suits a cream, the boudoirs by biscuits without eggs', async (followUp) => {
    const earlier = await converse([TIRAMISU], { servings: 2 });
    const reply = await ask(followUp, { servings: 2 }, earlier);
    expect(reply).toMatch(/^Voici la recette adaptée :\nTiramisu — dessert, .*, pour 2\u00a0personnes\.$/m);
    expect(reply).toMatch(/^Version sans œufs : remplacez les ingrédients marqués d'une flèche/m);
    // Tofu "dans les crèmes", not flax seeds "dans les gâteaux": the tiramisu's eggs go in its cream.
    expect(reply).toMatch(/^• 1 œuf → 50 g de tofu soyeux mixé/m);
    // Bought biscuits made with eggs: biscuits made without (knowledge/substitutions.ts) take their place.
    expect(reply).toMatch(/^• 8 boudoirs → des spéculoos, au même poids/m);
    expect(reply).not.toMatch(/Attention : « 8 boudoirs »/);
    expect(reply).toMatch(/^• 80 g de mascarpone$/m);
  });

  it.each([
    ['Et sans café ?', /^• 10 cl de café fort → du cacao non sucré délayé dans de l'eau chaude/m, 'café'],
    ['sans boudoirs ?', /^• 8 boudoirs → des spéculoos/m, 'boudoirs'],
    ["je n'ai pas de boudoirs", /^• 8 boudoirs → des spéculoos/m, 'boudoirs'],
    ['sans gluten ?', /^• 8 boudoirs → des boudoirs sans gluten/m, 'gluten'],
  ])('"%s" after a tiramisu adapts it rather than giving another dessert', async (followUp, line, version) => {
    const reply = await ask(followUp, { servings: 2 }, await converse([TIRAMISU], { servings: 2 }));
    expect(reply).toMatch(/^Voici la recette adaptée :\nTiramisu — dessert, .*, pour 2\u00a0personnes\.$/m);
    expect(reply).toMatch(new RegExp(`^Version sans ${version} : remplacez`, 'm'));
    expect(reply).toMatch(line);
  });

  it('keeps a food left out along the conversation, and leaves it out of another recipe', async () => {
    const earlier = await converse([TIRAMISU, 'sans œufs ?'], { servings: 2 });
    const forSix = await ask('Et pour 6 ?', { servings: 2 }, earlier);
    expect(forSix).toMatch(/pour 6\u00a0personnes\./);
    expect(forSix).toMatch(/^Version sans œufs : /m);
    // 50 g of tofu for each egg: the line counts it for the 3 eggs.
    expect(forSix).toMatch(/^• 3 œufs → 150 g de tofu soyeux/m);
    const other = givenRecipe(await ask('une autre ?', { servings: 2 }, earlier))!;
    expect(other.type).toBe('dessert');
    expect(findAvoidedFoods(other.ingredients, ['œufs'])).toEqual([]);
  });

  it('"j\'ai pas de mascarpone" and "sans sucre ?" adapt the recipe they follow', async () => {
    const earlier = await converse([TIRAMISU], { servings: 2 });
    expect(await ask("j'ai pas de mascarpone", { servings: 2 }, earlier)).toMatch(/^• 80 g de mascarpone → du fromage frais/m);
    // Butter the tiramisu does not have: the recipe does without it, no substitute for a food it never asked for.
    const noButter = await ask("je n'ai pas de beurre", { servings: 2 }, earlier);
    expect(noButter).toMatch(/^Bonne nouvelle : « Tiramisu » ne contient pas de beurre/);
    expect(noButter).not.toMatch(/Pour remplacer/);
    // The same before a vowel: « je n'ai pas d'œufs » about the émincé, which has none.
    expect(await ask("je n'ai pas d'oeufs", {}, await converse(["La recette de l'émincé de veau à la zurichoise"]))).toMatch(/ne contient pas d'œufs/);
    const sugarFree = await ask('sans sucre ?', { servings: 2 }, await converse([CREPES]));
    expect(sugarFree).toMatch(/^Version sans sucre : /m);
    expect(sugarFree).not.toMatch(/→ du sucre/);
  });

  it('reads a food refused as families say it, and not a food qualified', async () => {
    const earlier = await converse([TIRAMISU], { servings: 2 });
    expect(await ask("je n'ai plus d'oeufs", { servings: 2 }, earlier)).toMatch(/^Version sans œufs : /m);
    expect(await ask("pas d'oeufs stp", { servings: 2 }, earlier)).toMatch(/^Version sans œufs : /m);
    expect(await ask('et sans alcool ?', { servings: 2 }, earlier)).toMatch(/^Version sans alcool : aucun ingrédient à changer\./m);
    // "pas trop sucré" asks whether it suits children, not for a sugar-free tiramisu.
    expect(await ask("c'est pas trop sucré pour les enfants ?", { servings: 2 }, earlier)).not.toMatch(/sans sucre/);
  });

  it('never calls a recipe whose wine is its own « sans alcool » as it is: a hot spiced drink for the vin chaud', async () => {
    // The dôle and the fendant are alcohol by their class, not by their name: a line that is nothing but alcohol is replaced or the recipe is not adapted.
    const mulled = await ask('recette de vin chaud sans alcool');
    expect(mulled).toMatch(/^« Vin chaud à la dôle et aux épices » ne se prête pas à une version sans alcool\. Je vous propose plutôt :\nJus de pomme chaud aux épices — /);
    // Said without « recette » (« vin chaud sans alcool ? » read « vin » as a food and listed entrées).
    expect(await ask('vin chaud sans alcool ?')).toBe(mulled);
    const spritz = await ask('et sans alcool ?', {}, await converse(['la recette du spritz au fendant']));
    expect(spritz).toMatch(/^« Spritz au fendant » ne se prête pas à une version sans alcool/);
    for (const reply of [mulled, spritz, await ask('la recette de la fondue sans alcool')]) {
      expect(reply).not.toMatch(/contient alcool/);
      expect(findAvoidedFoods(givenLines(reply), ['alcool'])).toEqual([]);
    }
  });

  it('reads « un tiramisu sans œufs ? » as the book’s dish in that version, and « un gâteau sans œufs ? » as ideas', async () => {
    const tiramisu = await ask('un tiramisu sans oeufs ?');
    expect(givenRecipe(tiramisu)).toBe(recipe('tiramisu'));
    expect(tiramisu).toMatch(/^Version sans œufs : remplacez les ingrédients marqués d'une flèche/m);
    expect(await ask('une quiche lorraine sans lardons ?')).toMatch(/^Quiche lorraine — /m);
    // The only crêpes of the book, the only fondue: named by one word of their titles.
    const crepes = await ask('des crêpes sans gluten ?');
    expect(givenRecipe(crepes)).toBe(recipe('crepes-sucre-citron'));
    expect(crepes).toMatch(/^Version sans gluten : /m);
    expect(await ask('une fondue sans alcool ?')).toMatch(/^« Fondue moitié-moitié » ne se prête pas à une version sans alcool/);
    const cakes = await ask('un gâteau sans oeufs ?');
    expect(cakes).toMatch(/^Quelques idées pour un dessert, sans œufs :$/m);
    expect(suggestedRecipes(cakes).length).toBeGreaterThan(0);
  });

  it('a food the recipe does not have changes nothing, and says so', async () => {
    const reply = await ask('et sans champignons ?', {}, await converse([CREPES]));
    expect(givenRecipe(reply)).toBe(recipe('crepes-sucre-citron'));
    expect(reply).toMatch(/^Version sans champignons : aucun ingrédient à changer\./m);
  });

  it('"une autre ?" proposes another recipe of the same type, new in the conversation, fit for the household', async () => {
    const context = { restrictions: ['vegan' as const], avoidedFoods: ['banane'] };
    const earlier = await converse(['La recette de la mousse au chocolat à l\'aquafaba ?'], context);
    const first = await ask('une autre ?', context, earlier);
    const second = await ask('Une autre ?', context, [...earlier, { role: 'user', content: 'une autre ?' }, { role: 'assistant', content: first }]);
    const given = [givenRecipe(first), givenRecipe(second)];
    for (const r of given) {
      expect(r?.type).toBe('dessert');
      expect(findRestrictionViolations(r!.ingredients, ['vegan'])).toEqual([]);
      expect(findAvoidedFoods(r!.ingredients, ['banane'])).toEqual([]);
    }
    expect(new Set([recipe('mousse-chocolat-aquafaba'), ...given]).size).toBe(3);
  });

  it('"une autre ?" after a fish dish is a fish dish first, before one that only shares its vegetables (once a poêlée after the salmon)', async () => {
    const other = givenRecipe(await ask('Une autre ?', {}, await converse(['La recette du saumon en papillote'])));
    expect(other?.id).toBe('filets-perche-meuniere');
  });

  it('"et sans four ?" proposes a recipe of the type without an oven', async () => {
    const reply = await ask('Et sans four ?', {}, await converse([TART]));
    expect(reply).toMatch(/^Pour un dessert sans four, « Tarte aux abricots du Valais » ne convient pas\. Je vous propose plutôt :/);
    expect(usesOven(givenRecipe(reply)!)).toBe(false);
  });

  it('applies a follow-up to the first recipe of a list it suggested', async () => {
    const earlier = await converse(['Que faire avec des courgettes et du riz ?']);
    const first = /^• (.+?) \(/m.exec(earlier[1].content)![1];
    const reply = await ask('Et pour 8 personnes ?', {}, earlier);
    expect(reply).toContain(`${first} — `);
    expect(reply).toMatch(/pour 8\u00a0personnes\./);
  });

  it('treats a new question as new, and needs a recipe to follow up on', async () => {
    const earlier = await converse([CREPES]);
    expect(await ask('Et pour des pommes de terre, combien de temps ?', {}, earlier)).toMatch(/Pommes de terre : 20 à 25 minutes/);
    expect(await ask('Un dessert sans gluten ?', {}, earlier)).toMatch(/^Quelques idées pour un dessert, version sans gluten :/);
    expect(await ask('Et pour 8 personnes ?')).not.toMatch(/pour 8\u00a0personnes\./);
    // What to eat, asked afresh after a list: once the velouté « in place of » the first listed salad.
    const starters = await converse(['Une entrée froide ?']);
    const comforting = await ask('Que cuisiner quand il fait froid ?', {}, starters);
    expect(comforting).toMatch(/^Quelques idées pour un plat réconfortant :\n• /);
    expect(comforting).not.toMatch(/ne convient pas/);
  });

  it('follows up on a dish composed from the fridge, not on the collection ideas listed after it', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const fridge = [
      { name: 'Poireaux', quantity: 3, unit: 'unité', expirationDate: inDays(3) },
      { name: 'Pommes de terre', quantity: 1, unit: 'kg', expirationDate: inDays(20) },
      { name: 'Lardons', quantity: 200, unit: 'g', expirationDate: inDays(2) },
      { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: inDays(10) },
    ];
    const earlier = await converse(['On mange quoi ce soir ?'], { fridge, servings: 2 });
    const composed = /^(.+) — plat, \d+\u00a0min, \w+, pour (\d+)\u00a0personnes?\.$/m.exec(earlier[1].content);
    expect(composed).not.toBeNull();
    const eggs = Number(/^• (\d+) œufs$/m.exec(earlier[1].content)?.[1]);
    const reply = await ask('Et pour 8 ?', { fridge, servings: 2 }, earlier);
    expect(reply).toMatch(new RegExp(`^Voici la recette pour 8\u00a0personnes, quantités recalculées :\n${composed![1]} — plat, .*, pour 8\u00a0personnes\.$`, 'm'));
    expect(Number(/^• (\d+) œufs$/m.exec(reply)?.[1])).toBeGreaterThan(eggs);
    expect(reply).not.toMatch(/Il vous faudra aussi/);
  });

  it('says what the fridge lacks when a dish made of it is asked for more people, on seeded random fridges', async () => {
    const random = seededRandom(20261128);
    let warned = 0;
    let enough = 0;
    let offered = 0;
    for (let i = 0; i < 60; i++) {
      const fridge = freshFridge(randomFridge(random, { today: kitchenToday() }), kitchenToday()).fresh;
      const earlier = await converse(["Qu'est-ce que je peux faire avec ce que j'ai ?"], { fridge, servings: 2 });
      if (!/sans rien acheter :/.test(earlier[1].content)) continue;
      const reply = await ask('Et pour 12 ?', { fridge, servings: 2 }, earlier);
      const lines = reply.split('\n').filter((line) => line.startsWith('• ')).map((line) => line.slice(2));
      const over = overStock(lines, fridge).map(({ item }) => item.name.toLowerCase());
      const warning = /^Attention : pour 12\u00a0personnes, le frigo ne suffit plus \((.+)\) : à ajouter à la liste de courses\.$/m.exec(reply);
      // Every item the new quantities pass is named, and nothing else: never passed off as made of what is at home.
      expect(warning?.[1].split(', ') ?? []).toEqual(over);
      if (over.length > 0) warned++;
      else enough++;
      // The way out without shopping is offered only when « une autre ? » keeps it: a dish of the fridge for all 12.
      if (/demandez « une autre \? » : votre frigo fait un autre plat pour 12\u00a0personnes\.$/m.test(reply)) {
        offered++;
        const other = await ask('Une autre ?', { fridge, servings: 2 }, [...earlier, { role: 'user', content: 'Et pour 12 ?' }, { role: 'assistant', content: reply }]);
        expect(other).toMatch(/^Voici une autre idée avec ce qu'il y a dans votre frigo :\n.+ — .*, pour 12\u00a0personnes\.$/m);
        expect(overStock(givenLines(other), fridge)).toEqual([]);
      }
    }
    expect(offered).toBeGreaterThan(3);
    expect(offered).toBeLessThanOrEqual(warned);
    expect(warned).toBeGreaterThan(10);
    expect(enough + warned).toBeGreaterThan(40);
  });
});

describe('a recipe asked for in a version, in one question', () => {
  it('« La recette des crêpes sans gluten » gives the crêpes with their flour replaced, as « sans gluten ? » after them would', async () => {
    const reply = await ask('La recette des crêpes sans gluten');
    expect(reply).toMatch(/^Voici la recette adaptée :\nCrêpes au sucre et au citron — dessert, /u);
    expect(reply).toMatch(/^Version sans gluten : remplacez les ingrédients marqués d'une flèche/mu);
    expect(reply).toMatch(/^• 250 g de farine → un mélange sans gluten/mu);
    expect(reply).toBe(await ask('sans gluten ?', {}, await converse(['La recette des crêpes'])));
    // The people asked go with the recipe, whichever comes first.
    const forSix = await ask('La recette des crêpes sans lait pour 6');
    expect(forSix).toMatch(/^Voici la recette adaptée :\nCrêpes au sucre et au citron — dessert, .*, pour 6\u00a0personnes\.$/mu);
    expect(forSix).toMatch(/^Version sans lactose : /mu);
  });

  it('« Comment faire une quiche sans oeufs ? » replaces its eggs; a dish type or foods before « sans » still ask for ideas', async () => {
    const quiche = await ask('Comment faire une quiche sans oeufs ?');
    // « Une quiche » alone is the lorraine, the collection's classic.
    expect(quiche).toMatch(/^Voici la recette adaptée :\nQuiche lorraine — plat, /u);
    expect(quiche).toMatch(/^• \d+ œufs → /mu);
    expect(await ask('Un dessert sans gluten ?')).toMatch(/^Quelques idées pour un dessert, version sans gluten :/u);
    expect(await ask('Que faire avec des pommes sans four ?')).not.toMatch(/^Voici la recette adaptée/u);
  });

  it('« Comment faire une vinaigrette sans moutarde ? » is the basic vinaigrette and how to do without, never poireaux vinaigrette adapted', async () => {
    const reply = await ask('Comment faire une vinaigrette sans moutarde ?');
    expect(reply).toMatch(/^Vinaigrette \(pour une salade de 4 personnes\) :/u);
    expect(reply).toMatch(/sans moutarde, liez-la d'1 càc de miel ou de yaourt/u);
  });
});

describe('a follow-up on a dish made of the fridge', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  // The title of the whole recipe a reply gives, composed or of the collection.
  const titleOf = (reply: string) => /^(.+?) — /m.exec(reply)?.[1];
  const FRIDGE = [
    { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: inDays(10) },
    { name: 'Courgettes', quantity: 2, unit: 'unité', expirationDate: inDays(2) },
    { name: 'Lardons fumés', quantity: 200, unit: 'g', expirationDate: inDays(4) },
    { name: 'Crème fraîche épaisse', quantity: 20, unit: 'cl', expirationDate: inDays(3) },
    { name: 'Pâtes', quantity: 500, unit: 'g', expirationDate: null },
    { name: 'Gruyère râpé', quantity: 150, unit: 'g', expirationDate: inDays(14) },
  ];

  it('« sans lardons ? » makes another dish of the fridge without them, never lardons de dinde to buy', async () => {
    const earlier = await converse(["Qu'est-ce que je peux faire ce soir avec mon frigo ?"], { fridge: FRIDGE, servings: 4 });
    expect(givenLines(earlier[1].content).some((line) => /lardons/u.test(line))).toBe(true);
    const reply = await ask('Et sans lardons ?', { fridge: FRIDGE, servings: 4 }, earlier);
    expect(reply).toMatch(/^Voici une idée sans lardons, toujours avec ce qu'il y a dans votre frigo :\n.+ — plat, .*, pour 4\u00a0personnes\.$/m);
    // A dish composed without them has nothing to change: it says so, not « aucun ingrédient à changer » as of a recipe checked.
    expect(reply).toMatch(/^Version sans lardons : rien à remplacer, la recette est composée ainsi\.$/m);
    const lines = givenLines(reply);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.filter((line) => /lardon|→/u.test(line))).toEqual([]);
    expect(ingredientsOutsideFridge(lines, FRIDGE, staplesOrDefault([]))).toEqual([]);
    // The version is kept: « une autre ? » stays without them, and gives another dish of the fridge.
    const again = await ask('Une autre ?', { fridge: FRIDGE, servings: 4 }, [...earlier, { role: 'user', content: 'Et sans lardons ?' }, { role: 'assistant', content: reply }]);
    expect(again).toMatch(/^Voici une autre idée avec ce qu'il y a dans votre frigo :$/m);
    expect(titleOf(again)).not.toBe(titleOf(reply));
    expect(givenLines(again).filter((line) => /lardon/u.test(line))).toEqual([]);
    expect(ingredientsOutsideFridge(givenLines(again), FRIDGE, staplesOrDefault([]))).toEqual([]);
  });

  it('keeps the people the dish was last given for: « et pour 2 ? » then « sans fromage ? » is a dish of the fridge for 2', async () => {
    const first = await converse(["Qu'est-ce que je peux faire ce soir avec mon frigo ?", 'et pour 2 ?'], { fridge: FRIDGE, servings: 4 });
    const reply = await ask('sans fromage ?', { fridge: FRIDGE, servings: 4 }, first);
    expect(reply).toMatch(/^Voici une idée sans fromage, toujours avec ce qu'il y a dans votre frigo :\n.+ — plat, .*, pour 2\u00a0personnes\.$/mu);
    expect(findAvoidedFoods(givenLines(reply), ['fromage'])).toEqual([]);
  });

  it('« sans four ? » after a gratin of the fridge says so and gives a dish of the fridge cooked on the stove', async () => {
    const earlier = await converse(['Qu\'est-ce que je fais avec les pâtes ?'], { fridge: FRIDGE, servings: 4 });
    const gratin = titleOf(earlier[1].content)!;
    expect(gratin).toMatch(/^Gratin/u);
    const reply = await ask('sans four ?', { fridge: FRIDGE, servings: 4 }, earlier);
    expect(reply).toMatch(new RegExp(`^Pour un plat sans four, « ${gratin} » ne convient pas\\. Avec ce qu'il y a dans votre frigo, je vous propose plutôt :$`, 'mu'));
    expect(reply.split('\nPréparation :\n')[1]).not.toMatch(/\bfour\b|enfourn/u);
    expect(ingredientsOutsideFridge(givenLines(reply), FRIDGE, staplesOrDefault([]))).toEqual([]);
  });

  it('« une autre ? » gives another dish of the fridge, never one of the collection to shop for, on seeded random fridges', async () => {
    const random = seededRandom(20261201);
    let other = 0;
    for (let i = 0; i < 40; i++) {
      const fridge = freshFridge(randomFridge(random, { today: kitchenToday() }), kitchenToday()).fresh;
      const earlier = await converse(["Qu'est-ce que je peux faire avec ce que j'ai ?"], { fridge, servings: 3 });
      if (!/sans rien acheter :/.test(earlier[1].content)) continue;
      const reply = await ask('Une autre idée ?', { fridge, servings: 3 }, earlier);
      if (!reply.startsWith("Voici une autre idée avec ce qu'il y a dans votre frigo :")) continue;
      other++;
      expect(titleOf(reply)).not.toBe(titleOf(earlier[1].content));
      expect(ingredientsOutsideFridge(givenLines(reply), fridge, staplesOrDefault([]))).toEqual([]);
    }
    expect(other).toBeGreaterThan(20);
  });
});

describe('a weeknight conversation, typed as families type', () => {
  it('"j\'ai pas de creme" after a keeping question is about the recipe (which has none), not how cream keeps', async () => {
    const earlier = await converse(['la recette du tiramisu', 'ca se garde combien de temps ?']);
    expect(await ask("j'ai pas de creme", {}, earlier)).toMatch(/^Bonne nouvelle : « Tiramisu » ne contient pas de crème/);
    // The quiche has no parmesan: nothing to replace.
    expect(await ask("j'ai pas de parmesan", {}, await converse(['recette quiche']))).toMatch(/« Quiche lorraine » ne contient pas de parmesan/);
  });

  it('"et avec du poulet ?" after a substitute asks for ideas with chicken, not for its substitutes', async () => {
    const earlier = await converse(['la recette du tiramisu', "j'ai pas de parmesan"]);
    expect(await ask('et avec du poulet ?', {}, earlier)).toMatch(/^Avec du poulet, je vous propose :/);
  });

  it('"mon fils n\'aime pas les legumes" after a recipe gives the picky-eater tips, not that recipe « pour les enfants »', async () => {
    const reply = await ask("mon fils n'aime pas les legumes", {}, await converse(['la recette du velouté de poireaux']));
    expect(reply).toMatch(/^Quand un enfant boude les légumes/);
    expect(reply).not.toMatch(/convient \(pour les enfants\)/);
  });

  it.each([
    ['recette quiche', 'quiche-lorraine', 4],
    ['la quiche aux poireaux pour 6', 'quiche-poireaux-gruyere', 6],
    // Once « je n'ai pas la recette de « quiche lorraine » », and a birchermüesli for the yoghurt cake.
    ['La recette de la quiche lorraine', 'quiche-lorraine', 4],
    ['la recette du gâteau au yaourt', 'gateau-au-yaourt', 4],
    ['crepes pour 6', 'crepes-sucre-citron', 6],
    ['tiramisu pour 8 personnes', 'tiramisu', 8],
  ])('"%s" names a dish of the collection: its recipe, even right after another one', async (question, id, servings) => {
    const reply = await ask(question, { servings: 4 }, await converse(['la recette du velouté de poireaux'], { servings: 4 }));
    expect(givenRecipe(reply)).toBe(recipe(id));
    expect(reply).toMatch(new RegExp(`pour ${servings}\u00a0personnes\\.$`, 'm'));
  });
  it('"jai pas de lait" (no apostrophe) after a keeping question is about the recipe, which has no milk', async () => {
    const earlier = await converse(['la recette du tiramisu', 'on peut le congeler ?']);
    expect(await ask('jai pas de lait', {}, earlier)).toMatch(/^Bonne nouvelle : « Tiramisu » ne contient pas de lait/);
  });

  it('"un dessert sans cuisson" asks for desserts that need no heat, and « la seconde » takes one of them', async () => {
    const earlier = await converse(['un dessert sans cuisson']);
    expect(earlier[1].content).toMatch(/^Quelques idées pour un dessert sans cuisson :/);
    const second = givenRecipe(await ask('la seconde', {}, earlier))!;
    expect(usesOven(second)).toBe(false);
    expect(stepsUseHeat(second.instructions)).toBe(false);
  });

  it('"trop compliqué, plus simple ?" after a recipe of level « moyen » proposes an easy one of its type', async () => {
    const reply = await ask('trop compliqué, plus simple ?', {}, await converse(['la recette du cholera valaisan']));
    expect(reply).toMatch(/^Pour un plat facile, « Cholera valaisan » ne convient pas\. Je vous propose plutôt :/);
    const other = givenRecipe(reply)!;
    expect(other.type).toBe('plat');
    expect(other.difficulty).toBe('facile');
  });

  it('"bonne nuit" says goodbye', async () => {
    expect(await ask('bonne nuit', {}, await converse(['la recette du tiramisu']))).toBe('À bientôt, et bon appétit !');
  });
  it.each(['une soupe pour ce soir', 'un veloute de legumes ?', 'une soupe rapide'])('"%s" asks for soups of the collection, not for a main course', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^Quelques idées pour une entrée (?:rapide )?en soupe :/);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const r of listed) expect(r.title).toMatch(/^(?:Soupe|Velouté|Gaspacho)/);
  });
});

describe('a food whose name begins with a diet word', () => {
  it('« sans lait de coco ? » leaves the coconut milk out, not the lactose', async () => {
    const reply = await ask('sans lait de coco ?', {}, await converse(['La recette du dahl de lentilles corail au lait de coco']));
    expect(reply).toMatch(/^Version sans lait de coco : remplacez les ingrédients marqués d'une flèche/m);
    expect(reply).toMatch(/^• 40 cl de lait de coco → de la crème de soja ou de riz, au même volume$/m);
    expect(reply).toMatch(/^3\. Ajoutez les lentilles, les tomates, la crème végétale et l'eau/m);
    expect(reply).not.toMatch(/sans lactose/);
  });

  it('« un dessert sans sucre » keeps the sugar out, and says so (once a crumble and its sugar: « sucré » took the sugar for a wish of dessert)', async () => {
    const none = await ask('Un dessert sans sucre ?');
    expect(none).toMatch(/^Je n'ai pas de dessert sans sucre dans mon carnet hors ligne\. Ajoutez vos ingrédients au frigo, puis demandez-moi « dessert sans sucre avec ce que j'ai »/);
    expect(suggestedRecipes(none)).toEqual([]);
    const fridge = [
      { name: 'Pommes', quantity: 4, unit: 'unité', expirationDate: null },
      { name: 'Yaourt nature', quantity: 4, unit: 'unité', expirationDate: null },
    ];
    const composed = await ask('Un dessert sans sucre ?', { fridge, servings: 4 });
    expect(composed).toMatch(/^Je n'ai pas de dessert sans sucre dans mon carnet hors ligne\.\nAvec ce qu'il y a dans votre frigo, sans rien acheter :\n.+ — dessert, /);
    expect(givenLines(composed).length).toBeGreaterThan(0);
    expect(findAvoidedFoods(givenLines(composed), ['sucre'])).toEqual([]);
    // Another food refused is said in the list's heading, and kept out of it.
    const noCheese = await ask('un plat sans fromage');
    expect(noCheese).toMatch(/^Quelques idées pour un plat, sans fromage :\n• /);
    for (const r of suggestedRecipes(noCheese)) expect(findAvoidedFoods(r.ingredients, ['fromage'])).toEqual([]);
  });

  it('« un dessert sans fruits » is no fruit of any name (once poached pears)', async () => {
    const noFruit = await ask('un dessert sans fruits');
    expect(noFruit).toMatch(/^Quelques idées pour un dessert, sans fruits :\n• /);
    expect(suggestedRecipes(noFruit).length).toBeGreaterThan(0);
    for (const r of suggestedRecipes(noFruit)) expect(r.ingredients.join(' ')).not.toMatch(/poire|pomme(?! de terre)|citron|fraise|abricot/i);
  });

  it('« un dessert sans noix de coco » is no nut-free wish', async () => {
    expect(await ask('un dessert sans noix de coco')).not.toMatch(/sans fruits à coque/);
    expect(await ask('un dessert sans noix')).toMatch(/^Quelques idées pour un dessert, version sans fruits à coque :/);
  });
});

const EMINCE = "La recette de l'émincé de veau à la zurichoise, svp";

describe('a child who refuses a food of the recipe', () => {
  it.each(['mon fils aime pas les champignons, je mets quoi a la place', "ma fille n'aime pas les champignons"])('"%s" replaces that food in this recipe', async (question) => {
    const reply = await ask(question, {}, await converse([EMINCE]));
    expect(givenRecipe(reply)).toBe(recipe('emince-veau-zurichoise'));
    expect(reply).toMatch(/^• 250 g de champignons de Paris → /m);
  });

  it('keeps « pour les enfants » a wish for a dish that suits them', async () => {
    const reply = await ask('et sans champignons pour les enfants ?', {}, await converse([EMINCE]));
    expect(reply).toMatch(/^Pour un plat pour les enfants, « Émincé de veau à la zurichoise » ne convient pas\. Je vous propose plutôt :/);
  });
});

describe('« et en version végé ? » on a dish of veal', () => {
  it('replaces the veal, where it proposed a gratin instead', async () => {
    const reply = await ask('et en version végé ?', {}, await converse([EMINCE]));
    expect(givenRecipe(reply)).toBe(recipe('emince-veau-zurichoise'));
    expect(reply).toMatch(/^Version végétarienne : /m);
    expect(reply).toMatch(/^• 600 g d'émincé de veau → du tofu ferme/m);
    // The steps say what the pan now holds: no veal stock nor « la viande » left in a vegetarian dish.
    expect(reply).toMatch(/^3\. Déglacez au vin blanc, ajoutez l'eau à la sauce soja et laissez réduire/m);
    expect(reply).toMatch(/^5\. Remettez le tofu juste le temps de réchauffer, sans faire bouillir/m);
    expect(reply).not.toMatch(/viande|fond de veau\b(?! →)/);
  });

  it('names veal among the substitutes', async () => {
    expect(await ask('par quoi remplacer le veau ?')).toMatch(/^Pour remplacer le veau, vous pouvez utiliser :\n• de l'émincé de dinde ou de poulet/);
  });
});

describe('a family question right after a recipe', () => {
  const answer = (id: string) => FAMILY_QUESTIONS.find((q) => q.id === id)!.answer;

  // A baby's question is about this recipe (answer-young-child.spec.ts): its lines read for a baby, never the general advice.
  it('"c\'est adapté pour un bébé de 10 mois ?" reads the émincé for a baby, not another recipe nor the general advice', async () => {
    const reply = await ask("c'est adapté pour un bébé de 10 mois ?", {}, await converse([EMINCE]));
    expect(reply).toContain(`« ${recipe('emince-veau-zurichoise').title} » pour un bébé de 10 mois`);
    expect(reply).not.toBe(answer('bebe'));
    expect(givenRecipe(reply)).toBeUndefined();
  });
  it.each([
    ['je peux le faire au thermomix ?', 'robot-cuiseur'],
    ['on peut le préparer au cookeo ?', 'robot-cuiseur'],
    ["il me reste la moitié, j'en fais quoi demain ?", 'restes-general'],
  ])('"%s" gets the advice, not another recipe nor the list of what the chef can do', async (question, id) => {
    const reply = await ask(question, {}, await converse([EMINCE]));
    expect(reply).toBe(answer(id));
    expect(givenRecipe(reply)).toBeUndefined();
  });
});

describe('a version that changes nothing', () => {
  it('says the recipe suits already, never « adaptée » (30 seeded draws of recipes and foods they lack)', async () => {
    const random = seededRandom(20261203);
    const foods = ['crème', 'champignons', 'oignons', 'lardons', 'noix', 'ail', 'tomates', 'poivron', 'olives', 'coriandre'];
    let drawn = 0;
    let answered = 0;
    while (drawn < 30) {
      const dish = RECIPES[Math.floor(random() * RECIPES.length)];
      const food = foods[Math.floor(random() * foods.length)];
      if (findAvoidedFoods(dish.ingredients, [food]).length > 0) continue;
      drawn++;
      const turns = await converse([`la recette de ${dish.title.toLowerCase()}`]);
      if (!turns[1].content.startsWith(`${dish.title} — `)) continue;
      answered++;
      const reply = await ask(`sans ${food} ?`, {}, turns);
      // The food as the version names it (« sans oignon »), said alike in the first line and in the version's.
      const label = /^Version (sans [^:]+) : aucun ingrédient à changer\./m.exec(reply)?.[1];
      expect({ title: dish.title, food, label: label?.startsWith(`sans ${food.slice(0, 4)}`) }).toEqual({ title: dish.title, food, label: true });
      expect({ title: dish.title, food, intro: reply.split('\n')[0] }).toEqual({ title: dish.title, food, intro: `« ${dish.title} » convient déjà (${label}) :` });
    }
    expect(answered).toBeGreaterThan(20);
  });
});
