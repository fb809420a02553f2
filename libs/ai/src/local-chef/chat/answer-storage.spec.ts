import { ask, converse } from './chat-test-helpers';

describe('the offline chef says how the recipe it just gave keeps', () => {
  it.each(['ca se conserve combien de temps ?', 'combien de temps ça se garde au frigo ?'])('"%s" after a tiramisu: kept as leftovers', async (question) => {
    const reply = await ask(question, {}, await converse(['La recette du tiramisu ?']));
    expect(reply).toMatch(/^« Tiramisu » se garde comme les restes cuisinés\.\nLes restes cuisinés se conservent au réfrigérateur/);
  });

  it('reads the dish its title names first, and the freezer when asked', async () => {
    const earlier = await converse(['la recette de la tarte aux abricots du Valais']);
    // A tart, not apricots.
    expect(await ask('ça se garde combien de temps ?', {}, earlier)).toMatch(/^« Tarte aux abricots du Valais » se garde comme les gâteaux\.\nLes gâteaux se conservent/);
    expect(await ask('je peux la congeler ?', {}, earlier)).toMatch(/^« Tarte aux abricots du Valais » se garde comme les gâteaux\.\nCongélation : un gâteau sans crème/);
  });

  it('a food named is still that food', async () => {
    const earlier = await converse(['La recette du tiramisu ?']);
    expect(await ask('combien de temps se conserve le mascarpone ?', {}, earlier)).not.toMatch(/Tiramisu/);
    expect(await ask('combien de temps se garde le beurre ?', {}, earlier)).toMatch(/^Le beurre se conserve/);
  });
});

describe('the offline chef says whether a food is still fresh', () => {
  const FRIDGE = [{ name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: null }, { name: 'Courgettes', quantity: 2, unit: 'unité', expirationDate: null }];

  it('« Comment savoir si un oeuf est frais ? » is the egg in water, never a dish of the fridge’s eggs', async () => {
    const reply = await ask('Comment savoir si un oeuf est frais ?', { fridge: FRIDGE });
    expect(reply).toMatch(/^Les œufs se conservent/);
    expect(reply).toMatch(/un œuf qui flotte est à jeter/);
    expect(reply).not.toMatch(/Ingrédients :/);
  });

  it.each([
    ['Comment savoir si les moules sont fraîches ?', /^Les fruits de mer se conservent/],
    ['Mon poisson est-il encore frais après 3 jours ?', /^Le poisson frais se conserve/],
    ['Et la crème fraîche, comment savoir si elle est encore fraîche ?', /^La crème se conserve/],
  ])('« %s » says how it keeps', async (question, answer) => {
    expect(await ask(question, { fridge: FRIDGE })).toMatch(answer);
  });

  it('« une idée de dessert frais » still asks for desserts', async () => {
    expect(await ask('Une idée de dessert frais ?')).toMatch(/^Quelques idées pour un dessert/);
  });
});

describe('the offline chef says how a food opened keeps', () => {
  it.each([
    // Once « je n'ai pas trouvé cet aliment dans mon guide de conservation ».
    ['Combien de temps se garde une boîte de thon ouverte ?', /^Les conserves entamées se conservent au réfrigérateur, transvasées dans une boîte ou un bocal fermé/],
    ["Comment garder le guacamole sans qu'il noircisse ?", /^Le guacamole se conserve au réfrigérateur.*\n.*\nC'est l'air qui le fait noircir : le film au contact/],
    // Once the answer for milk.
    ['Le lait de coco se congèle ?', /^Congélation : en bac à glaçons ou en petite boîte : 2 à 3 mois ; fouettez-le après décongélation/],
  ])('« %s »', async (question, answer) => {
    expect(await ask(question)).toMatch(answer);
  });
});

describe('the offline chef says how a dish of the family keeps', () => {
  it('« On peut congeler des crêpes ? » says how crêpes freeze, never that it does not know the food', async () => {
    expect(await ask('On peut congeler des crêpes ?')).toMatch(/^Congélation : refroidies, séparées par du papier sulfurisé/u);
    expect(await ask('ça se garde combien de temps ?', {}, await converse(['La recette des crêpes']))).toMatch(/^« Crêpes au sucre et au citron » se garde comme les crêpes\.\nLes crêpes se conservent au réfrigérateur/u);
  });

  it.each(['combien de temps se garde un pot-au-feu ?', 'combien de temps se garde une blanquette au frigo ?', 'un bœuf bourguignon se garde combien de temps ?'])('« %s » keeps as the leftovers it is', async (question) => {
    expect(await ask(question)).toMatch(/^Les restes cuisinés se conservent au réfrigérateur/u);
  });
});
