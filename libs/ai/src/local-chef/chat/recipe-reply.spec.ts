import type { ChatContext, ChatTurn } from '../../types';
import type { LocalRecipe } from '../local-recipe';
import { recipe } from './chat-test-helpers';
import { describe as listed } from './answer-suggestions';
import { recipeInHistory, recipeReply } from './recipe-reply';

const HOUSEHOLD: ChatContext = { history: [], restrictions: [], avoidedFoods: [], fridge: [] };
const NBSP = '\u00a0';

/** A dish composed from the fridge: not in the collection, so a follow-up reads it back from the reply itself. */
const composed: LocalRecipe = {
  id: 'mijote-de-boeuf-aux-carottes',
  type: 'plat',
  title: 'Mijoté de bœuf aux carottes',
  description: 'Un plat qui prend son temps.',
  preparationTime: 75,
  servings: 4,
  difficulty: 'moyen',
  ingredients: ['600 g de bœuf à braiser', '4 carottes'],
  instructions: ['Faites revenir le bœuf.', 'Ajoutez les carottes et laissez mijoter 1 heure.'],
};

const after = (reply: string): ChatTurn[] => [
  { role: 'user', content: 'On mange quoi ?' },
  { role: 'assistant', content: reply },
  { role: 'user', content: 'Et pour 8 ?' },
];

describe('the first line of a recipe in the chat', () => {
  it('writes the time and the servings as the pages do: hours beyond 60 minutes, each number tied to its word', () => {
    const [head] = recipeReply(composed, 6, HOUSEHOLD).split('\n');
    expect(head).toBe(`Mijoté de bœuf aux carottes — plat, 1${NBSP}h${NBSP}15, moyen, pour 6${NBSP}personnes.`);
    const [tiramisu] = recipeReply(recipe('tiramisu'), 1, HOUSEHOLD).split('\n');
    expect(tiramisu).toBe(`Tiramisu — dessert, 30${NBSP}min, moyen, pour 1${NBSP}personne.`);
  });

  it('is read back by a follow-up, a dish of more than an hour included', () => {
    const back = recipeInHistory(after(recipeReply(composed, 6, HOUSEHOLD)));
    expect(back?.servings).toBe(6);
    expect(back?.recipe).toMatchObject({ title: composed.title, preparationTime: 75, servings: 6, difficulty: 'moyen' });
  });

  it('is still read back from a reply stored before, written with ordinary spaces', () => {
    const older = ['Mijoté de bœuf aux carottes — plat, 45 min, facile, pour 4 personnes.', 'Un plat.', '', 'Ingrédients :', '• 4 carottes', '', 'Préparation :', '1. Faites mijoter.'].join('\n');
    expect(recipeInHistory(after(older))?.recipe).toMatchObject({ preparationTime: 45, servings: 4 });
    expect(recipeInHistory(after('Tiramisu — dessert, 30 min, moyen, pour 2 personnes.\nLa recette.'))).toMatchObject({ servings: 2, recipe: recipe('tiramisu') });
  });
});

describe('a recipe in a list of ideas', () => {
  it('writes its time as the recipe card does, and is still found by a follow-up', () => {
    expect(listed({ ...recipe('tiramisu'), preparationTime: 90 })).toMatch(new RegExp(`^• Tiramisu \\(dessert, 1${NBSP}h${NBSP}30, moyen\\) : `));
    const list = [listed(recipe('tiramisu')), listed(recipe('chili-sin-carne'))].join('\n');
    expect(list).toContain(`30${NBSP}min`);
    expect(recipeInHistory(after(list))?.recipe).toBe(recipe('tiramisu'));
  });
});
