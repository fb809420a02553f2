import { pluralArticles } from './inventory-format';

it('counts the fridge in French: the singular for 0 and 1', () => {
  expect([0, 1, 2].map(pluralArticles)).toEqual(['0\u00a0article', '1\u00a0article', '2\u00a0articles']);
});
