import { frenchList } from './french-list';

describe('frenchList', () => {
  it('joins as French does: a comma between items, the conjunction before the last, none before it', () => {
    expect(frenchList(['lundi', 'mercredi', 'samedi'])).toBe('lundi, mercredi et samedi');
    expect(frenchList(['du sucre', 'de la farine'], 'ou')).toBe('du sucre ou de la farine');
    expect(frenchList(['œufs', 'lait', 'beurre'], 'ni')).toBe('œufs, lait ni beurre');
  });

  it('leaves one item alone and says nothing of none', () => {
    expect(frenchList(['mardi'])).toBe('mardi');
    expect(frenchList([])).toBe('');
  });
});
