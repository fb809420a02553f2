import { fridgeUse, overStock } from './fridge-stock';

const item = (name: string, quantity: number, unit: string) => ({ name, quantity, unit, expirationDate: null });

describe('fridgeUse: what a cooked recipe takes from each fridge item, in its own unit', () => {
  it('matches by food family and converts as overStock judges', () => {
    const poulet = item('Blancs de poulet', 600, 'g');
    const oeufs = item('Œufs', 6, 'unité');
    const lait = item('Lait', 2, 'l');
    const used = fridgeUse(['300 g de poulet', '4 œufs', '50 cl de lait', 'sel', '200 g de riz'], [poulet, oeufs, lait], ['sel']);
    expect(used.map((u) => [u.item.name, u.lines, u.quantity])).toEqual([
      ['Blancs de poulet', ['300 g de poulet'], 300],
      ['Œufs', ['4 œufs'], 4],
      ['Lait', ['50 cl de lait'], 0.5],
    ]);
  });

  it('weighs pieces by the food table and sums the lines of one item', () => {
    const [oignons] = fridgeUse(['1 oignon', '1 oignon émincé'], [item('Oignons', 500, 'g')]);
    expect(oignons!.lines).toHaveLength(2);
    expect(oignons!.quantity).toBeGreaterThan(0);
    expect(oignons!.quantity).toBeLessThan(500);
  });

  it('says null when an amount cannot be compared with the item', () => {
    const [persil] = fridgeUse(['1 botte de persil'], [item('Persil', 50, 'g')]);
    expect(persil).toMatchObject({ quantity: null, lines: ['1 botte de persil'] });
  });
});

describe('overStock: a food asked in the unit a shop sells it in', () => {
  it('weighs a plaquette of butter and a brique of cream by what they hold', () => {
    const beurre = item('Beurre', 100, 'g');
    const creme = item('Crème liquide', 20, 'cl');
    expect(overStock(['1 plaquette de beurre', '1 brique de crème liquide'], [beurre, creme]).map((o) => o.item.name)).toEqual(['Beurre']);
    expect(overStock(['1 plaquette de beurre'], [item('Beurre', 250, 'g')])).toEqual([]);
    expect(fridgeUse(['1 brique de crème liquide'], [item('Crème liquide', 1, 'l')])[0]!.quantity).toBeCloseTo(0.2);
  });
});
