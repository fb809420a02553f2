import { areCompatible, mergeQuantities, toBaseUnit, type Amount } from './convert';
import type { Unit } from './units';

const a = (quantity: number, unit: Unit): Amount => ({ quantity, unit });

describe('toBaseUnit', () => {
  it.each<[number, Unit, ReturnType<typeof toBaseUnit>]>([
    [200, 'g', { quantity: 200, family: 'mass' }],
    [2, 'kg', { quantity: 2000, family: 'mass' }],
    [500, 'mg', { quantity: 0.5, family: 'mass' }],
    [2, 'livre', { quantity: 1000, family: 'mass' }],
    [250, 'ml', { quantity: 250, family: 'volume' }],
    [1.5, 'l', { quantity: 1500, family: 'volume' }],
    [3, 'dl', { quantity: 300, family: 'volume' }],
    [25, 'cl', { quantity: 250, family: 'volume' }],
    [2, 'càs', { quantity: 30, family: 'volume' }],
    [1, 'càc', { quantity: 5, family: 'volume' }],
    [1, 'tasse', { quantity: 250, family: 'volume' }],
    [3, 'unité', { quantity: 3, family: 'count' }],
    [2, 'gousse', { quantity: 2, family: 'gousse' }],
    [1, 'pincée', { quantity: 1, family: 'pincée' }],
  ])('%p %s', (quantity, unit, expected) => {
    expect(toBaseUnit(quantity, unit)).toEqual(expected);
  });
});

describe('areCompatible', () => {
  it.each<[Unit, Unit, boolean]>([
    ['g', 'kg', true],
    ['mg', 'kg', true],
    ['ml', 'càs', true],
    ['tasse', 'l', true],
    ['gousse', 'gousse', true],
    ['unité', 'unité', true],
    ['g', 'ml', false],
    ['g', 'unité', false],
    ['unité', 'gousse', false],
    ['pincée', 'càc', false],
    ['gousse', 'tête', false],
  ])('%s and %s → %p', (left, right, expected) => {
    expect(areCompatible(left, right)).toBe(expected);
    expect(areCompatible(right, left)).toBe(expected);
  });
});

describe('mergeQuantities', () => {
  it.each<[string, Amount[], Amount]>([
    ['200 g + 0,5 kg', [a(200, 'g'), a(0.5, 'kg')], a(700, 'g')],
    ['700 g alone', [a(700, 'g')], a(700, 'g')],
    ['1200 g alone', [a(1200, 'g')], a(1.2, 'kg')],
    ['600 g + 600 g', [a(600, 'g'), a(600, 'g')], a(1.2, 'kg')],
    ['1 kg + 250 g', [a(1, 'kg'), a(250, 'g')], a(1.25, 'kg')],
    ['1 livre + 200 g', [a(1, 'livre'), a(200, 'g')], a(700, 'g')],
    ['1 livre + 1 livre', [a(1, 'livre'), a(1, 'livre')], a(1, 'kg')],
    ['500 mg + 700 mg', [a(500, 'mg'), a(700, 'mg')], a(1.2, 'g')],
    ['200 mg + 300 mg', [a(200, 'mg'), a(300, 'mg')], a(500, 'mg')],
    ['1500 ml alone', [a(1500, 'ml')], a(1.5, 'l')],
    ['1 l + 50 cl', [a(1, 'l'), a(50, 'cl')], a(1.5, 'l')],
    ['0,5 l + 0,25 l', [a(0.5, 'l'), a(0.25, 'l')], a(75, 'cl')],
    ['0,1 l + 0,2 l (binary noise)', [a(0.1, 'l'), a(0.2, 'l')], a(30, 'cl')],
    ['10 cl + 20 cl', [a(10, 'cl'), a(20, 'cl')], a(30, 'cl')],
    ['20 cl + 50 ml', [a(20, 'cl'), a(50, 'ml')], a(25, 'cl')],
    ['2 dl + 5 cl', [a(2, 'dl'), a(5, 'cl')], a(2.5, 'dl')],
    // Tens of cl with a half read badly ("11,5 cl"): millilitres then.
    ['1 dl + 1 càs', [a(1, 'dl'), a(1, 'càs')], a(115, 'ml')],
    ['25 cl + 12,5 cl', [a(25, 'cl'), a(12.5, 'cl')], a(375, 'ml')],
    ['250 ml + 250 ml', [a(250, 'ml'), a(250, 'ml')], a(500, 'ml')],
    ['20 cl + 2 càs', [a(20, 'cl'), a(2, 'càs')], a(23, 'cl')],
    ['2 càs + 1 càc', [a(2, 'càs'), a(1, 'càc')], a(7, 'càc')],
    ['3 càc + 1 càs', [a(3, 'càc'), a(1, 'càs')], a(2, 'càs')],
    ['1 càs + ½ càs', [a(1, 'càs'), a(0.5, 'càs')], a(1.5, 'càs')],
    ['1 tasse + 1 tasse', [a(1, 'tasse'), a(1, 'tasse')], a(2, 'tasse')],
    ['¼ càc alone', [a(0.25, 'càc')], a(0.25, 'càc')],
    ['2 œufs + 3 œufs', [a(2, 'unité'), a(3, 'unité')], a(5, 'unité')],
    ['2 gousses + 1 gousse', [a(2, 'gousse'), a(1, 'gousse')], a(3, 'gousse')],
    ['1 pincée + 1 pincée', [a(1, 'pincée'), a(1, 'pincée')], a(2, 'pincée')],
  ])('%s', (_, items, expected) => {
    expect(mergeQuantities(items)).toEqual(expected);
  });

  it.each<[string, Amount[]]>([
    ['g + unité', [a(200, 'g'), a(2, 'unité')]],
    ['g + ml', [a(200, 'g'), a(200, 'ml')]],
    ['gousse + tête', [a(3, 'gousse'), a(1, 'tête')]],
    ['bouteille + l (a bottle is not a measure)', [a(1, 'bouteille'), a(1, 'l')]],
    ['pincée + càc', [a(1, 'pincée'), a(1, 'càc')]],
    ['three items, the last one off', [a(1, 'kg'), a(200, 'g'), a(1, 'sachet')]],
    ['nothing', []],
  ])('%s → null', (_, items) => {
    expect(mergeQuantities(items)).toBeNull();
  });
});
