import type { ChatContext } from '../../types';
import { RECIPES } from '../recipes';
import { ask, givenRecipe, suggestedRecipes } from './chat-test-helpers';

// December questions: a dish « de fête », the holiday menu, the amounts, wines, roasts and gestures
// of the holidays' table.

describe('the offline chef at the holidays', () => {
  it.each([
    ['Un dessert de Noël ?', 'dessert'],
    ['Une entrée de fête ?', 'entrée'],
    ['Un plat pour le réveillon ?', 'plat'],
    ['Un apéro pour le nouvel an', 'apéro'],
    ['Idée de dessert pour les fêtes', 'dessert'],
  ])('« %s » lists the book’s festive %s, not everyday ones nor the whole menu', async (question, type) => {
    const reply = await ask(question);
    const listed = suggestedRecipes(reply);
    expect(reply).toMatch(/^Quelques idées pour une? \S+ de fête :$/m);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((r) => r.type !== type || !r.tags?.includes('festif')).map((r) => r.title)).toEqual([]);
  });

  it('keeps « de fête » beside the other wishes, and says when none qualifies', async () => {
    const quick = await ask('Un dessert rapide pour Noël ?');
    expect(quick).toMatch(/^Quelques idées pour un dessert rapide de fête :$/m);
    expect(suggestedRecipes(quick).every((r) => r.tags?.includes('festif') && r.preparationTime <= 30)).toBe(true);
    expect(await ask('Une soupe de fête ?')).toMatch(/^Quelques idées pour une entrée de fête en soupe :$/m);
    expect(await ask('Un plat de fête ?', { restrictions: ['vegan'] })).toBe("Je n'ai pas de plat de fête qui respecte vos restrictions dans mon carnet.");
  });

  it('gives the holiday menu when no course is named', async () => {
    for (const question of ['Que servir au réveillon ?', 'Une idée de menu de Noël ?', 'Dîner de Noël ?', 'Un menu pour Noël', 'Un repas pour les fêtes ?']) {
      expect(await ask(question)).toMatch(/^Un menu de fête qui se prépare en bonne partie la veille :/);
    }
  });

  it('gives a vegetarian household, or a question asking it, the holiday menu without meat or fish', async () => {
    const MEAT_OR_FISH = /saumon|chapon|dinde|pintade|volaille|un rôti|foie gras|huîtres|jambon|lardons/;
    const asked: [string, Partial<ChatContext>][] = [
      ['Menu de Noël végétarien ?', {}],
      ['Un réveillon sans viande, on sert quoi ?', {}],
      ['Menu de Noël ?', { restrictions: ['vegetarian'] }],
      ['Que servir au réveillon ?', { restrictions: ['vegan'] }],
    ];
    for (const [question, context] of asked) {
      const reply = await ask(question, context);
      expect(reply).toMatch(/^Un menu de fête végétarien, qui se prépare en bonne partie la veille :/);
      expect(reply).not.toMatch(MEAT_OR_FISH);
    }
    expect(await ask('Menu de Noël ?')).toMatch(/chapon, dinde, pintade/);
    expect(await ask('Que faire pour Noël ?')).toMatch(/^Un menu de fête qui se prépare/);
    // A course of the vegetarian feast is that course's ideas, vegetarian and festive.
    const dessert = await ask('Un dessert pour un Noël végétarien ?');
    expect(dessert).toMatch(/^Quelques idées pour un dessert de fête, version végétarienne :$/m);
  });

  it('has the holiday menu on a budget and for the children, and a vegetarian household gets its own', async () => {
    expect(await ask('Menu de Noël pas cher ?')).toMatch(/^Un menu de fête à petit prix, qui a l'air d'un grand :/);
    expect(await ask('Un repas de fête pas cher ?')).toMatch(/^Un menu de fête à petit prix/);
    const children = await ask('Menu de Noël pour les enfants ?');
    expect(children).toMatch(/^Un menu de fête que les enfants aiment aussi :/);
    expect(children).not.toMatch(/champagne|vin chaud/);
    expect(await ask('Menu de Noël pas cher ?', { restrictions: ['vegetarian'] })).toMatch(/^Un menu de fête végétarien/);
    // One course of a feast on a budget: that course's festive dishes, cheap (the 'cheap' wish), never the whole menu.
    expect(await ask('Un dessert pour un Noël pas cher ?')).toMatch(/^Quelques idées pour un dessert économique de fête :$/m);
  });

  it('thaws a whole bird by its weight, in the fridge', async () => {
    for (const question of ['Comment décongeler une dinde ?', 'Combien de temps pour décongeler une dinde ?', 'Décongeler un chapon']) {
      const reply = await ask(question);
      expect(reply).toMatch(/^Une dinde ou un chapon entier se décongèle au réfrigérateur/);
      expect(reply).toContain('24 heures par 2 kg');
    }
    expect(await ask('Comment décongeler du poulet ?')).toMatch(/^Pour décongeler sans risque :/);
  });

  it('has the bases of the holidays: a ganache, truffles, a bird’s stuffing, and what the bird’s leftovers become', async () => {
    expect(await ask('Comment faire une ganache ?')).toMatch(/^Ganache au chocolat :\n• pour napper ou garnir/);
    expect(await ask('Recette de truffes au chocolat')).toMatch(/^Truffes au chocolat \(une trentaine\) :/);
    for (const question of ['Une farce pour la dinde ?', 'Comment farcir un chapon ?']) {
      const stuffing = await ask(question);
      expect(stuffing).toMatch(/^Farce pour une volaille de 3 à 4 kg/);
      expect(stuffing).toContain('jamais la veille');
    }
    for (const question of ['Que faire avec les restes de dinde ?', "Il me reste du chapon d'hier"]) {
      expect(await ask(question)).toMatch(/^Sécurité : .*\nUn reste de dinde, de chapon ou de pintade, effiloché, se mange :/);
    }
  });

  it('says how far ahead a dish of the book is made when the question names it, without its recipe first', async () => {
    expect(await ask("Combien de temps à l'avance faire la bûche ?")).toMatch(/^Oui, « Bûche roulée au chocolat » se prépare jusqu'à la veille/);
    expect(await ask('Je peux faire le tiramisu la veille ?')).toMatch(/^Oui, « Tiramisu » se prépare jusqu'à la veille/);
    expect(await ask("Combien de temps à l'avance je peux faire une mousse au chocolat ?")).toMatch(/^Oui, « Mousse au chocolat » se prépare jusqu'à la veille/);
    expect(await ask("Qu'est-ce qu'on peut préparer la veille ?")).toMatch(/^Ce qui se prépare très bien la veille/);
  });

  it('has an entrée of smoked salmon', async () => {
    expect(suggestedRecipes(await ask("Une idée d'entrée avec du saumon fumé ?")).map((r) => r.id)).toEqual(['salade-saumon-fume-pommes-de-terre-aneth']);
  });

  it('has a bûche, found by the names families give it', async () => {
    const buche = RECIPES.find((r) => r.id === 'buche-roulee-chocolat')!;
    // « roulée » is a word of the book's titles, never a typo of « rouillée » (a spoiled can).
    for (const question of ['Recette de bûche de Noël', 'Comment faire une bûche ?', 'la recette de la bûche au chocolat', 'La recette de la bûche roulée']) {
      expect(givenRecipe(await ask(question))).toBe(buche);
    }
    expect(suggestedRecipes(await ask('Un dessert de Noël ?'))).toContain(buche);
  });

  it.each([
    ['Quel vin avec les huîtres ?', 'picpoul-de-pinet'],
    ['Quel vin pour le chapon ?', 'saint-émilion'],
    ['Quel vin avec la pintade aux marrons ?', 'saint-émilion'],
    ['Quel vin avec la bûche ?', 'champagne demi-sec'],
    ['Quel vin avec des escargots ?', 'aligoté'],
    ['Quel vin avec du saumon fumé ?', 'sancerre'],
  ])('« %s » names the dish’s own wine', async (question, wine) => {
    expect(await ask(question)).toContain(wine);
  });

  it.each([
    ["Combien d'huîtres par personne ?", /^Huîtres : 6 à 12 par personne \(une demi-douzaine en entrée, une douzaine en plat\)\.$/],
    ["Combien d'huîtres pour 6 ?", /^Pour 6\u00a0personnes : 36 à 72 huîtres/],
    ["Combien d'escargots par personne ?", /^Escargots : 6 à 12 par personne/],
    ['Combien de champagne pour 10 ?', /^Pour 10\u00a0personnes : 2 à 3 bouteilles de champagne \(à l'apéritif/],
    ['On est 12, combien de bûches ?', /^Pour 12\u00a0personnes : 2 bûches \(de 8 parts\)\.$/],
    ['Un chapon pour combien de personnes ?', /^Comptez 1 chapon \(de 3 kg environ\) pour 6 à 8\u00a0personnes\.$/],
    ['Une dinde de Noël pour combien de personnes ?', /^Comptez 1 dinde \(de 4 kg environ\) pour 8 à 10\u00a0personnes\.$/],
    ['Une quiche pour combien de personnes ?', /^Comptez 1 quiche \(de 26 à 28 cm, en buffet\) pour 6 à 8\u00a0personnes\.$/],
    ['Combien de dinde de Noël pour 10 ?', /^Pour 10\u00a0personnes : 1 à 2 dindes \(de 4 kg environ\)\.$/],
    ['Combien de foie gras pour 8 ?', /^Foie gras : 40 à 60 g par adulte en entrée, 20 à 30 g par enfant\.\nPour 8\u00a0personnes : 320 à 480 g\./],
    ['Combien de saumon fumé par personne ?', /^Saumon fumé : 50 à 80 g par adulte en entrée/],
  ])('« %s » gives the holidays’ amount', async (question, expected) => {
    expect(await ask(question)).toMatch(expected);
  });

  it.each([
    ['Combien de crêpes par personne ?', /^Crêpes : 3 à 4 par personne \(en dessert ;/],
    ['Combien de crêpes pour 6 ?', /^Pour 6\u00a0personnes : 18 à 24 crêpes/],
    ['Un plateau de fruits de mer pour combien ?', /^Plateau de fruits de mer : 500 à 700 g par personne \(pesés avec leurs coquilles/],
    ['Combien de fruits de mer pour 8 ?', /^Pour 8\u00a0personnes : 4 à 5,6 kg de fruits de mer/],
    ['Combien de crevettes pour 4 ?', /^Crevettes : 150 à 200 g décortiquées par adulte en plat principal, 80 à 100 g par enfant\.\nPour 4\u00a0personnes : 600 à 800 g\./],
    ['Du fromage pour combien de personnes ?', /^Fromage : 50 à 80 g par personne/],
  ])('« %s » gives the table’s amount', async (question, expected) => {
    expect(await ask(question)).toMatch(expected);
  });

  it('reads a dough as a dough, never as pasta', async () => {
    const batter = await ask('Combien de pâte à crêpes pour 10 ?');
    expect(batter).not.toMatch(/^Pâtes :/);
    expect(batter).toMatch(/crêpes/);
  });

  it('makes the gougères of its menus, peels chestnuts and tells the holiday birds apart', async () => {
    for (const question of ['Recette de gougères', 'Comment faire des gougères ?']) expect(await ask(question)).toMatch(/^Gougères \(une trentaine\) :/);
    expect(await ask('Combien de gougères par personne ?')).toMatch(/^Pièces : 12 à 15 par personne/);
    expect(await ask('Comment éplucher des châtaignes ?')).toMatch(/^Pour éplucher des châtaignes fraîches :/);
    for (const question of ['Différence entre chapon et poularde ?', 'Chapon ou dinde, quelle différence ?']) {
      expect(await ask(question)).toMatch(/^Trois volailles de fête, de la plus grande à la plus fine :/);
    }
  });

  it('knows the holidays’ calories, as it knows everyday ones', async () => {
    expect(await ask('Combien de calories dans une bûche ?')).toMatch(/^Une part de bûche roulée au chocolat \(environ 90 g\) : de l'ordre de 300 à 400 kcal\./);
    expect(await ask('Calories foie gras')).toMatch(/^Foie gras, pour 100 g : mi-cuit ≈ 460 kcal/);
    expect(await ask('Combien de calories dans 6 huîtres ?')).toMatch(/^Huîtres, pour 100 g : crues, sans coquille ≈ 70 kcal\.\nSoit pour six huîtres/);
  });

  it('reheats the holidays’ birds as what they are, once', async () => {
    for (const question of ['Comment réchauffer une dinde ?', 'Réchauffer le chapon']) {
      expect(await ask(question)).toMatch(/^La dinde, le chapon ou la pintade cuits \(2 à 3 jours au frigo\) se réchauffent sans sécher :/);
    }
    expect(await ask('Réchauffer la dinde deux fois ?')).toMatch(/^La volaille cuite se réchauffe une seule fois, jamais deux/);
    expect(await ask('Réchauffer du poulet')).toMatch(/^Le poulet cuit/);
  });

  it('rescues the holidays’ mishaps', async () => {
    expect(await ask('La dinde est trop sèche')).toMatch(/^Pour une viande trop cuite ou sèche :/);
    for (const question of ['Comment lier une soupe ?', 'Comment épaissir un velouté ?']) expect(await ask(question)).toMatch(/^Pour une soupe trop liquide :/);
    for (const question of ["Ma bûche s'est cassée", 'Mon biscuit roulé a craqué']) {
      expect(await ask(question)).toMatch(/^Un biscuit roulé qui craque ou se casse :/);
    }
  });

  it('keeps a whole bird’s roasting time apart from a joint’s', async () => {
    expect(await ask('Comment cuire une dinde de Noël ?')).toMatch(/^Dinde entière \(3 à 4 kg\) : 2 h 30 à 3 h au four à 180 °C/);
    expect(await ask('Combien de temps cuire un rôti de dinde ?')).toMatch(/^Rôti de dinde : 40 minutes par kilo/);
    expect(await ask('Temps de cuisson du chapon ?')).toMatch(/^Chapon \(3 kg environ\) : 2 h 30 à 3 h au four à 170 °C/);
    expect(await ask('Combien de temps au four pour une pintade ?')).toMatch(/^Pintade \(1,2 à 1,5 kg\) : 1 h à 1 h 15/);
  });

  it('explains the gestures and the keeping of the holidays’ foods', async () => {
    expect(await ask('Comment ouvrir des huîtres ?')).toMatch(/^Pour ouvrir une huître sans se blesser :/);
    expect(await ask('Avec quoi servir le foie gras ?')).toMatch(/^Pour servir le foie gras :/);
    const oysters = await ask('Combien de temps se conservent les huîtres ?');
    expect(oysters).toMatch(/^Les huîtres se conservent vivantes/);
    expect(oysters).toContain('Congélation : déconseillée');
    expect(await ask('Combien de temps se garde une bûche ?')).toMatch(/^La bûche se conserve au réfrigérateur, couverte : 2 à 3 jours\./);
  });
});
