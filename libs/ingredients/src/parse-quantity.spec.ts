import { parseNumber, parseQuantity } from './parse-quantity';
import { parseUnit } from './units';

describe('parseNumber', () => {
  it.each<[string, number | null]>([
    ['2', 2],
    ['1,5', 1.5],
    ['0.5', 0.5],
    ['1/2', 0.5],
    ['3 / 4', 0.75],
    ['½', 0.5],
    ['1 ½', 1.5],
    ['1½', 1.5],
    ['1 1/2', 1.5],
    ['1/0', null],
    ['1 3/2', null],
    ['deux', null],
    ['', null],
  ])('%j → %p', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});

describe('parseQuantity (a quantity field on its own)', () => {
  it.each<[string, number | null]>([
    ['1', 1],
    [' 1,5 ', 1.5],
    ['1/2', 0.5],
    ['¾', 0.75],
    ['deux', 2],
    ['Une', 1],
    ['demi', 0.5],
    ['une douzaine', 12],
    ['2-3', 3],
    ['2 à 3', 3],
    ['3-2', 3],
    ['80 ou 30', 80],
    ['3 à 3', null],
    ['quelques', 3],
    ['2 kg', null],
    ['1 3/2', null],
    ['beaucoup', null],
    ['', null],
  ])('%j → %p', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });
});

describe('parseUnit (a unit field on its own)', () => {
  it.each([
    ['g', 'g'],
    ['grammes', 'g'],
    ['Kg', 'kg'],
    ['CàS', 'càs'],
    ['c. à s.', 'càs'],
    ['cuillères à soupe', 'càs'],
    ['cc', 'càc'],
    ['litres', 'l'],
    ['cl', 'cl'],
    ['unité', 'unité'],
    ['gousses', 'gousse'],
    ['pincée', 'pincée'],
    ['livres', 'livre'],
    ['bouteille', 'bouteille'],
    ['louches', 'louche'],
    ['bol', 'bol'],
    ['bâtonnets', 'bâtonnet'],
    ['bâton', 'bâton'],
    ['brindilles', 'brin'],
    ['cuillère', 'càs'],
    ['cuillers', 'càs'],
    ['foo', null],
    ['g de', null],
    ['', null],
  ])('%j → %p', (text, expected) => {
    expect(parseUnit(text)).toBe(expected);
  });
});
