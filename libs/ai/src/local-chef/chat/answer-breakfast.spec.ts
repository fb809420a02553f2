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
    for (const idea of ideas) expect(idea.tags).toContain('rapide');
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

describe('the offline chef keeps to the breakfast the family asks for: salé or sucré, rapide, for the children, a diet', () => {
  it.each([
    ['petit dej salé', ['salé']],
    ['un petit dejeuner sale', ['salé']],
    ['un petit déjeuner pas sucré pour les enfants', ['salé', 'enfants']],
    ['idee petit dej sucre rapide', ['sucré', 'rapide']],
    ['petit déjeuner pour les enfants', ['enfants']],
    ['brunch salé', ['salé']],
  ])('%s', async (question, tags) => {
    const ideas = ideasIn(await ask(question));
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) for (const tag of tags) expect(idea.tags).toContain(tag);
  });

  it.each(['petit déjeuner sans gluten', 'petit dej sans gluten', 'brunch sale sans gluten'])('%s leaves out bread, flour and oats', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^Pour un petit déjeuner (?:salé )?sans gluten :/);
    const ideas = ideasIn(reply);
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.uses.filter((food) => ['pain', 'farine', "flocons d'avoine"].includes(food))).toEqual([]);
    // The closing advice too: no « pain, flocons » after a gluten-free answer.
    expect(reply).not.toContain(BREAKFAST_CLOSING);
    expect(reply).toMatch(/un féculent sans gluten/);
  });

  it('gives the closing advice without milk to a vegan question or a household without dairy', async () => {
    expect(await ask('petit dejeuner vegan')).toMatch(/\nPour un petit déjeuner qui tient jusqu'à midi : une boisson, un produit céréalier \(pain, flocons\), un yaourt ou une boisson végétale enrichis en calcium et un fruit\.$/);
    expect(await ask('une idée pour le petit déjeuner', { restrictions: ['dairyFree'] })).not.toContain('un produit laitier');
  });

  it('says the breakfast it gives: « Pour un petit déjeuner salé, pour les enfants, vite fait : »', async () => {
    expect(await ask('petit dej salé rapide pour les enfants')).toMatch(/^Pour un petit déjeuner salé, pour les enfants, vite fait :\n• /);
    expect(await ask('petit dejeuner vegan')).toMatch(/^Pour un petit déjeuner végétalien \(vegan\) :\n• /);
  });

  it('over every mix of wishes, shows only ideas that carry them all, and never a dish of the collection', async () => {
    const tastes = ['', ' salé', ' sucré'];
    const extras = ['', ' rapide', ' pour les enfants', ' rapide pour les enfants'];
    for (const taste of tastes) {
      for (const extra of extras) {
        const reply = await ask(`une idée de petit déjeuner${taste}${extra}`);
        expect(suggestedRecipes(reply)).toEqual([]);
        for (const idea of ideasIn(reply)) {
          if (taste) expect(idea.tags).toContain(taste.trim());
          if (extra.includes('rapide')) expect(idea.tags).toContain('rapide');
          if (extra.includes('enfants')) expect(idea.tags).toContain('enfants');
        }
      }
    }
  });
});
