import { expiryPhrase, fridgeSuggestionPath } from './waste';

describe('expiryPhrase', () => {
  it('says past, today, tomorrow, the day after and later as a French kitchen would', () => {
    expect([-3, -1, 0, 1, 2, 3].map(expiryPhrase)).toEqual([
      'périmé depuis 3 jours',
      'périmé depuis hier',
      "à consommer aujourd'hui",
      'expire demain',
      'expire après-demain',
      'expire dans 3 jours',
    ]);
  });
});

it('fridgeSuggestionPath encodes the item for the suggestions page', () => {
  expect(fridgeSuggestionPath('Crème fraîche & co')).toBe('/dashboard/feed?mode=frigo&ingredient=Cr%C3%A8me%20fra%C3%AEche%20%26%20co');
});
