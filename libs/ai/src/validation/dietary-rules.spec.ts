import { findAvoidedFoods, findRestrictionViolations, passesRestrictions } from './dietary-rules';
import { FOOD_FAMILIES } from './food-families';

describe('findRestrictionViolations', () => {
  it('writes a French reason naming the food, its class and the diet', () => {
    expect(findRestrictionViolations(['200 g de jambon', '2 tomates'], ['halal'])).toEqual([
      { restriction: 'halal', ingredient: '200 g de jambon', reason: 'contient du jambon (porc), interdit pour un régime halal' },
    ]);
    expect(findRestrictionViolations(['10 cl de vin blanc'], ['halal'])[0].reason).toBe(
      'contient du vin (alcool), interdit pour un régime halal',
    );
  });

  it('vegetarian forbids meat, fish, seafood and gelatin but allows dairy, eggs and honey', () => {
    const lines = ['4 cuisses de poulet', '1 boîte de thon', '200 g de crevettes', '4 feuilles de gélatine', '20 cl de crème', '2 œufs', '1 càs de miel'];
    expect(findRestrictionViolations(lines, ['vegetarian']).map((v) => v.ingredient)).toEqual(lines.slice(0, 4));
  });

  it('vegan also forbids dairy, eggs and honey, but not coconut milk or peanut butter', () => {
    const lines = ['20 cl de crème', '2 œufs', '1 càs de miel', '40 cl de lait de coco', '1 càs de beurre de cacahuète'];
    const found = findRestrictionViolations(lines, ['vegan']);
    expect(found.map((v) => v.ingredient)).toEqual(lines.slice(0, 3));
    expect(found[2].reason).toBe('contient du miel (produit de la ruche), interdit pour un régime végétalien');
  });

  it('glutenFree, dairyFree and nutFree each forbid their class only', () => {
    const lines = ['200 g de farine', '200 g de farine de riz', '50 cl de lait', '50 cl de lait de coco', '50 g de noisettes', '1 pincée de noix de muscade'];
    expect(findRestrictionViolations(lines, ['glutenFree']).map((v) => v.ingredient)).toEqual(['200 g de farine']);
    expect(findRestrictionViolations(lines, ['dairyFree']).map((v) => v.ingredient)).toEqual(['50 cl de lait']);
    expect(findRestrictionViolations(lines, ['nutFree']).map((v) => v.ingredient)).toEqual(['50 g de noisettes']);
  });

  it('halal forbids pork, alcohol and gelatin, and allows beef and chicken', () => {
    const lines = ['4 saucisses', '2 cl de kirsch', '3 feuilles de gélatine', '500 g de bœuf', '1 poulet'];
    expect(findRestrictionViolations(lines, ['halal']).map((v) => v.ingredient)).toEqual(lines.slice(0, 3));
  });

  it('kosher forbids pork, shellfish and gelatin, allows fish with dairy', () => {
    expect(findRestrictionViolations(['100 g de lardons', '300 g de moules', '3 feuilles de gélatine', '2 oignons'], ['kosher'])).toHaveLength(3);
    expect(findRestrictionViolations(['2 pavés de saumon', '20 cl de crème'], ['kosher'])).toEqual([]);
  });

  it('kosher forbids meat or poultry together with dairy in one recipe', () => {
    const found = findRestrictionViolations(['4 escalopes de poulet', '20 cl de crème', '30 g de beurre', '2 oignons'], ['kosher']);
    expect(found.map((v) => v.ingredient)).toEqual(['20 cl de crème', '30 g de beurre']);
    expect(found[0].reason).toBe(
      'contient de la crème (produit laitier) avec du poulet (volaille) dans la même recette, mélange interdit pour un régime casher',
    );
    expect(passesRestrictions(['4 escalopes de poulet', "2 càs d'huile d'olive"], ['kosher'])).toBe(true);
    expect(passesRestrictions(['500 g de bœuf', '40 cl de lait de coco'], ['kosher'])).toBe(true);
  });

  it('checks every restriction given and ignores none', () => {
    const found = findRestrictionViolations(['100 g de lardons', '200 g de farine'], ['none', 'glutenFree', 'halal', 'halal']);
    expect(found.map((v) => v.restriction)).toEqual(['glutenFree', 'halal']);
    expect(findRestrictionViolations(['100 g de lardons'], ['none'])).toEqual([]);
  });
});

describe('findAvoidedFoods', () => {
  const lines = ['250 g de tomates cerises', '20 cl de sauce tomate', '40 cl de lait de coco', '1 kg de pommes de terre', '2 pommes', '100 g de lardons'];
  const found = (avoided: string[]) => findAvoidedFoods(lines, avoided).map((m) => m.ingredient);

  it('matches normalized words in any position and form', () => {
    expect(found(['Tomate'])).toEqual(['250 g de tomates cerises', '20 cl de sauce tomate']);
    expect(found(['coco'])).toEqual(['40 cl de lait de coco']);
  });

  it('does not take the head of another food for the avoided one', () => {
    expect(found(['lait'])).toEqual([]);
    expect(found(['pomme'])).toEqual(['2 pommes']);
    expect(found(['pommes de terre'])).toEqual(['1 kg de pommes de terre']);
  });

  it('spares a stock named after an avoided meat (« fond de veau », « bouillon de bœuf »): it is no piece of it', () => {
    const stocks = ['10 cl de fond de veau', '1 cube de bouillon de bœuf', '50 cl de bouillon de poulet', "600 g d'émincé de veau", '2 blancs de poulet'];
    expect(findAvoidedFoods(stocks, ['veau', 'bœuf', 'poulet']).map((m) => m.ingredient)).toEqual(["600 g d'émincé de veau", '2 blancs de poulet']);
    // Avoided by name, the stock itself is left out; so is it by a household that eats no meat at all.
    expect(findAvoidedFoods(stocks, ['bouillon']).map((m) => m.ingredient)).toEqual(['1 cube de bouillon de bœuf', '50 cl de bouillon de poulet']);
    expect(findAvoidedFoods(['10 cl de fond de veau'], ['viande'])).toHaveLength(1);
    expect(passesRestrictions(['10 cl de fond de veau'], ['vegetarian'])).toBe(false);
  });

  it('understands family names such as porc', () => {
    expect(found(['porc'])).toEqual(['100 g de lardons']);
  });

  it('ignores blank entries and explains each match in French', () => {
    expect(findAvoidedFoods(lines, ['  '])).toEqual([]);
    expect(findAvoidedFoods(['2 pommes'], ['pomme'])[0].reason).toBe('« 2 pommes » contient pomme, un aliment à éviter');
  });
});

describe('avoided foods as families, and the diets without gaps', () => {
  // Every member of every family, written as a recipe line would: each must be refused.
  it.each(Object.entries(FOOD_FAMILIES))('avoiding « %s » refuses every member of its family', (food, members) => {
    for (const member of members) {
      const line = `100 g de ${member}`;
      expect(findAvoidedFoods([line], [food]).map((m) => m.ingredient)).toEqual([line]);
    }
  });

  it('refuses the cases families forgot: a bûche for fromage de chèvre, gruyère for fromage, harissa for piment, gambas for crevettes, ketchup for tomate, cèpes for champignons', () => {
    expect(findAvoidedFoods(['1 bûche de chèvre'], ['fromage de chèvre'])).toHaveLength(1);
    expect(findAvoidedFoods(['1 càc de harissa'], ['piment'])).toHaveLength(1);
    expect(findAvoidedFoods(['8 gambas'], ['crevettes'])).toHaveLength(1);
    expect(findAvoidedFoods(['2 càs de ketchup'], ['tomates'])).toHaveLength(1);
    expect(findAvoidedFoods(['200 g de cèpes'], ['Champignons'])).toHaveLength(1);
    expect(findAvoidedFoods(['50 g de gruyère râpé', '1 camembert', '100 g de comté'], ['fromage']).map((m) => m.ingredient)).toEqual(['50 g de gruyère râpé', '1 camembert', '100 g de comté']);
    expect(findAvoidedFoods(['250 g de mascarpone'], ['fromage'])).toEqual([]);
    expect(findAvoidedFoods(['2 tranches de jambon', '100 g de lardons', '200 g de pâtes', '1 pâte brisée', '1 terrine de légumes'], ['charcuterie']).map((m) => m.ingredient)).toEqual(['2 tranches de jambon', '100 g de lardons']);
    expect(findAvoidedFoods(['200 g de lentilles', '200 g de haricots verts', '1 citron', '200 g de foie de volaille'], ['légumineuses', 'agrumes', 'abats']).map((m) => m.ingredient)).toEqual(['200 g de lentilles', '1 citron', '200 g de foie de volaille']);
    // « Sans sucre ajouté »: what sweetens as sugar does, never a fruit.
    expect(findAvoidedFoods(['2 càs de miel', "3 càs de sirop d'érable", '50 g de cassonade', '2 càs de confiture', '4 pommes', '2 bananes'], ['sucre']).map((m) => m.ingredient)).toEqual(['2 càs de miel', "3 càs de sirop d'érable", '50 g de cassonade', '2 càs de confiture']);
    // « Sans fruits »: every fruit, cooked or dried, never the potatoes nor the nuts.
    expect(findAvoidedFoods(['4 pommes', '1 kg de pommes de terre', '2 poires', '50 g de raisins secs', '100 g de noisettes', '1 citron', '3 tomates', '1 pot de compote de pommes'], ['fruits']).map((m) => m.ingredient)).toEqual(['4 pommes', '2 poires', '50 g de raisins secs', '1 citron', '1 pot de compote de pommes']);
    // …and still spares what only looks alike.
    expect(findAvoidedFoods(['1 bouquet garni', '20 cl de lait de coco'], ['crevettes', 'lait'])).toEqual([]);
  });

  it.each([
    ['nutFree', '2 càs de pesto'],
    ['nutFree', '50 g de pralin'],
    ['nutFree', '3 càs de pâte à tartiner'],
    ['vegetarian', '12 escargots'],
    ['vegetarian', '6 cuisses de grenouille'],
    ['kosher', '1 lapin'],
    ['kosher', '12 escargots'],
    ['glutenFree', '4 feuilles de brick'],
    ['vegan', '10 g de lactosérum'],
  ] as const)('%s refuses « %s »', (restriction, line) => {
    expect(findRestrictionViolations([line], [restriction])).toHaveLength(1);
  });
});
