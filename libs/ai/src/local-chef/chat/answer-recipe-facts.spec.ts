import { ingredientName } from '../../generation/fridge-match';
import { findRestrictionViolations } from '../../validation/dietary-rules';
import { SPICY_FOODS } from '../knowledge/recipe-constraints';
import { containsFood } from '../food-match';
import { RECIPES } from '../recipes';
import { seededRandom } from '../seeded-random';
import { ask, converse, givenRecipe, recipe } from './chat-test-helpers';

/** The conversation right after the chef gave the recipe `id`. */
const after = (id: string) => converse([`La recette de ${recipe(id).title}`]);
const HELP = /^Je suis un chef hors ligne|se garde comme|^Ce qui se prépare/;

describe('« c\'est long ? », « pour combien ? », « à quelle température ? » right after a recipe', () => {
  const TIRAMISU = 'la recette du tiramisu';
  const QUICHE = 'la recette de la quiche aux poireaux';

  it.each(["c'est long ?", 'ça prend combien de temps ?', 'cest long'])('"%s" gives the recipe\'s time and its wait', async (question) => {
    const reply = await ask(question, { servings: 4 }, await converse([TIRAMISU], { servings: 4 }));
    expect(reply).toBe("« Tiramisu » se prépare en 30 minutes environ, cuisson comprise (niveau moyen), plus l'attente : réservez au moins 4 heures au frais et saupoudrez de cacao au moment de servir.");
  });

  it.each(['pour combien ?', 'pour combien de personnes ?', 'ca fait combien de parts'])('"%s" gives the servings it was given for', async (question) => {
    const reply = await ask(question, { servings: 2 }, await converse([TIRAMISU], { servings: 2 }));
    expect(reply).toMatch(/^« Tiramisu » est prévue pour 2\u00a0personnes\. Pour un autre nombre, dites par exemple « pour 6 »/);
  });

  it('gives another number as its example than the one the recipe is for (it said « prévue pour 6 personnes… dites « pour 6 » »)', async () => {
    const reply = await ask('pour combien de personnes ?', { servings: 6 }, await converse([TIRAMISU], { servings: 6 }));
    expect(reply).toMatch(/^« Tiramisu » est prévue pour 6\u00a0personnes\. Pour un autre nombre, dites par exemple « pour 4 »/);
  });

  it.each(['combien de temps au four', 'a quelle temperature', 'quel thermostat ?'])('"%s" reads the oven from the recipe\'s steps', async (question) => {
    const quiche = await ask(question, {}, await converse([QUICHE]));
    expect(quiche).toBe('« Quiche aux poireaux et gruyère » : four préchauffé à 200 °C (thermostat 7), 30 minutes de cuisson.');
    expect(await ask(question, {}, await converse([TIRAMISU]))).toBe('« Tiramisu » ne passe pas au four.');
  });

  it.each(['ça se fait en 20 minutes ?', "c'est rapide ?"])('"%s" gives the recipe\'s own time, not « convient (rapide) » for a dish of 35 minutes', async (question) => {
    expect(await ask(question, {}, await after('emince-veau-zurichoise'))).toBe('« Émincé de veau à la zurichoise » se prépare en 35 minutes environ, cuisson comprise (niveau moyen).');
  });

  it('leaves a keeping time, a food named and a new wish to their own answers', async () => {
    const earlier = await converse([TIRAMISU]);
    expect(await ask('ca se garde combien de temps ?', {}, earlier)).toMatch(/^« Tiramisu » se garde comme/);
    expect(await ask('combien de temps pour cuire des pates', {}, earlier)).toMatch(/^Pâtes sèches : 8 à 12 minutes/);
    expect(givenRecipe(await ask('crepes pour 4', {}, earlier))).toBe(recipe('crepes-sucre-citron'));
  });
});

describe('« c\'est quoi l\'étape la plus longue ? » right after a recipe', () => {
  it('names the step that takes longest, with its time, read from the steps', async () => {
    expect(await ask("c'est quoi l'étape la plus longue", {}, await after('chili-sin-carne'))).toMatch(/^Dans « Chili sin carne », le plus long est l'étape \d \(25 minutes\) : incorporez les haricots rouges/);
    expect(await ask("qu'est-ce qui prend le plus de temps ?", {}, await after('tiramisu'))).toMatch(/^Dans « Tiramisu », le plus long est l'étape \d \(4 heures\) : réservez au moins 4 heures au frais/);
  });

  it('says when no step is long', async () => {
    expect(await ask("c'est quoi l'étape la plus longue", {}, await after('emince-veau-zurichoise'))).toBe(
      "Dans « Émincé de veau à la zurichoise », aucune étape n'est longue : comptez 35 minutes en tout.",
    );
  });
});

describe('« c\'est épicé ? » right after a recipe', () => {
  it('says what burns and how to tame it, or that nothing does', async () => {
    expect(await ask("c'est épicé ?", {}, await after('chili-sin-carne'))).toMatch(/^Oui, « Chili sin carne » pique un peu : 1 pincée de piment de Cayenne\. Pour les enfants/);
    expect(await ask('ça pique ?', {}, await after('penne-arrabbiata'))).toMatch(/^Oui, « Penne all'arrabbiata » pique un peu : 1 piment rouge\./);
    expect(await ask("c'est épicé ?", {}, await after('dahl-lentilles-corail-coco'))).toBe(
      'Non, rien de piquant dans « Dahl de lentilles corail au lait de coco » : des épices douces (curry et gingembre), sans piment, qui conviennent aussi aux enfants.',
    );
    expect(await ask('c est pimenté ?', {}, await after('hachis-parmentier'))).toBe('Non, rien de piquant dans « Hachis parmentier » : ni piment ni épices fortes.');
  });

  it('answers from the recipe, over seeded random recipes and wordings', async () => {
    const random = seededRandom(20261126);
    const wordings = ["c'est épicé ?", 'ça pique ?', "c'est piquant ?", 'cest pimenté', 'est-ce que c est relevé ?', "c'est pas trop épicé pour les petits ?"];
    const wrong: string[] = [];
    for (let i = 0; i < 40; i++) {
      const r = RECIPES[Math.floor(random() * RECIPES.length)];
      const question = wordings[Math.floor(random() * wordings.length)];
      const reply = await ask(question, {}, await after(r.id));
      const hot = SPICY_FOODS.some((food) => containsFood(r.ingredients, food));
      if (question.includes('trop')) continue; // « trop épicé » may be a dish to rescue or a wish for children: not this answer's
      if (!reply.startsWith(hot ? 'Oui, ' : 'Non, ') || !reply.includes(`« ${r.title} »`)) wrong.push(`${r.id} « ${question} »: ${reply.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads « c\'est pas trop épicé pour les enfants ? » as asking whether it is, not as a wish for another recipe', async () => {
    const question = "c'est pas trop épicé pour les enfants ?";
    expect(await ask(question, {}, await after('emince-veau-zurichoise'))).toBe('Non, rien de piquant dans « Émincé de veau à la zurichoise » : ni piment ni épices fortes.');
    expect(await ask(question, {}, await after('chili-sin-carne'))).toMatch(/^Oui, « Chili sin carne » pique un peu : 1 pincée de piment de Cayenne\. Pour les enfants/);
    expect(await ask('ca pique pas trop pour les petits ?', {}, await after('penne-arrabbiata'))).toMatch(/^Oui, « Penne all'arrabbiata » pique un peu/);
  });

  it('leaves « c\'est trop épicé » to the rescue', async () => {
    expect(await ask("c'est trop épicé, que faire ?", {}, await after('chili-sin-carne'))).toMatch(/^Pour adoucir un plat trop épicé/);
  });
});

describe('« avec quoi je le sers ? » right after a recipe', () => {
  it('reads what the dish already holds', async () => {
    expect(await ask('avec quoi je le sers ?', {}, await after('chili-sin-carne'))).toMatch(/^« Chili sin carne » est déjà un plat complet \(riz\) : servez à côté une salade verte/);
    expect(await ask('il faut quel accompagnement ?', {}, await after('emince-veau-zurichoise'))).toMatch(/^« Émincé de veau à la zurichoise » se sert avec du riz, des pâtes fraîches ou une purée/);
    expect(await ask('avec quoi on le mange ?', {}, await after('veloute-poireaux-pommes-de-terre'))).toMatch(/se sert avec du pain de campagne grillé/);
    expect(await ask('avec quoi je les sers ?', {}, await after('vermicelles-marrons'))).toMatch(/^Avec « Vermicelles aux marrons » : un café ou une infusion/);
  });

  it('knows a starch by the bases of #ingredients, however the line names it', async () => {
    // « semoule de maïs » is the polenta: the week planner's base families know it, a list of its own did not.
    expect(await ask('avec quoi je le sers ?', {}, await after('ratatouille-polenta'))).toMatch(/^« Ratatouille et polenta crémeuse » est déjà un plat complet \(semoule de maïs\) : servez à côté une salade verte/);
    expect(await ask('avec quoi je le sers ?', {}, await after('hachis-parmentier'))).toMatch(/^« Hachis parmentier » est déjà un plat complet \(pommes de terre/);
  });

  it('never answers with the help, a keeping time or the make-ahead list, over the collection but drinks', async () => {
    const wrong: string[] = [];
    for (const r of RECIPES.filter((x) => x.type !== 'boisson')) {
      const reply = await ask('avec quoi je le sers ?', {}, await after(r.id));
      if (HELP.test(reply) || !reply.includes(`« ${r.title} »`)) wrong.push(`${r.id}: ${reply.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves « avec quoi je remplace… » to the substitutes', async () => {
    expect(await ask('avec quoi je remplace le lait de coco ?', {}, await after('dahl-lentilles-corail-coco'))).toMatch(/^Pour remplacer le lait de coco/);
  });
});

describe('« je peux le faire la veille ? » right after a recipe', () => {
  it('reads the recipe: a wait in the fridge, a dish that keeps, a dish served at once', async () => {
    expect(await ask("combien de temps à l'avance ?", {}, await after('tiramisu'))).toMatch(/^Oui, « Tiramisu » se prépare jusqu'à la veille, et il faut de toute façon l'attente : réservez au moins 4 heures au frais/);
    expect(await ask('je peux le faire la veille ?', {}, await after('chili-sin-carne'))).toMatch(/^Oui, « Chili sin carne » se prépare la veille, et c'est souvent meilleur le lendemain/);
    expect(await ask("je peux le préparer à l'avance ?", {}, await after('hachis-parmentier'))).toMatch(/^Oui, « Hachis parmentier » se prépare la veille.*se réchauffe 15 minutes au four à 160 °C\.$/);
    expect(await ask("je peux le faire à l'avance ?", {}, await after('emince-veau-zurichoise'))).toMatch(/^« Émincé de veau à la zurichoise » se fait au dernier moment et se sert aussitôt\./);
    // « Coupez le pain la veille » is no dish made ahead.
    expect(await ask("on peut la préparer à l'avance ?", {}, await after('fondue-moitie-moitie'))).toMatch(/^« Fondue moitié-moitié » se fait au dernier moment/);
  });

  it('never gives the general make-ahead list nor the preparation time, over the collection', async () => {
    const wrong: string[] = [];
    for (const r of RECIPES) {
      for (const question of ["combien de temps à l'avance ?", 'je peux le faire la veille ?']) {
        const reply = await ask(question, {}, await after(r.id));
        if (HELP.test(reply) || /se prépare en \d+ minutes/.test(reply) || !reply.includes(`« ${r.title} »`)) wrong.push(`${r.id} « ${question} »: ${reply.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('« sans four ? » reads every oven step', () => {
  it('« faites gratiner 15 minutes à 200 °C » is the oven: the hachis parmentier is no dish without one', async () => {
    expect(await ask('sans four ?', {}, await after('hachis-parmentier'))).toMatch(/^Pour un plat sans four, « Hachis parmentier » ne convient pas\./);
  });
});

describe('« je peux préparer la pâte la veille ? » after the crêpes', () => {
  it('is the batter of this recipe, not a wish for pasta', async () => {
    const reply = await ask('je peux préparer la pâte la veille ?', {}, await after('crepes-sucre-citron'));
    expect(reply).toMatch(/^Oui, la pâte de « Crêpes au sucre et au citron » se prépare la veille : couverte, au frais/);
    expect(reply).not.toMatch(/Pâtes au citron/);
  });
});


describe('« quel vin avec ça ? » right after a recipe', () => {
  const WITHOUT_ALCOHOL = /Pour les enfants et sans alcool : une eau pétillante/;

  it('pairs a wine with the dish by its main protein, never a recipe made with wine', async () => {
    const hachis = await ask('quel vin avec ça ?', {}, await after('hachis-parmentier'));
    expect(hachis).toMatch(/^Avec « Hachis parmentier » : un rouge charpenté, syrah du Valais/);
    expect(hachis).toMatch(WITHOUT_ALCOHOL);
    expect(await ask("c'est quoi comme vin ?", {}, await after('fondue-moitie-moitie'))).toMatch(/^Avec « Fondue moitié-moitié » : un blanc sec, fendant ou chasselas/);
    expect(await ask('on boit quoi avec ?', {}, await after('tiramisu'))).toMatch(/^Avec « Tiramisu » : un vin doux servi frais/);
    expect(await ask('quel vin avec ça ?', {}, await after('chili-sin-carne'))).toMatch(/^Avec « Chili sin carne » : un rouge léger et fruité/);
  });

  it('gives a classic of the book its own wine, and crêpes their cider even as a dessert', async () => {
    expect(await ask('quel vin avec ça ?', {}, await after(RECIPES.find((r) => r.title === 'Tartiflette')!.id))).toMatch(/^Avec « Tartiflette » : un blanc sec, fendant ou chasselas/);
    const crepes = RECIPES.find((r) => r.title === 'Crêpes au sucre et au citron')!;
    expect(await ask('on boit quoi avec ?', {}, await after(crepes.id))).toMatch(/^Avec « Crêpes au sucre et au citron » : une bolée de cidre brut/);
  });

  it('answers every dish of the collection but drinks with a pairing, not a list of recipes', async () => {
    const wrong: string[] = [];
    for (const r of RECIPES.filter((x) => x.type !== 'boisson')) {
      const reply = await ask('quel vin avec ça ?', {}, await after(r.id));
      if (!reply.startsWith(`Avec « ${r.title} » : `) || !WITHOUT_ALCOHOL.test(reply) || /^• /m.test(reply)) wrong.push(`${r.id}: ${reply.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives no wine to a household whose diet or avoided foods exclude alcohol', async () => {
    for (const context of [{ restrictions: ['halal' as const] }, { avoidedFoods: ['alcool'] }]) {
      const reply = await ask('quel vin avec ça ?', context, await converse([`La recette de ${recipe('hachis-parmentier').title}`], context));
      expect(reply).toMatch(/^Avec « Hachis parmentier », sans alcool : une eau pétillante/);
      expect(reply).not.toMatch(/\bvin\b|rouge|blanc sec/);
    }
  });

  it('leaves another dish named, and a substitute for the wine, to their own answers', async () => {
    expect(await ask('quel vin avec le poulet ?', {}, await after('hachis-parmentier'))).not.toMatch(/^Avec « Hachis parmentier »/);
    expect(await ask('par quoi remplacer le vin blanc ?', {}, await after('fondue-moitie-moitie'))).toMatch(/^Pour remplacer le vin blanc/);
  });

  it('replaces « le vin » whose colour is unsaid, and keeps each colour its own answer', async () => {
    const wine = await ask('Par quoi remplacer le vin ?');
    expect(wine).toMatch(/^Pour remplacer le vin\b(?! blanc| rouge)/u);
    expect(wine).toMatch(/bouillon/);
    expect(wine).toMatch(/blanc/);
    expect(wine).toMatch(/rouge/);
    expect(await ask('par quoi remplacer le vin rouge ?')).toMatch(/^Pour remplacer le vin rouge/);
  });
});

describe('« pas cher ? » right after a recipe', () => {
  it('names the costly lines, for the servings given, and a cheaper substitute the household may eat', async () => {
    const reply = await ask('pas cher ?', { servings: 4 }, await converse([`La recette de ${recipe('hachis-parmentier').title}`], { servings: 4 }));
    expect(reply).toMatch(/^Dans « Hachis parmentier », ce qui coûte le plus : \d+ g de bœuf haché et \d+ g de gruyère râpé\.$/m);
    expect(reply).toMatch(/^• La viande hachée : des lentilles vertes ou corail cuites/m);
    expect(reply).toMatch(/un tiers de viande ou de fromage en moins/);
    const two = await ask("c'est économique ?", { servings: 2 }, await converse([`La recette de ${recipe('hachis-parmentier').title}`], { servings: 2 }));
    const grams = (text: string) => Number(/(\d+) g de bœuf haché/.exec(text)?.[1]);
    expect(grams(two) * 2).toBe(grams(reply));
  });

  it('says when the dish holds no meat, fish nor cheese, and never counts a stock as meat', async () => {
    expect(await ask('ça coûte cher ?', {}, await after('chili-sin-carne'))).toBe("Oui, « Chili sin carne » est une recette économique : ni viande, ni poisson, ni fromage, qui font l'essentiel du prix d'un repas.");
    expect(await ask('pas cher ?', {}, await after('emince-veau-zurichoise'))).toMatch(/ce qui coûte le plus : \d+ g d'émincé de veau\.$/m);
  });

  it('never offers a swap the household cannot eat', async () => {
    const vegan = { restrictions: ['vegan' as const] };
    const fish = RECIPES.find((r) => r.type === 'plat' && r.ingredients.some((l) => /cabillaud|colin|saumon/.test(l)))!;
    expect(await ask('pas cher ?', {}, await after(fish.id))).toMatch(/^• Le poisson : un autre poisson de même texture/m);
    // The collection's swaps for fish and minced meat are lentils and another fish: a household avoiding lentils gets only the fish one.
    expect(await ask('pas cher ?', { avoidedFoods: ['lentilles'] }, await after('hachis-parmentier'))).not.toMatch(/lentilles vertes/);
    expect(await ask('pas cher ?', vegan, await after('chili-sin-carne'))).toMatch(/^Oui/);
  });
});

describe('« quel vin avec … ? » of foods named, with no recipe asked about', () => {
  it('pairs the wine of the foods named, by their main protein, with their articles, never recipes made with wine', async () => {
    expect(await ask('Quel vin avec une raclette ?')).toMatch(/^Avec une raclette : un blanc sec, fendant ou chasselas.*Pour les enfants et sans alcool : une eau pétillante/u);
    expect(await ask('On boit quoi avec du saumon ?')).toMatch(/^Avec du saumon : un blanc sec et vif/u);
    expect(await ask('Quel vin avec des lentilles et des saucisses ?')).toMatch(/^Avec des lentilles et des saucisses : un rouge léger et fruité/u);
    // After a recipe, another food named is that food's wine.
    expect(await ask('quel vin avec le poulet ?', {}, await converse(['La recette du hachis parmentier']))).toMatch(/^Avec du poulet : un blanc rond ou un rouge léger/u);
  });

  it('gives the usual pairings when no dish nor food is named, and no wine to a household that drinks none', async () => {
    const tonight = await ask('Quel vin pour ce soir ?');
    expect(tonight).toMatch(/^Tout dépend de ce qui est dans l'assiette\. En règle générale :\n• Un poisson : /u);
    expect(tonight).toMatch(/^• Un fromage fondu \(raclette, fondue\) : un blanc sec, fendant ou chasselas/mu);
    expect(tonight).not.toMatch(/je vous propose/u);
    for (const context of [{ restrictions: ['halal' as const] }, { avoidedFoods: ['alcool'] }]) {
      expect(await ask('Quel vin avec une raclette ?', context)).toMatch(/^Avec une raclette, sans alcool : une eau pétillante/u);
      expect(await ask('Quel vin avec un pot-au-feu ?', context)).toMatch(/^Avec un pot-au-feu, sans alcool : une eau pétillante/u);
      expect(await ask('Quel vin pour ce soir ?', context)).toMatch(/^Sans alcool, avec tous les plats : /u);
    }
  });

  it('serves a classic dish its own wine, whatever its meat (knowledge/serving.ts DISH_WINES)', async () => {
    expect(await ask('Quel vin avec un pot-au-feu ?')).toMatch(/^Avec un pot-au-feu : un rouge léger et fruité, beaujolais/u);
    expect(await ask('quel vin avec une choucroute ?')).toMatch(/^Avec une choucroute : un blanc d'Alsace, riesling ou sylvaner/u);
    expect(await ask('Quel vin pour une blanquette de veau ?')).toMatch(/^Avec une blanquette de veau : un blanc rond/u);
    expect(await ask('on boit quoi avec un couscous ?')).toMatch(/^Avec un couscous : un rouge souple ou un rosé/u);
    // A dish the chef knew only by a word close to it: « tartiflette » is no « tartelette ».
    expect(await ask('Quel vin avec une tartiflette ?')).toMatch(/^Avec une tartiflette : un blanc sec, fendant ou chasselas/u);
    expect(await ask('Quel vin pour une fondue ?')).toMatch(/^Avec une fondue : un blanc sec, fendant ou chasselas/u);
  });
});

describe('« quel accompagnement avec … ? » of foods named, with no recipe asked about', () => {
  it('serves a meat or a fish with potatoes, rice or vegetables, a starch with a salad, never recipes of that food', async () => {
    const fish = await ask('Quel accompagnement avec du poisson pané ?');
    expect(fish).toMatch(/^Avec du poisson pané, servez des pommes de terre vapeur ou sautées, du riz, ou une poêlée de légumes de saison\.$/u);
    expect(await ask('Avec quoi servir des pâtes ?')).toMatch(/^Avec des pâtes, servez une salade verte/u);
    expect(await ask('Quel accompagnement pour un rôti de porc ?')).toMatch(/^Avec du porc, servez des pommes de terre/u);
  });

  it('leaves a substitute, and the side of a recipe just given, to their own answers', async () => {
    expect(await ask('par quoi remplacer le beurre pour accompagner des pâtes ?')).toMatch(/^Pour remplacer le beurre/u);
    expect(await ask('quel accompagnement ?', {}, await converse(['La recette du hachis parmentier']))).toMatch(/^« Hachis parmentier » est déjà un plat complet/u);
  });
});

describe('« il y a des noix dedans ? », « c’est sans gluten ? » right after a recipe: whether it holds them, from its own lines', () => {
  // Once « Avec des noix, je vous propose : » ideas of other dishes, and « ne se prête pas à une version sans gluten. Je vous propose plutôt : » another recipe.
  const FOODS: readonly [said: string, food: string][] = [
    ['des noix', 'noix'], ['du lait', 'lait'], ['des œufs', 'œufs'], ['du beurre', 'beurre'], ['du fromage', 'fromage'], ['du poulet', 'poulet'],
    ['des champignons', 'champignons'], ['de la crème', 'crème'], ['de la farine', 'farine'], ['du sucre', 'sucre'], ["de l'ail", 'ail'],
  ];
  const DIETS = [["C'est sans gluten ?", 'glutenFree'], ["C'est végétarien ?", 'vegetarian'], ["Est-ce que c'est sans lactose ?", 'dairyFree']] as const;

  it('answers « il y a … dedans ? » yes with the lines that hold the food, or no, over seeded draws of the book and of foods', async () => {
    const random = seededRandom(20261203);
    const wrong: string[] = [];
    for (let draw = 0; draw < 40; draw++) {
      const r = RECIPES[Math.floor(random() * RECIPES.length)];
      const [said, food] = FOODS[Math.floor(random() * FOODS.length)];
      const reply = await ask(`Il y a ${said} dedans ?`, {}, await after(r.id));
      const lines = r.ingredients.filter((line) => containsFood([line], food));
      const right = lines.length > 0 ? reply.startsWith(`Oui : « ${r.title} » en contient : `) && lines.every((line) => reply.includes(ingredientName(line))) : reply.startsWith(`Non : « ${r.title} » ne contient pas `);
      if (!right || /je vous propose/i.test(reply)) wrong.push(`${r.id} « ${said} »: ${reply.slice(0, 90)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers « c’est sans gluten ? » yes or no by the diet’s rules, naming what breaks it, over seeded draws of the book', async () => {
    const random = seededRandom(20261204);
    const wrong: string[] = [];
    for (let draw = 0; draw < 30; draw++) {
      const r = RECIPES[Math.floor(random() * RECIPES.length)];
      const [question, diet] = DIETS[Math.floor(random() * DIETS.length)];
      const reply = await ask(question, {}, await after(r.id));
      const breaking = findRestrictionViolations(r.ingredients, [diet]);
      const right = breaking.length > 0 ? reply.startsWith(`Non : « ${r.title} » ne convient pas à un régime `) && breaking.every((v) => reply.includes(ingredientName(v.ingredient))) : reply.startsWith(`Oui : rien dans « ${r.title} » n'est interdit`);
      if (!right) wrong.push(`${r.id} « ${question} »: ${reply.slice(0, 90)}`);
    }
    expect(wrong).toEqual([]);
    // A class a diet leaves out is asked as a food is (once the help sentence for « du gluten »).
    const tartiflette = await after('tartiflette');
    expect(await ask('Il y a du gluten dedans ?', {}, tartiflette)).toMatch(/^Non : « Tartiflette » ne contient pas de gluten\.$/m);
    expect(await ask('Il y a du lactose dedans ?', {}, tartiflette)).toMatch(/^Oui : « Tartiflette » en contient : .*reblochon/m);
    // Asked as a version, it is one: the follow-up adapts or proposes another.
    expect(await ask("C'est possible sans gluten ?", {}, await after('tarte-aux-pommes'))).not.toMatch(/^(Oui|Non) :/);
  });

  it('says, after a no for milk or flour, the other foods of its class the recipe holds (the butter for the lactose), over seeded draws of the book', async () => {
    const random = seededRandom(20261205);
    const ASKED = [['du lait', 'lait', 'dairyFree', "d'autres produits laitiers", 'sans lactose'], ['de la farine', 'farine', 'glutenFree', 'du gluten', 'sans gluten']] as const;
    let noButClass = 0;
    for (let draw = 0; draw < 40; draw++) {
      const r = RECIPES[Math.floor(random() * RECIPES.length)];
      const [said, food, diet, classSaid, version] = ASKED[Math.floor(random() * ASKED.length)];
      if (r.ingredients.some((line) => containsFood([line], food))) continue;
      const reply = await ask(`Il y a ${said} dedans ?`, {}, await after(r.id));
      const others = findRestrictionViolations(r.ingredients, [diet]).map((v) => ingredientName(v.ingredient));
      expect(reply.startsWith(`Non : « ${r.title} » ne contient pas `)).toBe(true);
      if (others.length === 0) {
        expect({ id: r.id, said, note: /contient en revanche/.test(reply) }).toEqual({ id: r.id, said, note: false });
        continue;
      }
      noButClass++;
      expect({ id: r.id, said, note: reply.split('\n')[1] }).toEqual({ id: r.id, said, note: expect.stringContaining(`La recette contient en revanche ${classSaid} : `) });
      for (const other of others) expect(reply).toContain(other);
      expect(reply).toContain(`dites « ${version} »`);
    }
    expect(noButClass).toBeGreaterThan(5);
  });
});
