import { normalizeIngredientName, sameHead, sameIngredient } from './names';

describe('normalizeIngredientName', () => {
  it.each([
    ['Tomates', 'tomate'],
    ['œufs', 'oeuf'],
    ['Œuf', 'oeuf'],
    ['riz', 'riz'],
    ['choux', 'chou'],
    ['poireaux', 'poireau'],
    ['gâteaux', 'gateau'],
    ['noix', 'noix'],
    ['radis', 'radis'],
    ['ananas', 'ananas'],
    ['pois chiches', 'pois chiche'],
    ['épinards', 'epinard'],
    ['Crème Fraîche', 'creme fraiche'],
    ["l'huile d'olive", "huile d'olive"],
    ['de la farine', 'farine'],
    ["de l'eau", 'eau'],
    ['les pommes de terre', 'pomme de terre'],
    ['Pommes-de-terre', 'pomme de terre'],
    ['  Petits   pois ', 'petit pois'],
    ["jaunes d’œufs", "jaune d'oeuf"],
    ["d'ananas", 'ananas'],
    ['fromage frais', 'fromage frais'],
    ['jus de citron', 'jus de citron'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(normalizeIngredientName(name)).toBe(expected);
  });
});

describe('sameIngredient', () => {
  it.each<[string, string, boolean]>([
    // Same ingredient written differently
    ['Tomates', 'tomate', true],
    ['œufs', 'oeuf', true],
    ['Œuf', 'oeufs', true],
    ['Crème Fraîche', 'creme fraiche', true],
    ['choux', 'chou', true],
    // A generic name answers its kinds (the rule for fridge checks)
    ['huile', "huile d'olive", true],
    ['oignon', 'oignons rouges', true],
    ['farine', 'farine de blé', true],
    ['riz', 'riz basmati', true],
    ['tomate', 'tomates cerises', true],
    ['lait', 'lait entier', true],
    ['sucre', 'sucre glace', true],
    ["huile d'olive", "Huile d'olive vierge extra", true],
    ['pommes de terre', 'pomme de terre nouvelle', true],
    ['lait de coco', 'lait de coco bio', true],
    // …and a complement that keeps the food, generic or listed as a kind of its head
    ['sel', 'sel de Guérande', true],
    ['thon', "thon à l'huile", true],
    ['champignons', 'champignons de Paris', true],
    ['tomates', 'tomates de saison', true],
    ['huile', 'huile de colza', true],
    // …but not a compound that is another product
    ['lait', 'lait de coco', false],
    ['lait', "lait d'amande", false],
    ['pomme', 'pommes de terre', false],
    ['chou', 'chou-fleur', false],
    ['noix', 'noix de coco', false],
    ['pâtes', 'pâte feuilletée', false],
    ['crème', 'crème de marrons', false],
    // …nor a complement that names another food
    ['farine', 'farine de riz', false],
    ['farine', 'farine de sarrasin', false],
    ['farine de blé', 'farine de riz', false],
    ['bouillon', 'bouillon de légumes', false],
    ['huile', 'huile de sésame', false],
    ['fromage', 'fromage de chèvre', false],
    ['beurre', 'beurre sans sel', false],
    // A later word alone, or two different kinds, do not match
    ['olive', "huile d'olive", false],
    ['citron', 'jus de citron', false],
    ["huile d'olive", 'huile de tournesol', false],
    ['riz', 'ri', false],
    ['sel', 'poivre', false],
    ['', '', false],
  ])('%j vs %j → %p', (left, right, expected) => {
    expect(sameIngredient(left, right)).toBe(expected);
    expect(sameIngredient(right, left)).toBe(expected);
  });
});

describe('sameHead (shelves and aisles: the head word, whatever the complement)', () => {
  it.each<[string, string, boolean]>([
    ['farine', 'farine de riz', true],
    ['bouillon', 'bouillon de légumes', true],
    ['huile', "huile d'olive", true],
    ['lait', 'lait de coco', false],
    ['pomme', 'pommes de terre', false],
    ['olive', "huile d'olive", false],
    ['', '', false],
  ])('%j vs %j → %p', (left, right, expected) => {
    expect(sameHead(left, right)).toBe(expected);
    expect(sameHead(right, left)).toBe(expected);
  });
});
