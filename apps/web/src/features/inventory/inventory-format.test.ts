import { pluralArticles } from './inventory-format';

it('counts the fridge in French: the singular for 0 and 1', () => {
  expect([0, 1, 2].map(pluralArticles)).toEqual(['0 article', '1 article', '2 articles']);
});
