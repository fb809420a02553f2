import { isSaleUnit, isSpoonMeasure, packOf, soldAs } from './pack-units';
import { isUnit, parseUnit, unitLabel } from './units';

describe('what a shop sells a food in', () => {
  describe('packOf: the pack of a cupboard food measured by the spoon', () => {
    it.each([
      ['tamari', 'bouteille'],
      ["Huile d'olive vierge extra", 'bouteille'],
      ['curry en poudre', 'pot'],
      ['graines de sésame', 'sachet'],
      ['farine de blé', 'paquet'],
      ['lait de coco', 'boîte'],
    ])('« %s » is bought as a %s', (name, pack) => {
      expect(packOf(name)).toBe(pack);
    });

    it('takes the longest term that opens the name: « sucre vanillé » is a sachet, « sucre » a paquet', () => {
      expect(packOf('sucre vanillé')).toBe('sachet');
      expect(packOf('sucre')).toBe('paquet');
      expect(packOf('sucre en poudre')).toBe('paquet');
      expect(packOf('sirop d’érable')).toBe('bouteille');
      // A cupboard food's pack wins over a fresh food's unit when its term is longer.
      expect(packOf('beurre de cacahuète')).toBe('pot');
      expect(soldAs('beurre de cacahuète')).toBeNull();
    });

    it('returns null for a food not listed, a fresh one included', () => {
      expect(packOf('courgettes')).toBeNull();
      expect(packOf('beurre')).toBeNull();
      expect(packOf('')).toBeNull();
    });

    it('knows spoons, pinches and drops from what a shop sells', () => {
      expect(['càs', 'càc', 'pincée', 'goutte'].every((u) => isSpoonMeasure(parseUnit(u)!))).toBe(true);
      expect(isSpoonMeasure('g')).toBe(false);
    });
  });

  describe('soldAs: a fresh food sold only by a unit, whole, or at the counter', () => {
    it.each([
      ['beurre', { by: 'unit', unit: 'plaquette', holds: 250 }],
      ['Beurre demi-sel', { by: 'unit', unit: 'plaquette', holds: 250 }],
      ['ail', { by: 'unit', unit: 'tête', holds: 50 }],
      ['crème fraîche épaisse', { by: 'unit', unit: 'pot', holds: 200 }],
      ['crème liquide entière', { by: 'unit', unit: 'brique', holds: 200 }],
      ['lardons fumés', { by: 'unit', unit: 'barquette', holds: 200 }],
      ['mozzarella', { by: 'unit', unit: 'sachet', holds: 125 }],
      ['gruyère râpé', { by: 'unit', unit: 'sachet', holds: 200 }],
      ['pousses de soja', { by: 'unit', unit: 'sachet', holds: 200 }],
      ['feta', { by: 'unit', unit: 'paquet', holds: 200 }],
      ['salade verte', { by: 'piece' }],
      ['laitue', { by: 'piece' }],
      ['citrons', { by: 'piece' }],
      ['citron vert', { by: 'piece' }],
      ['chou-fleur', { by: 'piece' }],
      ['parmesan râpé', { by: 'counter', step: 50 }],
      ['bœuf haché', { by: 'counter', step: 50 }],
    ])('« %s »: %j', (name, sold) => {
      expect(soldAs(name)).toEqual(sold);
    });

    it.each([
      ['semoule', 'paquet', 500],
      ['couscous', 'paquet', 500],
      ['nouilles de riz', 'paquet', 250],
      ['pâtes', 'paquet', 500],
      ['spaghetti', 'paquet', 500],
      ['riz basmati', 'paquet', 1000],
      ['farine de blé', 'paquet', 1000],
      ['lentilles corail', 'paquet', 500],
      ['gnocchis', 'paquet', 500],
      ['pois chiches', 'boîte', 265],
      ['haricots rouges', 'boîte', 265],
      ['lait de coco', 'boîte', 400],
    ])('a dry or canned good « %s » is sold by the %s of %d g (a can of pulses by its drained weight)', (name, unit, holds) => {
      expect(soldAs(name)).toEqual({ by: 'unit', unit, holds });
    });

    it('keeps a cupboard pack for spoons beside the pack a dry good is sold in, and cuts no dough nor fresh bean', () => {
      expect(packOf('farine')).toBe('paquet');
      expect(packOf('semoule')).toBe('paquet');
      expect(packOf('lait de coco')).toBe('boîte');
      expect(packOf('riz')).toBeNull();
      expect(soldAs('pâte feuilletée')).toBeNull();
      expect(soldAs('pâte brisée')).toBeNull();
      expect(soldAs('haricots verts')).toBeNull();
      expect(soldAs('sucre vanillé')).toBeNull();
      expect(packOf('sucre vanillé')).toBe('sachet');
    });

    it('never cuts a compound product: « crème de marrons » is no pot of cream, « chou de Bruxelles » no whole cabbage', () => {
      expect(soldAs('crème de marrons')).toBeNull();
      expect(soldAs('chou de Bruxelles')).toBeNull();
      expect(soldAs('crème de coco')).toBeNull();
      expect(packOf('crème de coco')).toBe('boîte');
    });

    it('returns null for a food bought as measured, and is no pack of a cupboard food', () => {
      expect(soldAs('courgettes')).toBeNull();
      expect(soldAs('champignons de Paris')).toBeNull();
      expect(soldAs('tamari')).toBeNull();
      expect(packOf('lardons')).toBeNull();
    });

    it('sells in units the ingredient library knows, reads and writes in the plural', () => {
      expect([soldAs('beurre'), soldAs('ail'), soldAs('crème'), soldAs('crème liquide'), soldAs('lardons')].map((s) => s?.by === 'unit' && isUnit(s.unit))).toEqual([true, true, true, true, true]);
      expect(['plaquette', 'tête', 'pot', 'brique', 'barquette'].map((u) => unitLabel(parseUnit(`${u}s`)!, 2))).toEqual(['plaquettes', 'têtes', 'pots', 'briques', 'barquettes']);
      expect(unitLabel('plaquette', 1)).toBe('plaquette');
    });
  });
});

describe('isSaleUnit', () => {
  it('knows the units the table sells a food in, and no other', () => {
    expect((['plaquette', 'tête', 'pot', 'brique', 'barquette', 'sachet', 'paquet', 'boîte'] as const).every(isSaleUnit)).toBe(true);
    expect((['g', 'unité', 'càs', 'bouteille', 'bouquet'] as const).some(isSaleUnit)).toBe(false);
  });
});
