import { aisleOf } from './aisles';

describe('aisleOf', () => {
  it.each([
    ['Courgettes', 'Fruits et légumes'],
    ['pommes de terre', 'Fruits et légumes'],
    ['blancs de poulet', 'Boucherie / poissonnerie'],
    ['filets de saumon', 'Boucherie / poissonnerie'],
    ['crème fraîche', 'Crèmerie'],
    ['œufs', 'Crèmerie'],
    ['gruyère râpé', 'Crèmerie'],
    ["huile d'olive", 'Épicerie salée'],
    ['lentilles corail', 'Épicerie salée'],
    ['lait de coco', 'Épicerie salée'],
    ['chocolat noir', 'Épicerie sucrée'],
    ['vin blanc', 'Boissons'],
    ['petits pois surgelés', 'Surgelés'],
    ['épinards surgelés', 'Surgelés'],
    ['papier cuisson', 'Autre'],
    // What the recipes buy that used to fall in « Autre ».
    ['tamari', 'Épicerie salée'],
    ['clous de girofle', 'Épicerie salée'],
    ["filets d'anchois", 'Épicerie salée'],
    ['pousses de soja', 'Fruits et légumes'],
    ['cœurs de romaine', 'Fruits et légumes'],
    ['tomme', 'Crèmerie'],
    ['meringues', 'Épicerie sucrée'],
    ['fendant', 'Boissons'],
    ['glaçons', 'Surgelés'],
  ])('%s → %s', (name, aisle) => {
    expect(aisleOf(name)).toBe(aisle);
  });

  it("lets the household's own choice win", () => {
    expect(aisleOf('Tofu fumé', [{ ingredient: 'tofu fumé', aisle: 'Fruits et légumes' }])).toBe('Fruits et légumes');
    expect(aisleOf('tofu', [{ ingredient: 'tofu fumé', aisle: 'Fruits et légumes' }])).toBe('Crèmerie');
  });
});
