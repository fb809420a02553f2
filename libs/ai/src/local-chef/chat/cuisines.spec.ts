import { findRestrictionViolations } from '../../validation/dietary-rules';
import { CUISINES } from '../knowledge/cuisines';
import { RECIPES } from '../recipes';
import { ask, suggestedRecipes } from './chat-test-helpers';

// « Un plat italien », « une recette indienne » (knowledge/cuisines.ts): the book's recipes of that
// cuisine, of the course asked, as the household and the question's diet allow. Each got the help,
// or any plat of the book (a tartiflette for « un plat italien »).

describe('the offline chef reads a cuisine', () => {
  it('knows every recipe its cuisines name', () => {
    const ids = new Set(RECIPES.map((r) => r.id));
    expect(CUISINES.flatMap((c) => c.recipes).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each([
    ['Un plat italien', 'italien', 'plat', /^Quelques idées pour un plat italien :$/m],
    ['Une entrée italienne ?', 'italien', 'entrée', /^Quelques idées pour une entrée italienne :$/m],
    ['Un plat asiatique ?', 'asiatique', 'plat', /^Quelques idées pour un plat asiatique :$/m],
    ['Une recette mexicaine', 'mexicain', 'plat', /^Quelques idées pour un plat mexicain :$/m],
    ['Un plat végétarien indien', 'indien', 'plat', /^Quelques idées pour un plat indien, version végétarienne :$/m],
    ['Des tapas ?', 'espagnol', 'apéro', /^Quelques idées pour un apéro espagnol :$/m],
    ['Une recette libanaise', 'oriental', 'plat', /^Quelques idées pour un plat oriental :$/m],
  ] as const)('« %s » lists the book’s %s dishes of the course', async (question, label, type, lead) => {
    const reply = await ask(question);
    expect(reply).toMatch(lead);
    const cuisine = CUISINES.find((c) => c.label === label)!;
    const listed = suggestedRecipes(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((r) => r.type !== type || !cuisine.recipes.includes(r.id)).map((r) => r.title)).toEqual([]);
  });

  it('reads a word of origin right after a food as the food’s: « du chocolat suisse », « du pain libanais »', async () => {
    expect(await ask('Que faire avec du chocolat suisse ?')).toMatch(/^Avec du chocolat, je vous propose :\n• /);
    expect(await ask('Que faire avec du yaourt grec ?')).toMatch(/^Avec du yaourt grec, je vous propose :\n• /);
    // Not only the book's oriental dishes with bread.
    const oriental = CUISINES.find((c) => c.label === 'oriental')!;
    expect(suggestedRecipes(await ask('Que faire avec du pain libanais ?')).some((r) => !oriental.recipes.includes(r.id))).toBe(true);
  });

  it('keeps the household’s rules on top, and says when none is left', async () => {
    const italian = CUISINES.find((c) => c.label === 'italien')!;
    const vegan = suggestedRecipes(await ask('Un plat italien ?', { restrictions: ['vegan'] }));
    expect(vegan.length).toBeGreaterThan(0);
    for (const r of vegan) expect({ title: r.title, italian: italian.recipes.includes(r.id), breaks: findRestrictionViolations(r.ingredients, ['vegan']) }).toEqual({ title: r.title, italian: true, breaks: [] });
    expect(await ask('Un dessert mexicain ?')).toBe("Je n'ai pas de dessert mexicain dans mon carnet.");
  });
});
