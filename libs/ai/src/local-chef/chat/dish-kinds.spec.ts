import { kitchenToday } from '#contracts';
import { findAvoidedFoods } from '../../validation/dietary-rules';
import { containsFood } from '../food-match';
import { SEASONS } from '../knowledge/seasons';
import { RECIPES } from '../recipes';
import { ask, givenLines, givenRecipe, recipe, suggestedRecipes } from './chat-test-helpers';
import { isQuick } from './recipe-constraints';

// « Un gratin ? », « une quiche ? »: a kind of dish is no food and no dish type; the book's dishes of
// that kind answer it, as the household, the question's diet and its refusals allow.

const titledAs = (kind: string) => RECIPES.filter((r) => r.title.toLowerCase().startsWith(`${kind} `));

describe('the offline chef reads a kind of dish', () => {
  it.each([
    ['Un gratin ?', 'gratin', 'gratins'],
    ['Une idée de quiche', 'quiche', 'quiches'],
    ['Un risotto ?', 'risotto', 'risottos'],
    ['Une tarte ?', 'tarte', 'tartes'],
    ['Une mousse ?', 'mousse', 'mousses'],
    // A kind said with a moment is that kind, not any dish of the evening.
    ['Une idée de gratin pour ce soir', 'gratin', 'gratins'],
    ['Des idées de risotto pour demain midi', 'risotto', 'risottos'],
    ['Un velouté ce soir ?', 'velouté', 'veloutés'],
    // A food that names a kind too: « une salade ? » is a salad to eat.
    ['Une salade ?', 'salade', 'salades'],
    ['Une salade composée ?', 'salade', 'salades'],
  ])('« %s » lists the book’s %ss', async (question, kind, plural) => {
    const reply = await ask(question);
    expect(reply).toMatch(new RegExp(`^Quelques idées de ${plural} :$`, 'm'));
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    // A quiche is a tart too.
    const ofKind = kind === 'tarte' ? [...titledAs('tarte'), ...titledAs('quiche')] : titledAs(kind);
    expect(listed.every((r) => ofKind.includes(r))).toBe(true);
  });

  it.each([
    // Each got the help (« Dites-moi quels ingrédients vous avez »).
    ['Une tarte salée ?', (type: string) => type !== 'dessert'],
    ['Une tarte sucrée ?', (type: string) => type === 'dessert'],
    ['Une tarte en dessert', (type: string) => type === 'dessert'],
  ])('« %s »: the tarts of that taste or course, quiches for a savoury one', async (question, keeps) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^Quelques idées de tartes :$/m);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => !keeps(r.type) || ![...titledAs('tarte'), ...titledAs('quiche')].includes(r)).map((r) => r.title)).toEqual([]);
  });

  it('keeps to the refusals, the diet and the household', async () => {
    const noCheese = await ask('Un gratin sans fromage ?');
    expect(noCheese).toMatch(/^Quelques idées de gratins, sans fromage :$/m);
    expect(suggestedRecipes(noCheese).every((r) => findAvoidedFoods(r.ingredients, ['fromage']).length === 0)).toBe(true);
    // « Sans vin » is no fendant either: the risotto au safran is « mouillé au fendant ».
    const noWine = await ask('Un risotto sans vin ?');
    expect(suggestedRecipes(noWine).map((r) => r.id)).toEqual(['risotto-courgettes-parmesan']);
    expect(await ask('Une quiche végétarienne ?')).toMatch(/^Quelques idées de quiches, version végétarienne :\n• Quiche aux poireaux et gruyère /);
    // A wish of how it is made is said too, the list kept to it (once « Quelques idées de gratins : »).
    expect(await ask('Un gratin pour les enfants ?')).toMatch(/^Quelques idées de gratins, version pour les enfants :\n• /);
    expect(suggestedRecipes(await ask('Une quiche ?', { restrictions: ['vegetarian'] })).map((r) => r.id)).toEqual(['quiche-poireaux-gruyere']);
    // The household's own rules are named only when it has some: the question's diet is said already.
    expect(await ask('Un crumble sans gluten ?')).toBe("Je n'ai pas de crumble en version sans gluten dans mon carnet.");
    expect(await ask('Un crumble sans gluten ?', { restrictions: ['vegan'] })).toBe("Je n'ai pas de crumble en version sans gluten qui respecte vos restrictions dans mon carnet.");
    expect(await ask('Un gratin rapide ?')).toBe("Je n'ai pas de gratin (rapide) dans mon carnet.");
    expect(await ask('Une quiche sans lardons ni fromage ?')).toBe("Je n'ai pas de quiche sans lardons ni fromage dans mon carnet.");
  });

  it('keeps to the time said: « un gratin en 55 minutes » lists gratins ready in it, « en 30 minutes » has none', async () => {
    const listed = suggestedRecipes(await ask('Un gratin en 55 minutes ?'));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => titledAs('gratin').includes(r) && r.preparationTime <= 55)).toBe(true);
    expect(await ask('Un gratin en 30 minutes ?')).toBe("Je n'ai pas de gratin (en 30 minutes au plus) dans mon carnet.");
    // A kind the cooking notes know too: the time the family has, never how long a tart bakes.
    const tarts = suggestedRecipes(await ask('Une tarte en 45 minutes'));
    expect(tarts.length).toBeGreaterThan(0);
    expect(tarts.every((r) => titledAs('tarte').includes(r) && r.preparationTime <= 45)).toBe(true);
    expect(await ask('Combien de temps pour une tarte ?')).toMatch(/^Tarte aux fruits : \d+ à \d+ minutes au four/);
  });

  it.each([
    ['Une fondue ?', 'fondue-moitie-moitie'],
    ['Une omelette ?', 'omelette-courgettes-parmesan'],
    ['Un dahl ?', 'dahl-lentilles-corail-coco'],
  ])('« %s » names the one dish of the book whose title begins with it: its recipe', async (question, id) => {
    expect(givenRecipe(await ask(question))?.id).toBe(id);
  });

  it.each([
    // A course named wins over the moment, which alone asks for a main course.
    ['Un apéro pour ce soir', 'apéro'],
    ['Un cocktail pour ce soir ?', 'boisson'],
    ['Un amuse-bouche pour le dîner', 'amuse-bouche'],
    ['Un repas pour ce soir', 'plat'],
    // « Une casserole » is no spoonful (« une cas ») to convert.
    ['Un plat complet en une casserole', 'plat'],
  ])('« %s » lists the book’s %ss', async (question, type) => {
    const listed = suggestedRecipes(await ask(question));
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.filter((r) => r.type !== type).map((r) => r.title)).toEqual([]);
  });

  it('« que faire avec des pommes / des olives ? » asks what to cook with them: courses first, never a dish for its olive oil (hot apple juice and a chili came first)', async () => {
    const apples = suggestedRecipes(await ask('Que faire avec des pommes ?'));
    expect(apples.length).toBe(3);
    expect(apples.filter((r) => !['plat', 'entrée', 'dessert'].includes(r.type)).map((r) => r.title)).toEqual([]);
    const olives = suggestedRecipes(await ask('Que faire avec des olives ?'));
    expect(olives.length).toBeGreaterThan(0);
    expect(olives.filter((r) => !r.ingredients.some((line) => /\bolives?\b/i.test(line) && !/huile d'olive/i.test(line))).map((r) => r.title)).toEqual([]);
  });

  it('a dish the book lacks gets its kind’s dishes (« la recette de la tarte tatin » got « dites-moi vos ingrédients »), a food with a wish its ideas, a dish of chicken the main courses first', async () => {
    const tatin = await ask('Une recette de tarte tatin');
    expect(tatin).toMatch(/^Je n'ai pas la recette de « tarte tatin » dans mon carnet hors ligne\. Quelques tartes de mon carnet :$/m);
    expect(suggestedRecipes(tatin).length).toBeGreaterThan(0);
    expect(suggestedRecipes(tatin).filter((r) => !titledAs('tarte').includes(r)).map((r) => r.title)).toEqual([]);
    // Once « Je n'ai pas la recette de « pâtes rapide » ».
    const pasta = await ask('Une recette de pâtes rapide');
    expect(pasta).not.toMatch(/Je n'ai pas la recette/);
    expect(suggestedRecipes(pasta).length).toBeGreaterThan(0);
    expect(suggestedRecipes(pasta).filter((r) => !isQuick(r) || !containsFood(r.ingredients, 'pâtes')).map((r) => r.title)).toEqual([]);
    // Once a bite of the apéro first.
    const basquaise = suggestedRecipes(await ask('La recette du poulet basquaise'));
    expect(basquaise[0]?.type).toBe('plat');
  });

  it('never reads a course or a food as the one dish it begins: « une soupe ? » lists soups, « du poulet ? » gives ideas', async () => {
    expect(suggestedRecipes(await ask('Une soupe ?')).length).toBeGreaterThan(1);
    expect(suggestedRecipes(await ask('Du poulet ?')).length).toBeGreaterThan(1);
    // The leaves, as a food: « que faire avec de la salade ? », « idée repas avec crème et salade ».
    expect(await ask('Que faire avec de la salade ?')).toMatch(/^Avec de la salade, je vous propose :/);
    expect(await ask('Idée repas avec crème fraîche et salade')).not.toMatch(/^Quelques idées de salades/m);
  });

  it('leaves a dish gone wrong to the rescues, never a list of that kind', async () => {
    for (const question of ['Mon gratin est trop liquide', 'La tarte est détrempée']) expect(await ask(question)).not.toMatch(/^Quelques idées/m);
  });

  it('names the only dish of a kind by one word of its title, with a version', async () => {
    expect(givenRecipe(await ask('des crêpes sans gluten ?'))).toBe(recipe('crepes-sucre-citron'));
  });

  it('names the only dish of a kind with its own course (« une crêpe sucrée », which listed any desserts), and says when the kind has none in the course asked', async () => {
    expect(givenRecipe(await ask('Une crêpe sucrée ?'))).toBe(recipe('crepes-sucre-citron'));
    expect(givenRecipe(await ask('Des crêpes en dessert'))).toBe(recipe('crepes-sucre-citron'));
    for (const [question, none] of [
      ['Une omelette sucrée ?', "Je n'ai pas d'omelette en dessert dans mon carnet."],
      ['Un gratin sucré ?', "Je n'ai pas de gratin en dessert dans mon carnet."],
      ['Une fondue en dessert', "Je n'ai pas de fondue en dessert dans mon carnet."],
    ]) {
      const reply = await ask(question);
      expect(reply).toMatch(new RegExp(`^${none}\nQuelques idées pour un dessert :$`, 'm'));
      expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
      expect(suggestedRecipes(reply).filter((r) => r.type !== 'dessert').map((r) => r.title)).toEqual([]);
    }
  });

  it('gives the recipe of a dish named alone, by half its title; a list of foods stays ideas', async () => {
    // « Vin chaud ? » listed entrées « avec un vin », « un tiramisu ? » got the help.
    expect(givenRecipe(await ask('Une quiche lorraine ?'))).toBe(recipe('quiche-lorraine'));
    expect(givenRecipe(await ask('Un tiramisu ?'))).toBe(recipe('tiramisu'));
    expect(givenRecipe(await ask('Vin chaud ?'))?.id).toMatch(/^vin-chaud/);
    expect(givenRecipe(await ask('Crème caramel'))?.id).toBe('creme-caramel');
    const foods = await ask('Poulet, citron, olives ?');
    expect(givenRecipe(foods)).toBeUndefined();
    expect(suggestedRecipes(foods).length).toBeGreaterThan(0);
  });

  it('makes a kind of dish with the garnish said when the book has none of that kind with it: « une omelette aux champignons »', async () => {
    // Once « Avec des champignons, je vous propose : Velouté de châtaignes… ».
    const omelette = await ask('Une omelette aux champignons ?', { servings: 3 });
    expect(omelette).toMatch(/^Je n'ai pas d'omelette aux champignons dans mon carnet ; en voici une de ma façon :\nOmelette aux champignons — plat, .*, pour 3\u00a0personnes\.$/m);
    expect(givenLines(omelette).some((line) => /^\d+ œufs$/.test(line))).toBe(true);
    expect(givenLines(omelette).some((line) => /champignons$/.test(line))).toBe(true);
    // The kind is no garnish, though curry is a spice too.
    expect(await ask('Un curry de poulet ?')).toMatch(/^Je n'ai pas de curry de poulet dans mon carnet ; en voici un de ma façon :\nCurry de poulet /m);
    expect(await ask('Un gratin de chou-fleur ?')).toMatch(/^Je n'ai pas de gratin de chou-fleur dans mon carnet ; en voici un de ma façon :\nGratin de chou-fleur /m);
    // A quiche bakes a fresh salmon raw in cubes (once none: « Avec ce que vous avez (saumon) », a tartare first).
    const quiche = await ask('Une quiche au saumon ?');
    expect(quiche).toMatch(/^Je n'ai pas de quiche au saumon dans mon carnet ; en voici une de ma façon :\nQuiche au saumon /m);
    expect(quiche).toMatch(/^\d\. Coupez le saumon en dés\.$/m);
    expect(quiche).not.toMatch(/revenir[^.]*saumon/);
    // The garnish as a list is written, without « au ».
    expect(await ask('Quiche saumon épinards')).toMatch(/^Je n'ai pas de quiche au saumon et aux épinards dans mon carnet ; en voici une de ma façon :\nQuiche /m);
    // A savoury crêpe is a galette de sarrasin (knowledge/dish-bases.ts): once the help sentence.
    expect(givenRecipe(await ask('Une crêpe salée ?'))?.id).toBe('galettes-sarrasin-completes');
    expect(await ask('Une crêpe salée au jambon ?')).toMatch(/^Avec une galette et du jambon, je vous propose :\n• Galettes de sarrasin complètes /);
    // The book's dish of that kind with the garnish comes first.
    expect(givenRecipe(await ask('Un crumble aux poires ?'))?.ingredients.some((line) => /poires/.test(line))).toBe(true);
    // « Légumes » names no food: the month's (knowledge/seasons.ts). Once the help.
    const month = SEASONS[Number(kitchenToday().slice(5, 7)) - 1];
    for (const [question, lead] of [
      ['Un gratin de légumes ?', /^Je n'ai pas de gratin de légumes dans mon carnet ; en voici un de ma façon, avec les légumes du mois :\nGratin /m],
      ['Une quiche aux légumes', /^Je n'ai pas de quiche aux légumes dans mon carnet ; en voici une de ma façon, avec les légumes du mois :\nQuiche /m],
      ['Une omelette aux légumes et au jambon', /^Je n'ai pas d'omelette aux légumes et au jambon dans mon carnet ; en voici une de ma façon, avec les légumes du mois :\nOmelette /m],
      // Pasta or rice alone makes no salad: the month's vegetables it takes (once unrelated dishes, a rice pudding among them).
      ['Une salade de pâtes', /^Je n'ai pas de salade de pâtes dans mon carnet ; en voici une de ma façon, avec les légumes du mois :\nSalade de pâtes /m],
      ['Une salade de riz', /^Je n'ai pas de salade de riz dans mon carnet ; en voici une de ma façon, avec les légumes du mois :\nSalade de riz /m],
    ] as const) {
      const reply = await ask(question);
      expect(reply).toMatch(lead);
      expect(month.vegetables.some((vegetable) => containsFood(givenLines(reply), vegetable))).toBe(true);
    }
    // « Une salade de fruits » is the book's dessert, never savoury salads with a pear in them.
    const fruitSalad = givenRecipe(await ask('Une salade de fruits ?'));
    expect(fruitSalad?.type).toBe('dessert');
    expect(fruitSalad?.title).toMatch(/^Salade de fruits/);
    // Never against the household: no omelette for a vegan one.
    expect(await ask('Une omelette aux champignons ?', { restrictions: ['vegan'] })).not.toMatch(/omelette/i);
  });
});
