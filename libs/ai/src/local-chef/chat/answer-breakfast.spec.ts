import { BREAKFAST_CLOSING, BREAKFAST_IDEAS } from '../knowledge/breakfast';
import { ask, suggestedRecipes } from './chat-test-helpers';

const ideasIn = (reply: string) => BREAKFAST_IDEAS.filter((idea) => reply.includes(idea.text));

describe('the offline chef answers breakfast with breakfast, never with a dessert of the collection', () => {
  it.each(['une idée pour le petit déjeuner', 'une idée pour le petit dej', 'quoi faire au petit déjeuner dimanche', "qu'est-ce qu'on mange ce matin", 'idee brunch'])('%s', async (question) => {
    const reply = await ask(question);
    expect(suggestedRecipes(reply)).toEqual([]);
    expect(ideasIn(reply).length).toBeGreaterThanOrEqual(3);
    expect(reply).toContain(BREAKFAST_CLOSING);
  });

  it('keeps to the quick ones when asked quick', async () => {
    const ideas = ideasIn(await ask('petit dej rapide pour les enfants'));
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.quick).toBe(true);
  });

  it('puts first the food the question names', async () => {
    expect(ideasIn(await ask('que faire avec des oeufs au petit déjeuner'))[0].uses).toContain('œufs');
  });

  it('puts first what the fridge holds, and leaves out what the household cannot eat', async () => {
    const fridge = [{ name: 'Flocons d\'avoine', quantity: 500, unit: 'g', expirationDate: null }, { name: 'Lait', quantity: 1, unit: 'l', expirationDate: null }];
    expect(ideasIn(await ask('un petit déjeuner ?', { fridge }))[0].uses).toContain('flocons d\'avoine');
    for (const idea of ideasIn(await ask('un petit déjeuner ?', { avoidedFoods: ['œufs'] }))) expect(idea.uses).not.toContain('œufs');
  });
});
