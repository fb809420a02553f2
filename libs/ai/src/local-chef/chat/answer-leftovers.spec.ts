import { LEFTOVER_SAFETY, LEFTOVERS } from '../knowledge/leftovers';
import { seededRandom } from '../seeded-random';
import { ask, converse } from './chat-test-helpers';

// How families ask about a leftover, typed as they type it ({n}: the food as they name it).
const WORDINGS = [
  "qu'est-ce que je fais avec un reste de {n} ?",
  'reste de {n}',
  'restes {n}',
  'g des restes de {n} koi faire',
  "il me reste du {n} d'hier, une idee ?",
  'que faire avec les restes de {n}',
  'jai un reste de {n} tu ferais quoi',
];
const RECIPES_BEFORE = ['La recette du chili sin carne ?', 'recette quiche', 'Tu peux me donner la recette des crêpes au sucre et au citron ?'];

describe('a leftover named by its food', () => {
  it('gets that leftover’s ideas, and the food-safety line where it matters, however it is typed, with or without a recipe before', async () => {
    const random = seededRandom(20261129);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const wrong: string[] = [];
    for (const leftover of LEFTOVERS) {
      for (const name of leftover.names) {
        const question = pick(WORDINGS).replace('{n}', name);
        const earlier = random() < 0.5 ? await converse([pick(RECIPES_BEFORE)]) : [];
        const reply = await ask(question, {}, earlier);
        if (!reply.includes(leftover.keeps) || !reply.includes(leftover.ideas[0])) wrong.push(`« ${question} » (${earlier.length > 0 ? 'after a recipe' : 'alone'}): ${reply.slice(0, 70)}`);
        if (leftover.perishable && !reply.includes(LEFTOVER_SAFETY)) wrong.push(`« ${question} »: no safety line`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says the 2 hours, the 2 days and the reheating until it steams for rice and chicken', async () => {
    for (const question of ["qu'est-ce que je fais avec un reste de poulet ?", 'reste de riz', "il me reste du riz d'hier c'est encore bon ?"]) {
      const reply = await ask(question);
      expect(reply).toMatch(/dans les 2 heures/);
      expect(reply).toMatch(/dans les 2 jours/);
      expect(reply).toMatch(/fumant à cœur/);
    }
  });

  it('« restes de raclette » and « reste de pot au feu » get dishes made of them, not the general advice on leftovers', async () => {
    expect(await ask('restes de raclette')).toMatch(/^• une tartiflette/m);
    const stew = await ask("qu'est ce que je fais avec un reste de pot au feu");
    expect(stew).toMatch(/^• un hachis parmentier/m);
    expect(stew).not.toMatch(/Pour finir les restes sans gaspiller/);
  });
});

describe('the whites or the yolks a recipe leaves', () => {
  it.each([
    ["Que faire avec des blancs d'œufs ?", 'restes-blancs-oeufs', /meringues/],
    ["il me reste des blancs d'oeufs", 'restes-blancs-oeufs', /meringues/],
    ["j'ai 4 blancs d'œufs, une idée ?", 'restes-blancs-oeufs', /financiers/],
    ["que faire avec des jaunes d'œufs ?", 'restes-jaunes-oeufs', /crème anglaise/],
    ["il me reste 3 jaunes d'oeuf", 'restes-jaunes-oeufs', /carbonara/],
  ])('« %s » is that leftover, never dishes with whole eggs', async (question, id, idea) => {
    const reply = await ask(question);
    expect(reply.startsWith(LEFTOVERS.find((l) => l.id === id)!.keeps)).toBe(true);
    expect(reply).toMatch(idea);
    expect(reply).not.toMatch(/je vous propose/);
  });

  it('still replaces a yolk, and still whips whites', async () => {
    expect(await ask("par quoi remplacer un jaune d'œuf ?")).toMatch(/^Pour remplacer les jaunes d'œufs/);
    expect(await ask('comment monter des blancs en neige ?')).toMatch(/^Pour monter des blancs en neige/);
  });
});

describe('a chicken roasted already', () => {
  it('« que faire avec du poulet rôti ? » is the leftover (once « Je n\'ai pas de recette avec du poulet rôti »), never a recipe to roast one', async () => {
    const leftover = LEFTOVERS.find((l) => l.id === 'restes-poulet')!;
    for (const question of ['que faire avec du poulet rôti ?', 'une idée avec le poulet rôti', 'une recette avec du poulet rôti et du riz']) {
      const reply = await ask(question);
      expect({ question, leftover: reply.includes(leftover.keeps) }).toEqual({ question, leftover: true });
      expect(reply.startsWith(LEFTOVER_SAFETY)).toBe(true);
    }
    expect(await ask('une recette de poulet rôti')).not.toContain(leftover.keeps);
  });
});
