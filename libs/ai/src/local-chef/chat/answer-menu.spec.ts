import type { ChatContext } from '../../types';
import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { CUISINES } from '../knowledge/cuisines';
import { ONCE_IN_A_MENU } from '../knowledge/menu';
import { FOODS } from '../compose/foods';
import type { LocalRecipe } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { outOfSeason } from './answer-suggestions';
import { ask, converse, givenRecipe, substanceOf, suggestedRecipes } from './chat-test-helpers';

const substance = (recipe: LocalRecipe): string[] => substanceOf(recipe.ingredients);

/** The starter, main course and dessert a menu reply lists, checked to be one of each in that order. */
function courses(reply: string): LocalRecipe[] {
  const listed = suggestedRecipes(reply);
  expect(listed.map((r) => r.type)).toEqual(['entrée', 'plat', 'dessert']);
  return listed;
}

describe('« un menu » gets a starter, a main course and a dessert of the book', () => {
  it('serves once kinds the composing chef knows', () => {
    expect(ONCE_IN_A_MENU.filter((kind) => !FOODS.some((food) => food.kind === kind))).toEqual([]);
  });

  it('for the people said, listed as ideas are, with how to get each recipe', async () => {
    const reply = await ask('Je reçois 6 personnes samedi, tu me proposes un menu ?');
    expect(reply).toMatch(/^Une idée de menu pour 6\u00a0personnes :$/m);
    courses(reply);
    expect(reply).toMatch(/« la recette du plat »/);
  });

  // Seeded wordings: the same rules hold whatever the menu drawn.
  const random = seededRandom(20261203);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const wordings = Array.from({ length: 40 }, () =>
    `${pick(['un menu', 'une idée de menu', 'tu me proposes un menu', 'un repas complet', 'quel menu'])} ${pick(['pour', 'pour samedi,', 'pour dimanche midi,', 'ce soir'])} ${pick(['', 'pour 2', 'pour 4 personnes', 'on sera 8', 'pour 12'])} ?`.replace(/\s+/g, ' '),
  );
  it.each(wordings)('« %s »: no food of substance twice, nothing of another season when the book has a course of this one', async (question) => {
    const listed = courses(await ask(question));
    const seen = listed.flatMap((r) => [...new Set(substance(r))]);
    expect(seen.filter((name, i) => seen.indexOf(name) !== i)).toEqual([]);
    expect(listed.filter((r) => outOfSeason(r) === 2).map((r) => r.title)).toEqual([]);
  });

  it.each<[string, Partial<ChatContext>, (r: LocalRecipe) => boolean]>([
    ['un menu végétarien', {}, (r) => findRestrictionViolations(r.ingredients, ['vegetarian']).length === 0],
    ['un menu pour ce soir', { restrictions: ['vegan'] }, (r) => findRestrictionViolations(r.ingredients, ['vegan']).length === 0],
    ['un menu sans fromage', {}, (r) => findAvoidedFoods(r.ingredients, ['fromage']).length === 0],
    ['un menu pour dimanche', { avoidedFoods: ['porc', 'champignon'] }, (r) => findAvoidedFoods(r.ingredients, ['porc', 'champignon']).length === 0],
  ])('« %s » keeps the diet and the refusals, the question’s and the household’s', async (question, context, keeps) => {
    const listed = courses(await ask(question, context));
    expect(listed.filter((r) => !keeps(r)).map((r) => r.title)).toEqual([]);
  });

  it('« un menu italien »: the courses the book has of that cuisine, and says which course is not', async () => {
    const italian = new Set(CUISINES.find((c) => c.words.includes('italien'))!.recipes);
    const reply = await ask('un menu italien pour 4');
    expect(reply).toMatch(/^Une idée de menu italien pour 4\u00a0personnes :$/m);
    const listed = courses(reply);
    expect(italian.has(listed[1].id)).toBe(true);
    for (const [i, course] of [[0, 'entrée'], [2, 'dessert']] as const) {
      if (!italian.has(listed[i].id)) expect(reply).toMatch(new RegExp(`(?:n'ai pas d'?e? ?${course} italien|${course} de ce menu n'est pas une? ${course} italien)`));
    }
  });

  it('« la recette du plat », then « et le dessert ? »: the menu’s own, for the people it was asked for', async () => {
    const turns = await converse(['un menu pour 6 personnes ?', 'la recette du plat', 'et le dessert ?']);
    const [starter, main, dessert] = courses(turns[1].content);
    expect(givenRecipe(turns[3].content)).toBe(main);
    expect(turns[3].content).toMatch(/pour 6\u00a0personnes\.$/m);
    expect(givenRecipe(turns[5].content)).toBe(dessert);
    expect(turns[5].content).toMatch(/pour 6\u00a0personnes\.$/m);
    expect(givenRecipe(await ask("et l'entrée ?", {}, turns))).toBe(starter);
  });

  it('« un autre menu ? » gives other dishes than the one before', async () => {
    const turns = await converse(['un menu pour ce soir ?']);
    const first = courses(turns[1].content);
    const again = courses(await ask('un autre menu ?', {}, turns));
    expect(again.filter((r) => first.includes(r)).map((r) => r.title)).toEqual([]);
  });

  it('leaves the week’s, the holidays’ and the balanced meal’s menus to their answers', async () => {
    expect(await ask('un menu pour la semaine')).toMatch(/Planifier ma semaine/);
    expect(await ask('un menu de Noël')).toMatch(/^Un menu de fête/);
    expect(suggestedRecipes(await ask('un menu équilibré'))).toEqual([]);
    // « Au menu » plans a dish or asks what is for dinner.
    expect(await ask('mets des pâtes carbonara au menu de mardi')).not.toMatch(/^Une idée de menu/m);
    expect(await ask("qu'est-ce qu'il y a au menu ce soir ?")).not.toMatch(/^Une idée de menu/m);
  });
});
