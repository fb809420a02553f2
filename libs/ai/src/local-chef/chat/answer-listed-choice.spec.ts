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
  });
});
