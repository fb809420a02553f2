import { toWords, wordMatches } from './text-match';

const fold = (word: string) => toWords(word)[0];

describe('wordMatches (typos forgiven in food names)', () => {
  it.each<[question: string, food: string, expected: boolean]>([
    // Real typos inside a longer word
    ['courgete', 'courgettes', true],
    ['courgettte', 'courgette', true],
    ['aubergin', 'aubergine', true],
    ['tomatte', 'tomate', true],
    ['poivrom', 'poivron', true],
    // Everyday words one letter away from a food are not typos
    ['pendant', 'fendant', false],
    ['mange', 'mangue', false],
    ['comment', 'comté', false],
    // A different first letter is another word, not a typo
    ['vanard', 'canard', false],
    // Short words are never corrected
    ['riz', 'ris', false],
    ['ail', 'air', false],
  ])('%j for %j → %p', (question, food, expected) => {
    expect(wordMatches(fold(question), fold(food))).toBe(expected);
  });
});
