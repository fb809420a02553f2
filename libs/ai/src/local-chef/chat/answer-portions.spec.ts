import { PORTIONS } from '../knowledge/portions';
import { ask } from './chat-test-helpers';

const portion = (id: string) => PORTIONS.find((p) => p.id === id)!;

describe('the offline chef says how much to cook per person', () => {
  it('« Combien de pâtes pour 4 personnes ? » gives grams per adult and for the four', async () => {
    const reply = await ask('Combien de pâtes pour 4 personnes ?');
    expect(reply).toMatch(/^Pâtes : 80 à 100 g sèches par adulte en plat principal, 50 à 60 g par enfant\.$/m);
    expect(reply).toMatch(/^Pour 4\u00a0personnes : 320 à 400 g\.$/m);
    expect(reply).not.toMatch(/je vous propose/);
  });

  it.each([
    ['combien de riz par personne', 'riz', 0, 0],
    ['Combien de viande pour 6 personnes ?', 'viande', 6, 0],
    ['quelle quantité de pommes de terre pour 3 ?', 'pommes-de-terre', 3, 0],
    ['Combien de poisson pour 2 adultes et 2 enfants ?', 'poisson', 2, 2],
    ['combien de légumes par personne', 'legumes', 0, 0],
    ['Quelle quantité de pâtes pour un enfant de 5 ans ?', 'pates', 0, 1],
    ['combien de grammes de riz pour 5 personnes dont 2 enfants', 'riz', 3, 2],
    ['Combien de poulet pour 8 ?', 'volaille', 8, 0],
    ['cmbien de pates pour 2 personnes', 'pates', 2, 0],
    ['cb de pates pour 3 enfants', 'pates', 0, 3],
    ['combien de raclette par personne ?', 'raclette', 0, 0],
    ['combien de fromage à fondue pour 4 ?', 'fondue', 4, 0],
    ['on est 8 pour une raclette, combien de fromage ?', 'raclette', 8, 0],
    ['on est 4, combien de pâtes ?', 'pates', 4, 0],
    ['combien de fromage pour une raclette ?', 'raclette', 0, 0],
    ['combien de fromage par personne pour une fondue ?', 'fondue', 0, 0],
    ['combien de fromage râpé pour des pâtes ?', 'fromage-rape', 0, 0],
    ['combien de parmesan pour 4 ?', 'fromage-rape', 4, 0],
  ])('%s', async (question, id, adults, children) => {
    const reply = await ask(question);
    const p = portion(id);
    expect(reply).toMatch(new RegExp(`^${p.names[0]} : ${p.adult[0]} à ${p.adult[1]} g`, 'im'));
    if (adults + children === 0) {
      expect(reply).not.toMatch(/^Pour /m);
      return;
    }
    const lo = adults * p.adult[0] + children * p.child[0];
    const hi = adults * p.adult[1] + children * p.child[1];
    const kg = (n: number) => String(n / 1000).replace('.', ',');
    const said = hi < 1000 ? `${lo} à ${hi} g` : `${kg(lo)} à ${kg(hi)} kg`;
    expect(reply).toMatch(new RegExp(`^Pour .*: ${said}\\.$`, 'm'));
  });

  it('leaves cooking times, measures and recipe ideas to their own answers', async () => {
    expect(await ask('Combien de temps pour cuire des pâtes ?')).not.toMatch(/par adulte/);
    expect(await ask('Combien de grammes dans une cuillère à soupe de sucre ?')).toMatch(/≈ 15 g/);
    expect(await ask('Que faire avec des pâtes ?')).toMatch(/je vous propose/);
  });

  it('counts a cheese board by the guest, at the end of the meal, never « en plat principal » nor recipes', async () => {
    expect(await ask('Combien de fromage par personne ?')).toBe('Fromage : 50 à 80 g par personne (sur un plateau après le repas).');
    expect(await ask('combien de pièces par personne pour un apéro dînatoire ?')).toMatch(/^Pièces : 12 à 15 par personne \(en apéro dînatoire/u);
  });
});
