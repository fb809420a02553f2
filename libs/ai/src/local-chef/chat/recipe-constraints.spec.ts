import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { ask, recipe, suggestedRecipes } from './chat-test-helpers';
import { constraintsIn, isLight, isQuick, minutesAllowed, suitsChildren, usesOven } from './recipe-constraints';
import { LESS_SWEET_GRAMS, servedCold, stepsUseHeat } from '../knowledge/recipe-constraints';
import { recipeEstimate } from './recipe-nutrition';
import { RECIPES } from '../recipes';
import { toWords } from './text-match';

describe('the offline chef honours what a question asks of a recipe', () => {
  it('reads the oven in the instructions, the quickness in the preparation time, the children in alcohol and heat', () => {
    expect(usesOven(recipe('crumble-pommes-cannelle'))).toBe(true);
    expect(usesOven(recipe('tarte-abricots-valais'))).toBe(true);
    expect(usesOven(recipe('panna-cotta-vanille-fruits-rouges'))).toBe(false);
    expect(isQuick(recipe('birchermuesli-abricots'))).toBe(true); // dessert, 20 min
    expect(isQuick(recipe('tarte-abricots-valais'))).toBe(false); // dessert, 40 min
    expect(suitsChildren(recipe('poires-pochees-dole'))).toBe(false); // poached in wine
    expect(suitsChildren(recipe('crepes-sucre-citron'))).toBe(true);
  });

  it('"dessert sans four" proposes desserts without an oven step, never a crumble', async () => {
    for (const question of ['Un dessert sans four ?', 'Une idée de dessert sans four', 'dessert sans four']) {
      const reply = await ask(question);
      expect(reply).toMatch(/^Quelques idées pour un dessert sans four :\n/);
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThan(0);
      for (const r of recipes) {
        expect(r.type).toBe('dessert');
        expect(usesOven(r)).toBe(false);
      }
      expect(reply).not.toMatch(/crumble/i);
    }
  });

  it.each([
    ["J'ai 15 minutes, une idée de plat ?", "Je n'ai pas de plat prêt en 15 minutes : les miens demandent au moins 30 minutes."],
    ["j'ai un quart d'heure, un dessert ?", "Je n'ai pas de dessert prêt en 15 minutes : les miens demandent au moins 20 minutes."],
    ['Un repas en 10 minutes', "Je n'ai pas de plat prêt en 10 minutes : les miens demandent au moins 30 minutes."],
    ['Une entrée en 10 min ?', "Je n'ai pas d'entrée prête en 10 minutes : les miennes demandent au moins 15 minutes."],
  ])('« %s » is shorter than any dish of the course: it says so, then gives the quickest', async (question, honest) => {
    const reply = await ask(question);
    expect(reply).toMatch(new RegExp(`^${honest}\\nQuelques idées pour (?:un plat|un dessert|une entrée) rapide :\\n`));
    const quick = suggestedRecipes(reply);
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.filter((r) => !isQuick(r)).map((r) => r.title)).toEqual([]);
  });

  it.each([
    ["J'ai 30 minutes pour le repas", 'plat', 30],
    ["Un plat en moins d'une demi-heure", 'plat', 30],
    ["J'ai trois quarts d'heure, un plat ?", 'plat', 45],
    ['Un dessert en 20 min max', 'dessert', 20],
    ["On n'a que 25 minutes, un dessert ?", 'dessert', 25],
  ])('« %s » keeps to the time the family has: every %s given is ready in %i minutes', async (question, type, minutes) => {
    const reply = await ask(question);
    expect(reply).toMatch(new RegExp(`^Quelques idées pour un ${type} en ${minutes} minutes au plus :$`, 'm'));
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => r.type !== type || r.preparationTime > minutes).map((r) => r.title)).toEqual([]);
  });

  it('says it too before a dish of the fridge: « un quart d\'heure » gets the quickest dish the fridge makes', async () => {
    const fridge = [
      { name: 'Blancs de poulet', quantity: 4, unit: 'pièce', expirationDate: null },
      { name: 'Crème fraîche', quantity: 20, unit: 'cl', expirationDate: null },
      { name: 'Courgettes', quantity: 2, unit: 'pièce', expirationDate: null },
      { name: 'Riz', quantity: 500, unit: 'g', expirationDate: null },
    ];
    const reply = await ask("J'ai un quart d'heure, qu'est-ce que je cuisine ?", { fridge, servings: 4 });
    expect(reply).toMatch(/^Je n'ai pas de plat prêt en 15 minutes : les miens demandent au moins 30 minutes\.\nAvec ce qu'il y a dans votre frigo/);
    const minutes = Number(/— plat, (\d+)\smin,/u.exec(reply)?.[1]);
    expect(minutes).toBeLessThanOrEqual(41);
  });

  it('reads a time as the one the family has only when it is said so: « cuire 20 minutes » is a step', () => {
    expect(minutesAllowed(toWords("j'ai 15 minutes"))).toBe(15);
    expect(minutesAllowed(toWords('20 min max'))).toBe(20);
    expect(minutesAllowed(toWords("en moins d'une demi-heure"))).toBe(30);
    expect(minutesAllowed(toWords('cuire 20 minutes à feu doux'))).toBeUndefined();
  });

  it('"rapide" keeps the quick ones, "pour les enfants" those without alcohol or chili', async () => {
    const quick = suggestedRecipes(await ask('Une idée de plat rapide ?'));
    expect(quick.length).toBeGreaterThan(0);
    for (const r of quick) expect(r.type === 'plat' && isQuick(r)).toBe(true);

    for (const question of ['Un dessert pour les enfants ?', 'Une boisson pour les enfants', 'Quel plat pour mes enfants ce soir ?']) {
      const reply = await ask(question);
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThan(0);
      for (const r of recipes) {
        expect(r.tags ?? []).not.toContain('alcool');
        expect(findAvoidedFoods(r.ingredients, ['alcool', 'piment'])).toEqual([]);
      }
    }
  });

  it('"rapide pour les enfants" puts the easy, quick, family recipes first', async () => {
    for (const question of ['Une idée de dessert rapide pour les enfants ?', 'un dessert vite fait pour mes enfants', 'Un plat rapide pour les gamins ?']) {
      const recipes = suggestedRecipes(await ask(question));
      expect(recipes.length).toBe(3);
      for (const r of recipes) expect({ question, title: r.title, difficulty: r.difficulty, quick: isQuick(r), children: suitsChildren(r) }).toEqual({ question, title: r.title, difficulty: 'facile', quick: true, children: true });
    }
  });

  it('"léger" keeps the light ones, and says it as a cook does', async () => {
    const both = await ask('un plat léger et rapide');
    expect(both).toMatch(/^Quelques idées pour un plat rapide et léger :\n/);
    const starter = await ask('Une entrée légère ?');
    expect(starter).toMatch(/^Quelques idées pour une entrée légère :\n/);
    for (const [reply, type] of [[both, 'plat'], [starter, 'entrée']] as const) {
      const recipes = suggestedRecipes(reply);
      expect(recipes.length).toBeGreaterThan(0);
      for (const r of recipes) expect({ title: r.title, type: r.type, light: isLight(r) }).toEqual({ title: r.title, type, light: true });
    }
    for (const r of suggestedRecipes(both)) expect(isQuick(r)).toBe(true);
  });

  it('« sans cuisson » is no heat at all, and a wish without a course goes to the first course that has one', async () => {
    const dessert = await ask('Un dessert sans cuisson ?');
    expect(dessert).toMatch(/^Quelques idées pour un dessert sans cuisson :\n/);
    // Once poached pears, in wine on the stove: « sans cuisson » read as « sans four ».
    expect(suggestedRecipes(dessert).length).toBeGreaterThan(0);
    for (const r of suggestedRecipes(dessert)) expect({ title: r.title, heats: stepsUseHeat(r.instructions) }).toEqual({ title: r.title, heats: false });
    expect(stepsUseHeat(recipe('poires-pochees-dole').instructions)).toBe(true);
    expect(usesOven(recipe('poires-pochees-dole'))).toBe(false);
    // No plat of the book is made without heat: its salads are entrées. Once the cooking-time help.
    const summer = await ask("Une recette sans cuisson pour l'été");
    expect(summer).toMatch(/^Quelques idées pour une entrée sans cuisson :\n• /);
    for (const r of suggestedRecipes(summer)) expect(stepsUseHeat(r.instructions)).toBe(false);
  });

  it('« riche en protéines » keeps portions whose proteins weigh and count in their calories, the richest share first; the figures stay for a food', async () => {
    const plats = suggestedRecipes(await ask('Un plat riche en protéines ?'));
    expect(plats.length).toBeGreaterThan(1);
    for (const r of plats) {
      const estimate = recipeEstimate(r.ingredients, r.servings)!;
      expect({ title: r.title, rich: estimate.protein >= 20 && (4 * estimate.protein) / estimate.kcal >= 0.15 }).toEqual({ title: r.title, rich: true });
    }
    // Once the nutrition help (« Je n'ai pas de repères fiables pour cet aliment »).
    const vegan = await ask('Un plat végan riche en protéines');
    expect(vegan).toMatch(/^Quelques idées pour un plat riche en protéines, version végétalienne :\n• /);
    for (const r of suggestedRecipes(vegan)) expect(findRestrictionViolations(r.ingredients, ['vegan'])).toEqual([]);
    expect(await ask("C'est riche en protéines, le tofu ?")).toMatch(/^Tofu, pour 100 g : /);
  });

  it.each([
    // Each got the help, or « pas la recette de « grand mere » ».
    ['Une recette suisse', /^Quelques idées pour un plat suisse :$/m, 'suisse'],
    ['Une spécialité vaudoise', /^Quelques idées pour un plat suisse :$/m, 'suisse'],
    ['Un dessert valaisan ?', /^Quelques idées pour un dessert valaisan :$/m, 'valais'],
    ['Une recette de grand-mère', /^Quelques idées pour un plat traditionnel :$/m, 'classique'],
    ['Un plat réconfortant pour ce soir', /^Quelques idées pour un plat réconfortant :$/m, 'réconfortant'],
    // These two got how to reheat leftovers safely.
    ['Un plat pour se réchauffer', /^Quelques idées pour un plat réconfortant :$/m, 'réconfortant'],
    ['Une soupe qui réchauffe ?', /^Quelques idées pour une entrée réconfortante en soupe :$/m, 'réconfortant'],
    ['Une recette de grand-mère avec des pommes', /^Avec des pommes, je vous propose :$/m, 'classique'],
  ] as const)('« %s » keeps to the book’s recipes tagged so', async (question, lead, tag) => {
    const reply = await ask(question);
    expect(reply).toMatch(lead);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => !r.tags?.includes(tag)).map((r) => r.title)).toEqual([]);
  });

  it('« un plat mijoté pour dimanche » keeps the dishes that simmer a while, never a fondue (it got any plat)', async () => {
    const reply = await ask('Un plat mijoté pour dimanche');
    expect(reply).toMatch(/^Quelques idées pour un plat mijoté :$/m);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => !/mijot/i.test([r.description, ...r.instructions].join(' '))).map((r) => r.title)).toEqual([]);
  });

  it.each([
    // Each got the rescue of a dish gone « trop sucré », or the desserts without any sugar.
    ['Une boisson pas trop sucrée', 'boisson', /^Quelques idées pour une boisson peu sucrée :$/m],
    ['Une boisson peu sucrée pour les enfants', 'boisson', /^Quelques idées pour une boisson peu sucrée pour les enfants :$/m],
    ['Des desserts pas trop sucrés', 'dessert', /^Quelques idées pour un dessert peu sucré :$/m],
    ['Un dessert avec peu de sucre ?', 'dessert', /^Quelques idées pour un dessert peu sucré :$/m],
    ['Un gâteau pas trop sucré', 'dessert', /^Quelques idées de gâteaux, version peu sucrée :$/m],
  ] as const)('« %s » wishes for less sugar: %ss of the book holding little, counted from their lines', async (question, type, lead) => {
    const reply = await ask(question);
    expect(reply).toMatch(lead);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    const limit = LESS_SWEET_GRAMS[type]!;
    expect(listed.filter((r) => r.type !== type || !((recipeEstimate(r.ingredients, r.servings)?.sugar ?? Infinity) <= limit)).map((r) => r.title)).toEqual([]);
    // The sugar is no food refused: the list is not the book's desserts without any.
    expect(reply).not.toMatch(/sans sucr/);
  });

  it('« un dîner rapide avec du poulet » the book has none of says so, then composes one (it said the book had no recipe with chicken)', async () => {
    const reply = await ask('Un dîner rapide pour 4 avec du poulet');
    expect(reply).toMatch(/^Je n'ai pas de plat rapide avec du poulet dans mon carnet ; en voici un avec cela et les basiques du placard :\n.+ — plat, (\d+)\u00a0min, \w+, pour 4\u00a0personnes\.$/m);
    const minutes = Number(/ — plat, (\d+)\u00a0min/.exec(reply)![1]);
    expect(isQuick({ ...recipe('tartiflette'), preparationTime: minutes })).toBe(true);
  });

  it('says every wish in its place: « une soupe pour les enfants », « un dessert sans four et sans sucre » the book has none of', async () => {
    // Once « pour une entrée pour les enfants en soupe ».
    expect(await ask('Une soupe pour les enfants')).toMatch(/^Quelques idées pour une entrée en soupe pour les enfants :$/m);
    // Once « Je n'ai pas de dessert sans sucre », the oven forgotten.
    expect(await ask('Un dessert sans four et sans sucre')).toMatch(/^Je n'ai pas de dessert sans four, sans sucre dans mon carnet hors ligne\./);
  });

  it('reads a dish served cold: said cold in its title, chilled in its steps, or made without heat and said warm nowhere', () => {
    const cold = (id: string) => servedCold(recipe(id).title, recipe(id).description, recipe(id).instructions);
    expect(cold('soupe-froide-concombre-menthe')).toBe(true);
    expect(cold('panna-cotta-vanille-fruits-rouges')).toBe(true);
    expect(cold('riz-au-lait-vanille')).toBe(true); // « à déguster tiède ou froid »
    expect(cold('veloute-courge-coco-gingembre')).toBe(false);
    expect(cold('salade-tiede-lentilles-vertes')).toBe(false);
    expect(cold('gratin-de-pates-au-jambon')).toBe(false); // its « lait froid » is no dish served cold
    expect(cold('grog-rhum-miel')).toBe(false); // hot water heats no pan
    expect(cold('rillettes-truite-fumee-sere')).toBe(true); // « avec les tartines chaudes » serves beside it
    // Chilled when nothing heats after: a dough rested in the fridge, then baked, is a warm tart.
    expect(servedCold('Tarte aux poireaux', 'Une tarte fondante.', ['Laissez reposer la pâte 30 minutes au réfrigérateur.', 'Enfournez 35 minutes à 180 °C.'])).toBe(false);
    expect(servedCold('Flan pâtissier', 'Un flan crémeux.', ['Enfournez 45 minutes à 180 °C.', 'Laissez refroidir, puis placez 3 heures au réfrigérateur.'])).toBe(true);
  });

  it('« une entrée froide », « une boisson rafraîchissante » keep to dishes served cold (a velouté came first); « quand il fait froid » is the weather', async () => {
    const starters = suggestedRecipes(await ask('Une entrée froide'));
    expect(starters.length).toBeGreaterThan(0);
    expect(starters.filter((r) => r.type !== 'entrée' || /velouté|tiède|chaud/i.test(r.title) || /^(Soupe|Potage)/.test(r.title) && !/froide/.test(r.title)).map((r) => r.title)).toEqual([]);
    const drinks = suggestedRecipes(await ask('Une boisson rafraîchissante'));
    expect(drinks.length).toBeGreaterThan(0);
    expect(drinks.filter((r) => /chaud|grog|vin chaud|tisane|chai|café/i.test(r.title)).map((r) => r.title)).toEqual([]);
    expect(constraintsIn(toWords('un plat quand il fait froid')).map((c) => c.id)).toEqual(['tagged']);
    expect(constraintsIn(toWords('un plat par ce froid')).map((c) => c.id)).toEqual(['tagged']);
    expect(constraintsIn(toWords('une entrée froide')).map((c) => c.id)).toEqual(['cold']);
  });

  it('« sans gluten ni lactose ni œufs »: each refused after « ni » too (the lactose was dropped: a tartiflette came)', async () => {
    const reply = await ask('Un plat sans gluten ni lactose ni oeufs');
    expect(reply).toMatch(/^Quelques idées pour un plat, version sans gluten et sans lactose, sans œufs :$/m);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    for (const r of listed) expect([...findRestrictionViolations(r.ingredients, ['glutenFree', 'dairyFree']), ...findAvoidedFoods(r.ingredients, ['œufs'])]).toEqual([]);
    // Without « sans » before: once any dessert, the gluten and the lactose unheard.
    const dessert = await ask('Ni gluten ni lactose, un dessert ?');
    expect(dessert).toMatch(/^Quelques idées pour un dessert, version sans gluten et sans lactose :$/m);
    for (const r of suggestedRecipes(dessert)) expect(findRestrictionViolations(r.ingredients, ['glutenFree', 'dairyFree'])).toEqual([]);
    expect(await ask('Je ne mange ni viande ni poisson, une idée de plat ?')).toMatch(/^Quelques idées pour un plat, version végétarienne :$/m);
  });

  it.each(['Un plat pour recevoir des amis', 'Une entrée chic', 'Un dessert pour épater mes invités'])('« %s » is a table for guests: the book’s festive dishes (it got any dish of the course)', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^Quelques idées pour une? \S+ de fête :$/m);
    expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
    expect(suggestedRecipes(reply).filter((r) => !r.tags?.includes('festif')).map((r) => r.title)).toEqual([]);
  });

  it('« une boisson sans alcool pour Noël » says it keeps to drinks without alcohol (the head said only « de fête »)', async () => {
    const reply = await ask('Une boisson sans alcool pour Noël');
    expect(reply).toMatch(/^Quelques idées pour une boisson de fête, sans alcool :$/m);
    expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
    for (const r of suggestedRecipes(reply)) expect(findAvoidedFoods(r.ingredients, ['alcool'])).toEqual([]);
  });

  it('« ni trop gras ni trop sucré » wishes a light dish with little sugar (it got the rescue of a dish gone too sweet)', async () => {
    const reply = await ask('Un dessert ni trop gras ni trop sucré');
    expect(reply).toMatch(/^Quelques idées pour un dessert peu sucré et léger :$/m);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => r.type !== 'dessert' || !isLight(r) || (recipeEstimate(r.ingredients, r.servings)?.sugar ?? Infinity) > LESS_SWEET_GRAMS.dessert!).map((r) => r.title)).toEqual([]);
  });

  it('a wish the main courses have none of offers the starters that have it: « un plat froid pour l’été » (it said none, and no more)', async () => {
    const reply = await ask("Un plat froid pour l'été");
    expect(reply).toMatch(/^Je n'ai pas de plat froid dans mon carnet\.\nQuelques idées pour une entrée froide :$/m);
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => r.type !== 'entrée' || /velouté|tiède|chaud/i.test(r.title)).map((r) => r.title)).toEqual([]);
  });

  it('weighs the sugar of every drink of the book, so « peu sucrée » keeps or leaves each (the vin chaud, the chai and the café frappé went unweighed, their spices and ice uncounted)', () => {
    expect(RECIPES.filter((r) => r.type === 'boisson' && recipeEstimate(r.ingredients, r.servings) === undefined).map((r) => r.title)).toEqual([]);
  });

  it('« pas trop sucré » is never the rescue of a dish gone too sweet, which « mon gâteau est trop sucré » still gets', async () => {
    const rescue = await ask('Mon gâteau est trop sucré');
    expect(rescue).toMatch(/^Pour un plat ou un dessert trop sucré : /);
    expect(await ask('Une boisson pas trop sucrée')).not.toBe(rescue);
    // « Une tarte pas trop sucrée » got the help: a sweet tart, no quiche (a savoury course is no answer).
    const tarts = suggestedRecipes(await ask('Une tarte pas trop sucrée'));
    expect(tarts.length).toBeGreaterThan(0);
    expect(tarts.filter((r) => r.type !== 'dessert').map((r) => r.title)).toEqual([]);
  });

  it.each(['Une idée salée pour le goûter', 'Un gâteau salé ?', 'Un cake salé'])('« %s » asks for a savoury bite: the apéro’s (it said « Je n’ai pas de dessert salé »)', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^Quelques idées pour un apéro :$/m);
    expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
    expect(suggestedRecipes(reply).filter((r) => r.type !== 'apéro').map((r) => r.title)).toEqual([]);
    // A dessert named stays one.
    expect(await ask('Un dessert salé ?')).toBe("Je n'ai pas de dessert salé dans mon carnet.");
  });

  it('« salé » is a wish for a savoury dish, but the butter’s in « beurre salé »', () => {
    expect(constraintsIn(toWords('une tarte salée')).map((c) => c.id)).toEqual(['savoury']);
    expect(constraintsIn(toWords('un dessert au beurre salé'))).toEqual([]);
  });

  it('follows the diet words of the question, and says them', async () => {
    const vegetarian = await ask('Un plat végétarien ?');
    expect(vegetarian).toMatch(/^Quelques idées pour un plat, version végétarienne :\n/);
    const vegan = suggestedRecipes(await ask('Une idée de plat vegan et sans gluten ?'));
    expect(vegan.length).toBeGreaterThan(0);
    for (const r of suggestedRecipes(vegetarian)) expect(findRestrictionViolations(r.ingredients, ['vegetarian'])).toEqual([]);
    for (const r of vegan) expect(findRestrictionViolations(r.ingredients, ['vegan', 'glutenFree'])).toEqual([]);
  });

  it("always keeps the household's restrictions and avoided foods on top", async () => {
    const reply = await ask('Un dessert sans four ?', { restrictions: ['dairyFree'], avoidedFoods: ['banane'] });
    const recipes = suggestedRecipes(reply);
    expect(recipes.length).toBeGreaterThan(0);
    for (const r of recipes) {
      expect(usesOven(r)).toBe(false);
      expect(findRestrictionViolations(r.ingredients, ['dairyFree'])).toEqual([]);
      expect(findAvoidedFoods(r.ingredients, ['banane'])).toEqual([]);
    }
  });
});
