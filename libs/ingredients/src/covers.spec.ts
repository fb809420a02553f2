import { coversIngredient } from './covers';

describe('coversIngredient (what the household has → what the recipe needs)', () => {
  it.each<[available: string, needed: string, expected: boolean]>([
    // Same food, or the recipe adds only descriptive words
    ['Tomates', 'tomates bien mûres', true],
    ['Lait', 'lait entier', true],
    ['Beurre', 'beurre doux', true],
    ['Parmesan', 'parmesan râpé', true],
    ['Œufs', 'oeufs frais', true],
    ['Oignons', 'oignons rouges', true],
    ['Riz', 'riz basmati', true],
    ['Gnocchis', 'gnocchis de pommes de terre', true],
    ['Crème fraîche', 'crème fraîche épaisse', true],
    // The household's item is more specific than the need
    ['Beurre doux', 'beurre', true],
    ['Tomates cerises', 'tomates', true],
    ["Huile d'olive", 'huile', true],
    ['Fromage de chèvre', 'fromage', true],
    // Complements that name a kind of the same product
    ['huile', "huile d'olive vierge extra", true],
    ['huile', 'huile de colza', true],
    ['farine', 'farine de blé', true],
    ['poivre', 'poivre du moulin', true],
    ['sel', 'sel de Guérande', true],
    ['champignons', 'champignons de Paris', true],
    ['pommes de terre', 'pommes de terre à chair ferme', true],
    ['moutarde', "moutarde à l'ancienne", true],
    ['poivron grillé', 'poivrons grillés en bocal', true],
    // A complement that makes another food: the bare head does not answer it
    ['Oeufs', 'œufs de caille', false],
    ['sel', 'sel de céleri', false],
    ['poivre', 'poivre de Cayenne', false],
    ['farine', 'farine de sarrasin', false],
    ['huile', 'huile de sésame', false],
    ['pain', 'pain de mie', false],
    ['fromage', 'fromage à raclette', false],
    ['saucisse', 'saucisse au chou', false],
    ['sirop', "sirop d'érable", false],
    ['bouillon', 'bouillon de légumes', false],
    ['beurre', 'beurre sans sel', false],
    // …nor does a more specific item that is another product
    ['Lait de coco', 'lait', false],
    ['Oeufs de caille', 'oeufs', false],
    ['Sel de céleri', 'sel', false],
    ['Pommes de terre', 'pommes', false],
    ['Chou-fleur', 'chou', false],
    // Unrelated names
    ['Lait entier', 'lait demi-écrémé', false],
    ['olive', "huile d'olive", false],
    ['citron', 'jus de citron', false],
    ['', 'sel', false],
  ])('%j covers %j → %p', (available, needed, expected) => {
    expect(coversIngredient(available, needed)).toBe(expected);
  });
});
