import { ask, converse, givenRecipe, suggestedRecipes } from './chat-test-helpers';

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
