import { fridgeAmount, unitFor } from './fridge-amount';

it('puts a word unit in the plural from 2, as every French count, and never a measure', () => {
  expect([0, 1, 1.5, 2, 6].map((n) => fridgeAmount(n, 'unité'))).toEqual(['0 unité', '1 unité', '1,5 unité', '2 unités', '6 unités']);
  expect(unitFor(2, 'pincée')).toBe('pincées');
  expect(unitFor(500, 'g')).toBe('g');
  expect(unitFor(3, 'càs')).toBe('càs');
  expect(unitFor(2, 'bouquet')).toBe('bouquets');
  expect(unitFor(1, 'bouquet')).toBe('bouquet');
});
