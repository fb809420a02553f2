import { ask, converse, givenRecipe, suggestedRecipes } from './chat-test-helpers';
import { seededRandom } from '../seeded-random';

describe('« la première » after a list of ideas', () => {
  const IDEAS = "qu'est ce que je peux faire ce soir avec des courgettes et du riz ?";

  it.each([
    ['la premiere', 0],
    ['la première stp', 0],
    ['la deuxième', 1],
    ['le 2e', 1],
    ['la derniere', 2],
  ])('"%s" gives the whole recipe of that idea, for the household', async (choice, position) => {
    const earlier = await converse([IDEAS], { servings: 3 });
    const listed = suggestedRecipes(earlier[1].content);
    expect(listed).toHaveLength(3);
    const reply = await ask(choice, { servings: 3 }, earlier);
    expect(givenRecipe(reply)).toBe(listed[position]);
    expect(reply).toMatch(/pour 3\u00a0personnes\.$/m);
    expect(reply).toMatch(/^Préparation :$/m);
  });

  it('means nothing without a list just before', async () => {
    expect(givenRecipe(await ask('la premiere', {}, await converse(['la recette du tiramisu'])))).toBeUndefined();
    // A recipe of another list given since: the list is no longer the one read.
    const since = await converse([IDEAS, 'la première', 'la recette du tiramisu']);
    expect(givenRecipe(await ask('la deuxième', {}, since))).not.toBe(suggestedRecipes(since[1].content)[1]);
  });

  it('« la première », then « et la deuxième ? », « la recette de la troisième »: each of the list read in turn (once « la recette de « troisième » »)', async () => {
    const earlier = await converse([IDEAS, 'la première'], { servings: 3 });
    const listed = suggestedRecipes(earlier[1].content);
    const second = await ask('Et la deuxième ?', { servings: 3 }, earlier);
    expect(givenRecipe(second)).toBe(listed[1]);
    const third = await ask('La recette de la troisième', { servings: 3 }, [...earlier, { role: 'user', content: 'Et la deuxième ?' }, { role: 'assistant', content: second }]);
    expect(givenRecipe(third)).toBe(listed[2]);
    expect(third).toMatch(/pour 3\u00a0personnes\.$/m);
  });
});

describe('a choice keeps the people the list was asked for', () => {
  it('« des idées de dessert pour 8 » then « la deuxième » gives it for 8, not for the household', async () => {
    const earlier = await converse(['des idées de dessert pour 8 ?'], { servings: 3 });
    const reply = await ask('la deuxième', { servings: 3 }, earlier);
    expect(givenRecipe(reply)).toBe(suggestedRecipes(earlier[1].content)[1]);
    expect(reply).toMatch(/pour 8\u00a0personnes\.$/m);
  });
});

describe('« la première » right after advice in points', () => {
  it('gives the book’s dish the point names, whole (once the help sentence)', async () => {
    const earlier = await converse(["Un gâteau pour un anniversaire d'enfant"], { servings: 3 });
    expect(earlier[1].content).toMatch(/^• .*gâteau au yaourt/m);
    const reply = await ask('la première', { servings: 3 }, earlier);
    expect(givenRecipe(reply)?.id).toBe('gateau-au-yaourt');
    expect(reply).toMatch(/pour 3\u00a0personnes\.$/m);
    // A point that names no dish of the book chooses nothing.
    expect(givenRecipe(await ask('la deuxième', { servings: 3 }, earlier))).toBeUndefined();
  });
});

describe('ideas for a number of people', () => {
  it('say the people in their head, and the one chosen is given for them (20 seeded draws)', async () => {
    const random = seededRandom(20261203);
    const courses = ['un dessert', 'une entrée', 'un plat', 'un plat végétarien', 'une idée de dessert'];
    for (let draw = 0; draw < 20; draw++) {
      const people = 1 + Math.floor(random() * 12);
      const course = courses[Math.floor(random() * courses.length)];
      const question = `${course} pour ${people} ${people === 1 ? 'personne' : 'personnes'}`;
      const [, ideas, , recipe] = (await converse([question, 'la première'], { servings: 3 })).map((t) => t.content);
      expect({ question, head: ideas.split('\n')[0] }).toMatchObject({ question, head: expect.stringContaining(` pour ${people}\u00a0${people === 1 ? 'personne' : 'personnes'}`) });
      expect(givenRecipe(recipe)?.title).toBe(suggestedRecipes(ideas)[0].title);
      expect(recipe).toMatch(new RegExp(`pour ${people}\u00a0${people === 1 ? 'personne' : 'personnes'}\\.$`, 'm'));
    }
  });
});
