import type { Season } from '../local-recipe';
import { RECIPES } from '../recipes';
import { seededRandom } from '../seeded-random';
import { ask, suggestedRecipes } from './chat-test-helpers';

// The chef knows today from the kitchen's clock (kitchenToday, Europe/Zurich): only Date is faked.
function today(iso: string): void {
  jest.useFakeTimers({ now: new Date(iso), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
}

afterEach(() => jest.useRealTimers());

/** 0 in season, 1 all year, 2 out of season. */
const fit = (season: Season) => (r: (typeof RECIPES)[number]) => (!r.season ? 1 : r.season.includes(season) ? 0 : 2);

describe('suggestions follow the season', () => {
  it.each(['une soupe pour ce soir', 'idée de soupe', 'Une soupe ?', 'un velouté pour ce soir ?'])('in late November, « %s » puts no cold summer soup first', async (question) => {
    today('2026-11-24T17:30:00Z');
    const reply = await ask(question);
    const soups = suggestedRecipes(reply);
    expect(soups.length).toBeGreaterThan(0);
    expect(soups.map((r) => r.id)).not.toContain('gaspacho-andalou');
    expect(soups.filter((r) => r.season && !r.season.includes('automne'))).toEqual([]);
  });

  // Late on 31 August in UTC it is already 1 September in Zurich: autumn, by the kitchen's clock.
  it('reads the season in Zurich', async () => {
    today('2026-08-31T22:30:00Z');
    const soups = suggestedRecipes(await ask('une soupe ?'));
    expect(soups.filter((r) => r.season && !r.season.includes('automne'))).toEqual([]);
  });

  it.each([
    ['2026-11-26T18:00:00Z', 'automne'],
    ['2026-01-15T18:00:00Z', 'hiver'],
    ['2026-07-10T18:00:00Z', 'été'],
  ] as const)('on %s (%s), over seeded random wordings, lists in-season recipes before the others', async (iso, season) => {
    today(iso);
    const random = seededRandom(20261124);
    const asks = ['une idée de', 'tu as une idée de', 'quoi faire comme', 'je cherche', 'propose-moi', 'un petit', 'vite fait,'];
    const dishes = ['soupe', 'dessert', 'entrée', 'plat', 'velouté', 'gâteau', 'apéro'];
    const wrong: string[] = [];
    for (let i = 0; i < 40; i++) {
      const question = `${asks[Math.floor(random() * asks.length)]} ${dishes[Math.floor(random() * dishes.length)]} ${random() < 0.5 ? 'pour ce soir' : ''} ?`;
      const ranks = suggestedRecipes(await ask(question)).map(fit(season));
      if (ranks.some((rank, k) => k > 0 && rank < ranks[k - 1])) wrong.push(`${question}: ${ranks.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the season first under another wish, and says when an idea is out of season (« une soupe rapide » in November)', async () => {
    today('2026-11-24T17:30:00Z');
    const reply = await ask('une soupe rapide ?');
    const soups = suggestedRecipes(reply);
    const off = soups.filter((r) => r.season && !r.season.includes('automne'));
    expect(soups.map(fit('automne'))).toEqual([...soups.map(fit('automne'))].sort());
    // Only summer soups are quick: each is said out of season.
    for (const r of off) expect(reply).toContain(`« ${r.title} »`);
    if (off.length > 0) expect(reply).toMatch(/^En cette saison, .+ (?:est plutôt une recette|sont plutôt des recettes) d'été\.$/m);
    today('2026-07-10T18:00:00Z');
    expect(await ask('une soupe rapide ?')).not.toMatch(/En cette saison/);
  });

  it('« une recette de soupe pour l’hiver » names a kind and a wish, not a dish: soup ideas, never « pas la recette de « soupe hiver » »', async () => {
    today('2026-11-24T17:30:00Z');
    const reply = await ask("Une recette de soupe pour l'hiver");
    expect(reply).toMatch(/^Quelques idées pour une entrée en soupe :\n• /);
    // A wish the chef reads (RECIPE_CONSTRAINTS) names no dish either.
    expect(await ask('Une recette de dessert sans four rapide')).toMatch(/^Quelques idées pour un dessert rapide sans four :\n• /);
    expect(await ask('La recette du gâteau basque')).toMatch(/^Je n'ai pas la recette de « gâteau basque » dans mon carnet hors ligne\./);
  });
});

