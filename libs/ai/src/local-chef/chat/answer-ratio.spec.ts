import { ask } from './chat-test-helpers';

describe('the offline chef gives the proportions of the obvious preparation for the amount asked', () => {
  it.each([
    ['combien de farine pour 1 litre de lait', /^Pour 1 l de lait, comptez 500 g de farine\.$/m, /^Pâte à crêpes/m],
    ['combien de farine pour 50 cl de lait ?', /^Pour 50 cl de lait, comptez 250 g de farine\.$/m, /^Pâte à crêpes/m],
    ["combien d'oeufs pour 1 litre de lait pour un flan", /^Pour 1 l de lait, comptez 8 œufs\.$/m, /^Flan aux œufs/m],
    ["combien d'oeufs pour un demi litre de lait", /^Pour 50 cl de lait, comptez 4 œufs\.$/m, /^Flan aux œufs/m],
    ["combien d'œufs pour 75 cl de lait pour des crêpes", /^Pour 75 cl de lait, comptez 6 œufs\.$/m, /^Pâte à crêpes/m],
    ["combien de riz pour 1 litre d'eau", /^Pour 1 l d'eau, comptez 530 g de riz\.$/m, /1 volume de riz pour 1,5 volume d'eau/],
    ['combien de sucre pour 2 kg de fraises', /^Pour 2 kg de fraises, comptez 1,5 kg de sucre\.$/m, /^Confiture/m],
    ['combien de sucre pour 1 kg de pommes en compote', /^Pour 1 kg de pommes, comptez 80 g de sucre\.$/m, /^Compote/m],
    ['combien de feuilles de gelatine pour 1 litre', /^Pour 1 l, comptez 6 feuilles de gélatine \(12 g\)\.$/m, /panna cotta/],
    ["j'ai besoin de combien de farine pour 75cl de lait pour des crepes", /^Pour 75 cl de lait, comptez 380 g de farine\.$/m, /^Pâte à crêpes/m],
    ['combien de lait pour 250 g de farine pour des crêpes', /^Pour 250 g de farine, comptez 50 cl de lait\.$/m, /^Pâte à crêpes/m],
    ["j'ai 500 g de farine, combien de farine pour 1 l de lait", /^Pour 1 l de lait, comptez 500 g de farine\.$/m, /^Pâte à crêpes/m],
    ['combien de gelatine pour 50 cl de creme', /^Pour 50 cl de crème, comptez 3 feuilles de gélatine \(6 g\)\.$/m, /panna cotta/],
  ])('%s', async (question, amount, preparation) => {
    const reply = await ask(question);
    expect(reply).toMatch(amount);
    expect(reply).toMatch(preparation);
    expect(reply).not.toMatch(/≈ \d+ g \(\d+ ml\)/);
  });

  it('still converts a quantity and gives portions', async () => {
    expect(await ask("combien d'eau pour 200 g de riz")).toMatch(/^Pour 200 g de riz, comptez 38 cl d'eau\.$/m);
    expect(await ask('1 litre de lait en grammes')).toMatch(/1 l de lait ≈ 1020 g/);
    expect(await ask('combien de riz pour 4 personnes')).toMatch(/^Riz : 60 à 80 g crus par adulte/);
  });
});
