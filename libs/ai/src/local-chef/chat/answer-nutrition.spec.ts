import { DISH_PORTION_CAUTION, DISH_PORTION_FACTS, HEALTHY_SENTENCE, NUTRITION_CAUTION, NUTRITION_FACTS, PORTION_NUTRIENT_VARIES, UNKNOWN_NUTRITION } from '../knowledge/nutrition';
import { RECIPES } from '../recipes';
import { ask, converse, suggestedRecipes } from './chat-test-helpers';
import { recipeEstimate } from './recipe-nutrition';
import { recipeReply } from './recipe-reply';

const facts = (id: string) => NUTRITION_FACTS.find((f) => f.id === id)!;

describe('the offline chef answers nutrition questions with rough figures, never with recipe ideas', () => {
  it.each([
    ['Combien de calories dans des pâtes ?', 'pates', /≈ 350 kcal.*cuites ≈ 150 kcal/],
    ['combien de proteines dans un oeuf', 'oeuf', /12,5 g de protéines/],
    ['combien de sucre dans une banane', 'banane', /15 g de sucres/],
    ["le fromage c'est gras ?", 'fromage', /30 g de matières grasses/],
    ['cb de kcal dans un avocat', 'avocat', /≈ 170 kcal/],
    ['combien de calories dans 100g de riz cuit', 'riz', /cuit ≈ 130 kcal/],
    ['le lait ca fait combien de calories', 'lait', /pour 100 ml : ≈ 46 kcal/],
    ['combien de glucides dans le pain', 'pain', /≈ 270 kcal, 56 g de glucides\./],
    ['cb de calorie ds une pomme', 'pomme', /≈ 55 kcal/],
  ])('%s', async (question, id, figures) => {
    const reply = await ask(question);
    expect(reply).toMatch(new RegExp(`^${facts(id).label.replace(/[()]/g, '\\$&')}, pour 100`));
    expect(reply).toMatch(figures);
    expect(reply).toContain(NUTRITION_CAUTION);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it('answers « c\'est sain ? » with the figures and the careful sentence, without judging the food', async () => {
    const reply = await ask("c'est sain le nutella ?");
    expect(reply).toMatch(/^Pâte à tartiner chocolat-noisette, pour 100 g : ≈ 540 kcal, 6 g de protéines, 58 g de glucides, 57 g de sucres, 31 g de matières grasses\./);
    expect(reply).toContain(HEALTHY_SENTENCE);
    expect(reply).toContain(NUTRITION_CAUTION);
  });

  it('sends to the packaging for a food it has no figures for', async () => {
    // The table now knows tofu (a common food of the collection): seitan it does not.
    expect(await ask('combien de calories dans du seitan')).toBe(UNKNOWN_NUTRITION);
  });

  it('leaves a wish for a light dish and a jam ratio to their own answers', async () => {
    expect(await ask('combien de calories dans une banane ?')).toMatch(/^Banane, pour 100 g : ≈ 90 kcal\./);
    expect(suggestedRecipes(await ask('une idée de plat léger pour ce soir')).length).toBeGreaterThan(0);
    expect(await ask('combien de sucre pour 1 kg de fraises')).not.toContain(NUTRITION_CAUTION);
    expect(await ask('combien de sucre dans un gâteau au yaourt')).not.toContain(NUTRITION_CAUTION);
    expect(await ask('ma pâte est trop grasse')).not.toContain(NUTRITION_CAUTION);
  });
});

describe('the offline chef gives an order of magnitude per portion of a home-made dish, never a made-up precision', () => {
  const dish = (id: string) => DISH_PORTION_FACTS.find((d) => d.id === id)!;

  it.each([
    ['combien de calories dans une part de lasagnes ?', 'lasagnes'],
    ['cb de kcal une part de lasagne', 'lasagnes'],
    ['combien de calories dans une part de quiche', 'quiche'],
    ['une quiche lorraine ca fait combien de calories', 'quiche'],
    ['combien de calories dans une crêpe', 'crepe'],
    ['cb de calories dans une crepe au nutella', 'crepe'],
    ['une part de pizza combien de kcal ?', 'pizza'],
    ['calories d une part de tarte aux pommes', 'tarte-pommes'],
    ['combien de calories dans un croque monsieur', 'croque-monsieur'],
  ])('%s', async (question, id) => {
    const reply = await ask(question);
    const { portion, kcal, varies } = dish(id);
    expect(reply.split('\n')[0]).toBe(`${portion[0].toUpperCase()}${portion.slice(1)} : de l'ordre de ${kcal[0]} à ${kcal[1]} kcal.`);
    expect(reply).toContain(varies);
    expect(reply).toContain(DISH_PORTION_CAUTION);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it('keeps every figure a rounded range, and answers « c\'est sain ? » without judging the dish', async () => {
    for (const { kcal } of DISH_PORTION_FACTS) {
      expect(kcal[0]).toBeLessThan(kcal[1]);
      for (const n of kcal) expect(n % (n < 200 ? 10 : 50)).toBe(0);
    }
    const reply = await ask("le hachis parmentier c'est sain ?");
    expect(reply).toMatch(/^Une part de hachis parmentier .*: de l'ordre de \d+ à \d+ kcal\./);
    expect(reply).toContain(HEALTHY_SENTENCE);
    // A food alone is still per 100 g.
    expect(await ask('combien de calories dans une pomme')).toMatch(/^Pomme, pour 100 g/);
    expect(await ask('combien de calories dans le chocolat')).toMatch(/^Chocolat noir/);
  });
});

describe('the offline chef answers the nutrient asked for a portion of a home-made dish, not only its calories', () => {
  it.each([
    ['protéines dans une part de lasagnes', "Une part de lasagnes à la bolognaise (environ 300 g) : de l'ordre de 20 à 30 g de protéines, pour 400 à 500 kcal.", ['protein']],
    ['combien de protéines dans une part de lasagnes ?', "Une part de lasagnes à la bolognaise (environ 300 g) : de l'ordre de 20 à 30 g de protéines, pour 400 à 500 kcal.", ['protein']],
    ['y a combien de proteines ds des lasagnes', "Une part de lasagnes à la bolognaise (environ 300 g) : de l'ordre de 20 à 30 g de protéines, pour 400 à 500 kcal.", ['protein']],
    ['combien de sucres lents dans des lasagnes', "Une part de lasagnes à la bolognaise (environ 300 g) : de l'ordre de 35 à 45 g de glucides, pour 400 à 500 kcal.", ['carbs']],
    ['combien de glucides dans une part de pizza', "Une part de pizza (un quart d'une pizza de 30 cm, environ 110 g) : de l'ordre de 28 à 35 g de glucides, pour 250 à 300 kcal.", ['carbs']],
    ['lipides dans une quiche lorraine', "Une part de quiche lorraine (un sixième d'une quiche de 26 cm, environ 150 g) : de l'ordre de 25 à 32 g de matières grasses, pour 350 à 450 kcal.", ['fat']],
    ['combien de gras dans un croque monsieur', "Un croque-monsieur (environ 150 g) : de l'ordre de 18 à 24 g de matières grasses, pour 350 à 450 kcal.", ['fat']],
    ['combien de fibres dans un couscous', "Une assiette de couscous avec légumes et viande (environ 450 g) : de l'ordre de 7 à 10 g de fibres, pour 600 à 800 kcal.", ['fibre']],
    ['combien de grammes de protéines dans une crêpe', "Une crêpe nature (environ 60 g) : de l'ordre de 3 à 5 g de protéines, pour 100 à 130 kcal.", ['protein']],
    ["taux de protéines d'un hachis parmentier", "Une part de hachis parmentier (environ 300 g) : de l'ordre de 20 à 25 g de protéines, pour 350 à 450 kcal.", ['protein']],
    ["la pizza c'est riche en protéines ?", "Une part de pizza (un quart d'une pizza de 30 cm, environ 110 g) : de l'ordre de 10 à 14 g de protéines, pour 250 à 300 kcal.", ['protein']],
    ['combien de sucres dans une part de lasagnes', "Une part de lasagnes à la bolognaise (environ 300 g) : de l'ordre de 5 à 9 g de sucres, pour 400 à 500 kcal.", ['sugar']],
    ['combien de sucre dans une part de gâteau au chocolat ?', "Une part de gâteau au chocolat (environ 80 g) : de l'ordre de 25 à 32 g de sucres, pour 300 à 400 kcal.", ['sugar']],
    ['glucides et sucres dans une part de tarte aux pommes', "Une part de tarte aux pommes (un huitième d'une tarte de 26 cm, environ 110 g) : de l'ordre de 33 à 40 g de glucides et 15 à 22 g de sucres, pour 250 à 300 kcal.", ['carbs', 'sugar']],
    ['glucides et lipides dans une part de tarte aux pommes', "Une part de tarte aux pommes (un huitième d'une tarte de 26 cm, environ 110 g) : de l'ordre de 33 à 40 g de glucides et 11 à 15 g de matières grasses, pour 250 à 300 kcal.", ['carbs', 'fat']],
  ] as const)('%s', async (question, figure, nutrients) => {
    expect(await ask(question)).toBe([figure, ...nutrients.map((n) => PORTION_NUTRIENT_VARIES[n]), DISH_PORTION_CAUTION].join('\n'));
  });

  it('keeps the calories alone when they are what is asked, and reads the fibre of a food per 100 g', async () => {
    expect(await ask('combien de calories dans une part de lasagnes')).toMatch(/^Une part de lasagnes à la bolognaise \(environ 300 g\) : de l'ordre de 400 à 500 kcal\.\n/);
    expect(await ask('combien de fibres dans les lentilles')).toMatch(/^Lentilles, pour 100 g : sèches ≈ 330 kcal, 16 g de fibres ; cuites ≈ 115 kcal, 5 g de fibres\./);
  });

  it('gives every dish a range of each nutrient that agrees with its calories', () => {
    for (const dish of DISH_PORTION_FACTS) {
      const mid = (r: readonly [number, number]) => (r[0] + r[1]) / 2;
      const kcal = 4 * mid(dish.protein) + 4 * mid(dish.carbs) + 9 * mid(dish.fat);
      expect(kcal).toBeGreaterThan(dish.kcal[0] * 0.85);
      expect(kcal).toBeLessThan(dish.kcal[1] * 1.15);
      // Sugars are part of the carbohydrates.
      expect(dish.sugar[0]).toBeLessThan(dish.sugar[1]);
      expect(dish.sugar[1]).toBeLessThanOrEqual(dish.carbs[0]);
    }
  });
});

describe('a nutrition question right after a recipe is about that recipe, per portion', () => {
  it.each(['Combien de sucre par part ?', 'combien de sucre par personne ?', "c'est sucré ?"])('"%s" after a tiramisu for 2: the sugar its lines put in each portion', async (question) => {
    const reply = await ask(question, { servings: 2 }, await converse(['La recette du tiramisu ?'], { servings: 2 }));
    expect(reply).toMatch(/^« Tiramisu » pour 2\u00a0personnes met 25 g de sucre : environ 13 g de sucre ajouté par part, sans compter les sucres des autres ingrédients\.$/m);
    expect(reply).toContain(DISH_PORTION_CAUTION);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it('weighs spoons of sugar, and gives the dish\'s figures per portion when it knows the dish', async () => {
    const earlier = await converse(['la recette des crêpes au sucre et au citron'], { servings: 2 });
    const sugar = await ask('Combien de sucre par part ?', { servings: 2 }, earlier);
    // 2 càs of sugar weigh 30 g (knowledge/conversions.ts): 15 g each.
    expect(sugar).toMatch(/^« Crêpes au sucre et au citron » pour 2\u00a0personnes met 2 càs de sucre : environ 15 g de sucre ajouté par part/);
    // The dish's own figures per portion, its sugars among them.
    expect(sugar).toMatch(/^Une crêpe nature \(environ 60 g\) : de l'ordre de 2 à 5 g de sucres, pour 100 à 130 kcal\.$/m);
    expect(await ask('combien de calories par part ?', { servings: 2 }, earlier)).toMatch(/^Une crêpe nature \(environ 60 g\) : de l'ordre de 100 à 130 kcal\./);
    expect(await ask("c'est riche en protéines ?", { servings: 2 }, earlier)).toMatch(/^Une crêpe nature \(environ 60 g\) : de l'ordre de 3 à 5 g de protéines/);
  });

  it('estimates a portion from the recipe\'s own lines when it knows most of their foods, and says what it could not count', async () => {
    const earlier = await converse(['La recette du tiramisu ?']);
    // 3 eggs (165 g), 80 g of sugar, 250 g of mascarpone, 24 boudoirs (144 g), 30 cl of coffee, 2 càs of cocoa (16 g), for 6.
    const reply = await ask('Combien de calories par part ?', {}, earlier);
    expect(reply).toMatch(/^Estimation d'après ses ingrédients, pour une part de « Tiramisu » \(recette pour 6\u00a0personnes\) : environ 370 kcal\.$/m);
    expect(reply).toContain(DISH_PORTION_CAUTION);
    expect(reply).not.toMatch(/pas de repères|pu compter/);
    expect(await ask('Combien de protéines par part ?', {}, earlier)).toMatch(/environ 370 kcal et 8 g de protéines\.$/m);
    const riceEarlier = await converse(['La recette du riz au lait à la vanille ?']);
    const rice = await ask('combien de calories par part ?', {}, riceEarlier);
    expect(rice).toMatch(/^Estimation d'après ses ingrédients, pour une part de « Riz au lait à la vanille » \(recette pour 4\u00a0personnes\) : environ \d+ kcal\.\nJe n'ai pas pu compter : 1 gousse de vanille\.$/m);
    // Pitas weigh a pita each (60 g), not a loaf; the olive oil counts, the salt weighs nothing.
    const chips = await ask('combien de calories par part ?', {}, await converse(["La recette des chips de pita au za'atar ?"]));
    // Its za'atar is now weighed as a ground spice and counted.
    expect(chips).toMatch(/^Estimation d'après ses ingrédients, pour une part de « Chips de pita au za'atar » \(recette pour 6\u00a0personnes\) : environ 190 kcal\.$/m);
    expect(chips).not.toMatch(/pu compter/);
  });

  it('says so when it has no figures for too much of the recipe, and a food named is still that food', async () => {
    // The prunes and the bacon are not in its table: more than a third of the weight (the lassi's apricots and honey, the Dôle of the poached pears now are).
    const prunes = await ask('combien de calories par part ?', {}, await converse(['La recette des pruneaux au lard grillés ?']));
    expect(prunes).toMatch(/^Je n'ai pas de repères nutritionnels par part pour « Pruneaux au lard grillés » dans mon carnet hors ligne\.$/m);
    expect(prunes).not.toMatch(/estimation/i);
    const earlier = await converse(['La recette du tiramisu ?']);
    expect(await ask('combien de calories dans une banane ?', {}, earlier)).toMatch(/^Banane, pour 100 g : ≈ 90 kcal\./);
    expect(suggestedRecipes(await ask('une idée de dessert sain ?', {}, earlier)).length).toBeGreaterThan(0);
  });
});

describe('« combien de calories par part ? » over the whole collection', () => {
  it('estimates at least 80 % of the recipes from their own lines', () => {
    const estimated = RECIPES.filter((r) => recipeEstimate(r.ingredients, r.servings) !== undefined);
    expect(estimated.length / RECIPES.length).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    ['Spaghetti bolognaise', 'spaghetti-bolognaise', 450, 800],
    ['Risotto aux courgettes', 'risotto-courgettes-parmesan', 350, 700],
    ['Curry de pois chiches', 'curry-pois-chiches-epinards', 250, 600],
    ['Salade de carottes', 'carottes-rapees-orange-cumin', 80, 300],
    // Fried in a litre of oil: only what the bread soaks up is eaten.
    ['Malakoffs', 'malakoffs-vaudois', 300, 900],
  ])('a portion of %s is in a plausible range, said as an estimate', async (_, id, low, high) => {
    const r = RECIPES.find((x) => x.id === id)!;
    const reply = await ask('combien de calories par part ?', {}, [
      { role: 'user', content: `La recette de ${r.title} ?` },
      { role: 'assistant', content: recipeReply(r, r.servings, { history: [], restrictions: [], avoidedFoods: [], fridge: [] }) },
    ]);
    const kcal = Number(/^Estimation d'après ses ingrédients, .* : environ (\d+) kcal\.$/m.exec(reply)?.[1]);
    expect(kcal).toBeGreaterThanOrEqual(low);
    expect(kcal).toBeLessThanOrEqual(high);
    expect(reply).toContain(DISH_PORTION_CAUTION);
  });
});

describe('a part of a food has its own figures', () => {
  it("gives an egg white the white's figures, never the whole egg's", async () => {
    for (const question of ["combien de calories dans un blanc d'œuf ?", "combien de protéines dans les blancs d'oeufs"]) {
      const reply = await ask(question);
      expect(reply).toMatch(/^Blanc d'œuf, pour 100 g : ≈ 45 kcal/);
      expect(reply).not.toMatch(/140 kcal/);
    }
    expect(await ask('combien de calories dans un œuf ?')).toMatch(/^Œuf, pour 100 g : ≈ 140 kcal/);
  });
});
