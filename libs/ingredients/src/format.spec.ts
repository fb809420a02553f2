import { formatAmount, formatIngredient, formatQuantity, ofFood } from './format';
import { parseIngredientLine, type ParsedIngredient } from './parse-ingredient';

describe('formatQuantity', () => {
  it.each([
    [2, '2'],
    [200, '200'],
    [1000, '1000'],
    [0, '0'],
    [0.5, '0,5'],
    [1.25, '1,25'],
    [1.1, '1,1'],
    [1 / 3, '0,33'],
    [2 / 3, '0,67'],
    [1.005, '1,01'],
    [1.999, '2'],
    [0.1 + 0.2, '0,3'],
    [-1.5, '-1,5'],
  ])('%p → %s', (quantity, expected) => {
    expect(formatQuantity(quantity)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each([
    [250, 'g', '250 g'],
    [1.25, 'kg', '1,25 kg'],
    [1.5, 'tasse', '1,5 tasse'],
    [2, 'gousse', '2 gousses'],
    [2, 'morceau', '2 morceaux'],
    [3, 'unité', '3'],
  ] as const)('%p %s → %s', (quantity, unit, expected) => {
    expect(formatAmount({ quantity, unit })).toBe(expected);
  });

  it('is how an ingredient line opens', () => {
    expect(formatIngredient({ quantity: 1.5, unit: 'kg', name: 'pommes de terre' })).toBe(`${formatAmount({ quantity: 1.5, unit: 'kg' })} de pommes de terre`);
  });
});

describe('formatIngredient', () => {
  it.each<[ParsedIngredient, string]>([
    [{ quantity: 200, unit: 'g', name: 'farine' }, '200 g de farine'],
    [{ quantity: 2, unit: 'càs', name: "huile d'olive" }, "2 càs d'huile d'olive"],
    [{ quantity: 3, unit: 'gousse', name: 'ail' }, "3 gousses d'ail"],
    [{ quantity: 1, unit: 'gousse', name: 'ail' }, "1 gousse d'ail"],
    [{ quantity: 1.5, unit: 'gousse', name: 'ail' }, "1,5 gousse d'ail"],
    [{ quantity: 2, unit: 'unité', name: 'oignons' }, '2 oignons'],
    [{ quantity: 6, unit: 'unité', name: 'œufs' }, '6 œufs'],
    [{ quantity: 0.5, unit: 'unité', name: 'citron' }, '½ citron'],
    [{ quantity: 1, unit: 'boîte', name: 'œufs' }, "1 boîte d'œufs"],
    [{ quantity: 2, unit: 'càs', name: 'herbes de Provence' }, "2 càs d'herbes de Provence"],
    [{ quantity: 200, unit: 'g', name: 'haricots verts' }, '200 g de haricots verts'],
    [{ quantity: 100, unit: 'g', name: 'yaourt' }, '100 g de yaourt'],
    [{ quantity: 60, unit: 'g', name: 'houmous' }, '60 g de houmous'],
    [{ quantity: 3, unit: 'bâtonnet', name: 'surimi' }, '3 bâtonnets de surimi'],
    [{ quantity: 1, unit: 'kg', name: 'Écrevisses' }, "1 kg d'Écrevisses"],
    [{ quantity: 2, unit: 'morceau', name: 'sucre' }, '2 morceaux de sucre'],
    [{ quantity: 2, unit: 'tasse', name: 'farine' }, '2 tasses de farine'],
    [{ quantity: 1.5, unit: 'tasse', name: 'farine' }, '1,5 tasse de farine'],
    [{ quantity: 3, unit: 'pincée', name: 'sel' }, '3 pincées de sel'],
    [{ quantity: 1.5, unit: 'kg', name: 'pommes' }, '1,5 kg de pommes'],
    [{ quantity: 1, unit: 'kg', name: '' }, '1 kg'],
    [{ quantity: 3, unit: 'unité', name: '' }, '3'],
    [{ quantity: 1, unit: 'boîte', name: 'tomates concassées', note: '400 g' }, '1 boîte de tomates concassées (400 g)'],
    [{ quantity: 2, unit: 'unité', name: 'oignons', note: 'émincés' }, '2 oignons (émincés)'],
    // A counted food agrees with its number once scaled (« 1 œufs » read on a recipe halved), a half is « ½ ».
    [{ quantity: 1, unit: 'unité', name: 'œufs' }, '1 œuf'],
    [{ quantity: 0.5, unit: 'unité', name: 'poireaux' }, '½ poireau'],
    [{ quantity: 1.5, unit: 'unité', name: 'avocats bien mûrs' }, '1,5 avocat bien mûr'],
    [{ quantity: 3, unit: 'unité', name: 'poivron jaune' }, '3 poivrons jaunes'],
    [{ quantity: 2, unit: 'unité', name: "jaune d'œuf" }, "2 jaunes d'œuf"],
    [{ quantity: 0.5, unit: 'càs', name: 'miel' }, '½ càs de miel'],
  ])('%j → %s', (ingredient, expected) => {
    expect(formatIngredient(ingredient)).toBe(expected);
  });

  // What we print must read back as the same ingredient (the shopping list stores text).
  it.each([
    '200 g de farine',
    "2 càs d'huile d'olive",
    "3 gousses d'ail",
    '1 boîte de tomates concassées (400 g)',
    '2 oignons, émincés',
    '2 à 3 carottes (bio), râpées',
    'quelques brins de persil',
    '1 ½ kg de pommes',
    "une demi-douzaine d'œufs",
    '1 bouquet garni',
    '4 filets de saumon',
    '200 g de haricots verts',
    '3 bâtonnets de surimi',
    "1 filet d'huile d'olive",
    'Sel et poivre',
    '',
  ])('round-trips %j', (line) => {
    const parsed = parseIngredientLine(line);
    expect(parseIngredientLine(formatIngredient(parsed))).toEqual(parsed);
  });
});

describe('ofFood', () => {
  it.each([
    ['Œufs', "d'œufs"],
    ['Blancs de poulet', 'de blancs de poulet'],
    ["Huile d'olive", "d'huile d'olive"],
    ['Haricots verts', 'de haricots verts'],
    ['Yaourts nature', 'de yaourts nature'],
    [' Écrevisses ', "d'écrevisses"],
  ])('%s → %s', (name, expected) => {
    expect(ofFood(name)).toBe(expected);
  });
});
