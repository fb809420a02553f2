import { clock, stepIngredients, stepTimers } from './cooking';

describe('stepTimers', () => {
  it.each([
    ['Laisser mijoter 20 minutes.', [1200]],
    ['Cuire 1 h 30 à 160 °C.', [5400]],
    ['Cuire 1 heure.', [3600]],
    ['Enfourner 10 à 15 min, puis laisser reposer 5 min.', [900, 300]],
    ['Saler et poivrer.', []],
    ['Préchauffer le four à 180 °C.', []],
    ['Réserver 30 s au congélateur.', [30]],
  ])('%s', (step, seconds) => expect(stepTimers(step).map((t) => t.seconds)).toEqual(seconds));
});

it('stepIngredients finds the lines a step names, accents and plurals aside', () => {
  const lines = ['1 kg de pommes de terre', '50 cl de crème', '2 gousses d’ail'];
  const parsed = [
    { quantity: 1, unit: 'kg', name: 'pommes de terre' },
    { quantity: 50, unit: 'cl', name: 'crème' },
    { quantity: 2, unit: 'gousse', name: 'ail' },
  ];
  expect(stepIngredients('Trancher les pommes de terre, verser la creme.', lines, parsed)).toEqual(['1 kg de pommes de terre', '50 cl de crème']);
});

it('clock', () => expect([clock(0), clock(65), clock(1200)]).toEqual(['0:00', '1:05', '20:00']));
