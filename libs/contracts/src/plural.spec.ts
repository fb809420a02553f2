import { countOf, plural, servingsLabel } from './plural';
import { OFFLINE_MESSAGES } from './offline';

describe('French plurals', () => {
  it('puts the singular on 0 and 1 and the plural from 2 on', () => {
    expect([0, 1, 2, 10].map((n) => countOf(n, 'article', 'articles'))).toEqual([
      '0 article',
      '1 article',
      '2 articles',
      '10 articles',
    ]);
  });

  it('reads a decimal below 2 as singular and a million as plural', () => {
    expect(countOf(1.5, 'portion', 'portions')).toBe('1,5 portion');
    expect(countOf(2.5, 'portion', 'portions')).toBe('2,5 portions');
    expect(countOf(1_000_000, 'article', 'articles')).toBe('1\u202f000\u202f000 articles');
  });

  it('is what the contracts use for their counted messages', () => {
    expect([0, 1, 2].map(OFFLINE_MESSAGES.pending)).toEqual([
      '0 modification en attente',
      '1 modification en attente',
      '2 modifications en attente',
    ]);
  });

  it('says how many a recipe or a meal is for, the same way on every page and in the chat', () => {
    expect([0, 1, 2, 1.5].map(servingsLabel)).toEqual(['0 personne', '1 personne', '2 personnes', '1,5 personne']);
  });
});
