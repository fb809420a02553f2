import { PORTIONS } from '../knowledge/portions';
import { RATIOS } from '../knowledge/ratios';
import { seededRandom } from '../seeded-random';
import { ask } from './chat-test-helpers';
import { NUMBER_WORDS } from './text-match';

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

describe('the offline chef scales a preparation to the eggs, flour or butter the family has', () => {
  it.each([
    ['combien de farine pour 3 œufs ?', /^Pour 3 œufs, comptez 190 g de farine\.$/m, /^Pâte à crêpes/m],
    ['combien de farine pour trois oeufs', /^Pour 3 œufs, comptez 190 g de farine\.$/m, /^Pâte à crêpes/m],
    ["j'ai 6 oeufs combien de farine pour des crêpes", /^Pour 6 œufs, comptez 380 g de farine\.$/m, /^Pâte à crêpes/m],
    ['combien de farine pour 3 oeufs pour un quatre-quarts', /^Pour 3 œufs, comptez 150 g de farine\.$/m, /^Quatre-quarts/m],
    ['quatre quart avec 4 oeufs combien de sucre', /^Pour 4 œufs, comptez 200 g de sucre\.$/m, /^Quatre-quarts/m],
    ['combien de beurre pour 250 g de farine pour une pâte brisée', /^Pour 250 g de farine, comptez 125 g de beurre\.$/m, /^Pâte brisée/m],
    ['cb de beurre pour 500g de farine pour une pate brisee', /^Pour 500 g de farine, comptez 250 g de beurre\.$/m, /^Pâte brisée/m],
    ['combien de lait pour 40 g de beurre pour une béchamel', /^Pour 40 g de beurre, comptez 50 cl de lait\.$/m, /^Béchamel/m],
    ['combien de farine pour un litre de lait pour une bechamel', /^Pour 1 l de lait, comptez 80 g de farine\.$/m, /^Béchamel/m],
    ['combien de lait pour deux oeufs pour un flan', /^Pour 2 œufs, comptez 25 cl de lait\.$/m, /^Flan aux œufs/m],
  ])('%s', async (question, amount, preparation) => {
    const reply = await ask(question);
    expect(reply).toMatch(amount);
    expect(reply).toMatch(preparation);
  });

  it('names the preparation it assumed and gives the others when the question names none', async () => {
    const eggs = await ask('combien de farine pour 3 œufs ?');
    expect(eggs).toMatch(/^Selon la préparation : pour un quatre-quarts, 150 g de farine\. Dites-moi laquelle vous faites si ce n'est pas une pâte à crêpes\.$/m);
    expect(await ask('combien de lait pour 200 g de farine ?')).toMatch(/^Pour 200 g de farine, comptez 40 cl de lait\.$[^]*pour une béchamel, 2,5 l de lait\./m);
    expect(await ask('combien de farine pour 1 litre de lait')).toMatch(/pour une béchamel, 80 g de farine/);
    expect(await ask('il faut combien de lait pour 2 oeufs')).toMatch(/^C'est la même proportion pour un flan\.$/m);
    // A named preparation is the answer alone.
    expect(await ask('combien de farine pour 3 oeufs pour un quatre-quarts')).not.toMatch(/Selon la préparation/);
  });
});

describe('the offline chef scales egg-based preparations over seeded random questions', () => {
  const byEgg = RATIOS.filter((r) => r.per.unit === 'œuf');
  const spelled = Object.fromEntries(Object.entries(NUMBER_WORDS).map(([word, n]) => [n, word]));
  const toBase = (said: string) => {
    const [, n, unit] = /^([\d,]+) (g|kg|ml|cl|l)$/.exec(said)!;
    return Number(n.replace(',', '.')) * { g: 1, kg: 1000, ml: 1, cl: 10, l: 1000 }[unit as 'g'];
  };

  it('says the amount for the eggs the question counts, whatever the phrasing (300 seeded questions)', async () => {
    const random = seededRandom(20261128);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    for (let i = 0; i < 300; i++) {
      const ratio = pick(byEgg);
      const wanted = pick(ratio.wanted);
      const eggs = 1 + Math.floor(random() * 12);
      const count = random() < 0.5 && spelled[eggs] ? spelled[eggs] : String(eggs);
      const egg = pick([eggs > 1 ? 'oeufs' : 'oeuf', eggs > 1 ? 'œufs' : 'œuf']);
      const dish = pick(ratio.dishWords);
      const question = pick([
        `combien de ${wanted} pour ${count} ${egg} pour ${dish}`,
        `${dish} avec ${count} ${egg}, combien de ${wanted} ?`,
        `cb de ${wanted} pour ${count} ${egg} ${dish}`,
        `j'ai ${count} ${egg}, il faut combien de ${wanted} pour ${dish}`,
      ]);
      const reply = await ask(question);
      const said = new RegExp(`^Pour ${eggs} œufs?, comptez (.+?) de ${wanted}\\.$`, 'm').exec(reply)?.[1];
      expect({ question, said: said !== undefined }).toEqual({ question, said: true });
      const expected = ratio.amount * eggs;
      expect(Math.abs(toBase(said!) - expected)).toBeLessThanOrEqual(Math.max(5, expected * 0.03));
      expect(reply).toContain(ratio.note);
    }
  });
});

describe('a ratio asked with no amount is worked out for the household', () => {
  it.each([
    ['riz basmati combien d eau', 'eau-riz', 'riz'],
    ['quinoa combien d eau', 'eau-quinoa', 'quinoa'],
    ['semoule combien deau', 'eau-semoule', 'semoule'],
    ["combien d'eau pour le couscous", 'eau-semoule', 'couscous'],
  ])('« %s » gives the volumes, the weight per 100 g and the amounts for a random table, never 1 kg', async (question, id, base) => {
    const ratio = RATIOS.find((r) => r.id === id)!;
    const portion = PORTIONS.find((p) => p.id === ratio.portion)!;
    const random = seededRandom(question.length);
    for (let i = 0; i < 5; i++) {
      const servings = 1 + Math.floor(random() * 8);
      const reply = await ask(question, { servings });
      expect(reply).not.toMatch(/1 kg/);
      expect(reply).toContain(ratio.volumes!);
      const grams = new RegExp(`Pour ${servings}\\spersonnes? \\((\\d+)\\sg par personne\\) : (\\d+)\\sg de ${base} et ([\\d,]+)\\scl d'eau`).exec(reply);
      expect({ question, servings, grams: grams !== null }).toEqual({ question, servings, grams: true });
      const each = Number(grams![1]);
      expect(each).toBeGreaterThanOrEqual(portion.adult[0]);
      expect(each).toBeLessThanOrEqual(portion.adult[1]);
      expect(Number(grams![2])).toBe(each * servings);
      // The water is the ratio's, to the rounding of the amount said (5 ml, or 10 ml past 250 ml).
      expect(Math.abs(Number(grams![3].replace(',', '.')) * 10 - (ratio.amount * each * servings) / ratio.per.quantity)).toBeLessThanOrEqual(10);
    }
  });
});
