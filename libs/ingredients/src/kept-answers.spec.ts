import { keptAnswers } from './kept-answers';

describe('keptAnswers', () => {
  it('works an answer out once per string, null answers too, and forgets them all past its limit', () => {
    const asked: string[] = [];
    const lengthOf = keptAnswers((key: string) => {
      asked.push(key);
      return key === '' ? null : key.length;
    }, 2);
    expect([lengthOf('riz'), lengthOf('riz'), lengthOf(''), lengthOf('')]).toEqual([3, 3, null, null]);
    expect(asked).toEqual(['riz', '']);
    // A third string goes past the limit of two: what was kept is forgotten, then asked again.
    expect(lengthOf('pâtes')).toBe(5);
    expect(lengthOf('riz')).toBe(3);
    expect(asked).toEqual(['riz', '', 'pâtes', 'riz']);
  });
});
