import { ask, converse, givenRecipe, recipe } from './chat-test-helpers';

describe('« c\'est long ? », « pour combien ? », « à quelle température ? » right after a recipe', () => {
  const TIRAMISU = 'la recette du tiramisu';
  const QUICHE = 'la recette de la quiche aux poireaux';

  it.each(["c'est long ?", 'ça prend combien de temps ?', 'cest long'])('"%s" gives the recipe\'s time and its wait', async (question) => {
    const reply = await ask(question, { servings: 4 }, await converse([TIRAMISU], { servings: 4 }));
    expect(reply).toBe("« Tiramisu » se prépare en 30 minutes environ, cuisson comprise (niveau moyen), plus l'attente : réservez au moins 4 heures au frais et saupoudrez de cacao au moment de servir.");
  });

  it.each(['pour combien ?', 'pour combien de personnes ?', 'ca fait combien de parts'])('"%s" gives the servings it was given for', async (question) => {
    const reply = await ask(question, { servings: 2 }, await converse([TIRAMISU], { servings: 2 }));
    expect(reply).toMatch(/^« Tiramisu » est prévue pour 2 personnes\. Pour un autre nombre, dites par exemple « pour 6 »/);
  });

  it.each(['combien de temps au four', 'a quelle temperature', 'quel thermostat ?'])('"%s" reads the oven from the recipe\'s steps', async (question) => {
    const quiche = await ask(question, {}, await converse([QUICHE]));
    expect(quiche).toBe('« Quiche aux poireaux et gruyère » : four préchauffé à 200 °C (thermostat 7), 30 minutes de cuisson.');
    expect(await ask(question, {}, await converse([TIRAMISU]))).toBe('« Tiramisu » ne passe pas au four.');
  });

  it('leaves a keeping time, a food named and a new wish to their own answers', async () => {
    const earlier = await converse([TIRAMISU]);
    expect(await ask('ca se garde combien de temps ?', {}, earlier)).toMatch(/^« Tiramisu » se garde comme/);
    expect(await ask('combien de temps pour cuire des pates', {}, earlier)).toMatch(/^Pâtes sèches : 8 à 12 minutes/);
    expect(givenRecipe(await ask('crepes pour 4', {}, earlier))).toBe(recipe('crepes-sucre-citron'));
  });
});
