import type { DietaryRestriction } from '#contracts';
import { ingredientName, ingredientsOutsideFridge, isStaple } from '../generation/fridge-match';
import { validateRecipeDraft } from '../generation/validate-recipe-draft';
import { DISH_TYPES, type DishType } from '../local-chef/local-recipe';
import { RECIPES, recipesOfType } from '../local-chef/recipes';
import { findAvoidedFoods, findRestrictionViolations } from '../validation/dietary-rules';
import { recipeRequest } from '../testing/recipe-answers';
import { LocalRecipeProvider } from './local-recipe.provider';
import { RecipeGenerationError, type FridgeItem, type RecipeRequest } from '../types';

const RESTRICTIONS: DietaryRestriction[] = ['vegetarian', 'vegan', 'glutenFree', 'dairyFree', 'nutFree', 'halal', 'kosher'];
const AVOIDED = ['champignons', 'coriandre', 'poivron'];
const TODAY = new Date(2025, 2, 10);

const request = (overrides: Partial<RecipeRequest> = {}): RecipeRequest => recipeRequest({ staples: ['sel', 'poivre', 'eau', 'huile'], ...overrides });

const provider = new LocalRecipeProvider({ today: TODAY });
const seeds = Array.from({ length: 50 }, (_, i) => i * 7919 + 13);

describe('LocalRecipeProvider', () => {
  describe.each(DISH_TYPES)('type %s', (dishType: DishType) => {
    it.each(RESTRICTIONS)('50 generations for %s break no rule and never use an avoided food', async (restriction) => {
      const req = request({ dishType, restrictions: [restriction], avoidedFoods: AVOIDED, difficulty: 'moyen' });
      const problems: string[] = [];
      const seen = new Set<string>();
      for (const seed of seeds) {
        const draft = await provider.propose({ ...req, seed });
        seen.add(draft.id!);
        const lines = draft.ingredients ?? [];
        problems.push(...findRestrictionViolations(lines, [restriction]).map((v) => `${draft.id}: ${v.reason}`));
        problems.push(...findAvoidedFoods(lines, AVOIDED).map((a) => `${draft.id}: ${a.reason}`));
        const result = validateRecipeDraft(draft, { ...req, seed });
        if (!result.ok) problems.push(`${draft.id}: ${result.reason}`);
        else if (result.recipe.type !== dishType) problems.push(`${draft.id}: type ${result.recipe.type}`);
      }
      expect(problems).toEqual([]);
      // The seed really varies the pick.
      expect(seen.size).toBeGreaterThan(1);
    });
  });

  it('sets the household servings and scales the ingredients', async () => {
    const draft = await provider.propose(request({ dishType: 'plat', servings: 8, seed: 1 }));
    const recipe = RECIPES.find((r) => r.id === draft.id)!;
    expect(draft.servings).toBe(8);
    expect(draft.preparationTime).toBe(recipe.preparationTime);
    if (recipe.servings !== 8) expect(draft.ingredients).not.toEqual(recipe.ingredients);
    expect(draft.ingredients).toHaveLength(recipe.ingredients.length);
  });

  it('is deterministic for a seed', async () => {
    const a = await provider.propose(request({ seed: 42 }));
    const b = await provider.propose(request({ seed: 42 }));
    expect(b.id).toBe(a.id);
  });

  it('proposes a different recipe on regenerate (exclude), by id or by title', async () => {
    for (const seed of seeds.slice(0, 10)) {
      const first = await provider.propose(request({ seed }));
      const byId = await provider.propose(request({ seed, exclude: [first.id!] }));
      const byTitle = await provider.propose(request({ seed, exclude: [first.title!] }));
      expect(byId.id).not.toBe(first.id);
      expect(byTitle.id).not.toBe(first.id);
    }
  });

  it('repeats rather than fails when everything was shown, but never the last one shown', async () => {
    const all = recipesOfType('boisson').map((r) => r.id);
    const draft = await provider.propose(request({ dishType: 'boisson', difficulty: 'difficile', exclude: all, seed: 5 }));
    expect(draft.id).not.toBe(all[all.length - 1]);
  });

  it('plans a week without repeating a dish or running over the day\'s time, once the collection is spent', async () => {
    // The collection repeats itself when everything was shown: a planned week composes instead.
    const exclude = recipesOfType('plat').map((r) => r.id);
    for (const seed of seeds.slice(0, 10)) {
      const draft = await provider.propose(request({ dishType: 'plat', forWeek: true, restrictions: ['vegan'], exclude, maxMinutes: 30, seed }));
      expect(exclude).not.toContain(draft.id);
      expect(draft.preparationTime).toBeLessThanOrEqual(30);
      expect(findRestrictionViolations(draft.ingredients!, ['vegan'])).toEqual([]);
    }
  });

  it("plans no second dish of a kind made of the same food as one the week has: never two tomato soups", async () => {
    const winter = new LocalRecipeProvider({ today: new Date('2026-11-29T12:00:00Z') });
    const fridge: FridgeItem[] = [
      { name: 'Tomates', quantity: 12, unit: 'unité', expirationDate: '2026-12-02' },
      { name: 'Pommes de terre', quantity: 2, unit: 'kg', expirationDate: null },
      { name: 'Lardons fumés', quantity: 400, unit: 'g', expirationDate: '2026-12-06' },
      { name: 'Carottes', quantity: 1, unit: 'kg', expirationDate: '2026-12-10' },
    ];
    const week = (kindDishesOfWeek?: string[]) =>
      Promise.all(seeds.slice(0, 20).map((seed) => winter.propose(request({ dishType: 'plat', forWeek: true, fridge, seasonDishKinds: ['soupe', 'gratin', 'mijoté'], maxMinutes: 35, kindDishesOfWeek, seed }))));
    const tomatoSoup = (title: string) => /^Soupe de tomates\b/u.test(title);
    // Unasked, the tomatoes that expire first make a soup on some seeds: the wish is what keeps it out.
    expect((await week()).filter((d) => tomatoSoup(d.title!)).length).toBeGreaterThan(0);
    const kept = await week(['Soupe de tomates au riz et aux lardons']);
    expect(kept.filter((d) => tomatoSoup(d.title!)).map((d) => d.title)).toEqual([]);
  });

  it('prefers recipes with the preferred foods', async () => {
    let withChocolate = 0;
    for (const seed of seeds) {
      const draft = await provider.propose(request({ dishType: 'dessert', preferredFoods: ['chocolat'], seed }));
      if (findAvoidedFoods([draft.title!, ...draft.ingredients!], ['chocolat']).length > 0) withChocolate++;
    }
    expect(withChocolate).toBe(seeds.length);
  });

  it("prefers the household's difficulty or easier", async () => {
    for (const seed of seeds) {
      const easy = await provider.propose(request({ difficulty: 'facile', seed }));
      expect(easy.difficulty).toBe('facile');
      const medium = await provider.propose(request({ difficulty: 'moyen', seed }));
      expect(['facile', 'moyen']).toContain(medium.difficulty);
    }
  });

  it('refuses plainly when nothing fits the restrictions and avoided foods', async () => {
    const everything = [...new Set(recipesOfType('boisson').flatMap((r) => r.ingredients.map(ingredientName)))];
    await expect(provider.propose(request({ dishType: 'boisson', avoidedFoods: everything }))).rejects.toMatchObject({
      reason: expect.stringMatching(/^Aucune recette/),
      retryable: false,
    });
  });

  describe('fridge mode', () => {
    const staples = ['sel', 'poivre', 'eau', 'huile'];
    // The two main courses needing the fewest bought ingredients, and a fridge holding exactly those.
    const [first, second] = recipesOfType('plat')
      .map((recipe) => ({ recipe, needs: recipe.ingredients.filter((line) => !isStaple(line, staples)).map(ingredientName) }))
      .sort((a, b) => a.needs.length - b.needs.length)
      .slice(0, 2);
    const item = (name: string, expirationDate: string | null = null): FridgeItem => ({ name, quantity: 1, unit: 'unité', expirationDate });
    const onlyIn = (a: string[], b: string[]) => a.filter((name) => !b.includes(name));

    function fridgeFor(urgentFirst: boolean): FridgeItem[] {
      const firstOnly = onlyIn(first.needs, second.needs);
      const secondOnly = onlyIn(second.needs, first.needs);
      const shared = first.needs.filter((name) => second.needs.includes(name));
      return [
        ...firstOnly.map((name) => item(name, urgentFirst ? '2025-03-11' : '2025-05-01')),
        ...secondOnly.map((name) => item(name, urgentFirst ? '2025-05-01' : '2025-03-11')),
        ...shared.map((name) => item(name)),
        item('Confiture de fraises'),
      ];
    }

    it('50 generations use nothing but the fridge and the staples', async () => {
      const fridge = fridgeFor(true);
      const req = request({ mode: 'fridge', fridge, staples, difficulty: 'difficile' });
      for (const seed of seeds) {
        const draft = await provider.propose({ ...req, seed });
        expect(ingredientsOutsideFridge(draft.ingredients!, fridge, staples)).toEqual([]);
        const result = validateRecipeDraft(draft, { ...req, seed });
        expect(result).toMatchObject({ ok: true });
      }
    });

    it('uses first what expires soonest, says so, and offers something else on regenerate', async () => {
      const fridge = [
        { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: '2025-03-11' },
        { name: 'Poivrons', quantity: 2, unit: 'unité', expirationDate: '2025-04-20' },
        { name: 'Pâtes', quantity: 500, unit: 'g', expirationDate: null },
        { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: '2025-04-01' },
      ];
      const req = request({ mode: 'fridge', fridge, staples });
      const titles = new Set<string>();
      for (const seed of seeds.slice(0, 20)) {
        const draft = await provider.propose({ ...req, seed });
        expect(draft.ingredients!.some((line) => /courgette/.test(line))).toBe(true);
        expect(draft.description).toMatch(/De quoi finir (?:les courgettes avant leur|la courgette avant sa) date\./);
        titles.add(draft.title!);
        const again = await provider.propose({ ...req, seed, exclude: [draft.title!] });
        expect(again.title).not.toBe(draft.title);
      }
      expect(titles.size).toBeGreaterThan(1);
    });

    it("says no recipe is possible, and what to add, when the fridge holds nothing for the dish type", async () => {
      await expect(provider.propose(request({ mode: 'fridge', fridge: [item('Confiture de fraises'), item('Cornichons')] }))).rejects.toMatchObject({
        reason: 'Aucune recette possible avec le contenu du frigo pour ce type de plat : il faudrait par exemple des œufs, des pâtes ou du riz, des légumes à cuire, une viande ou un poisson.',
        retryable: false,
      });
    });

    it('says which basic of the cupboard would make a dish, and where to add it', async () => {
      const fridge = [item('Œufs'), item('Lait'), item('Poireaux')];
      await expect(provider.propose(request({ mode: 'fridge', dishType: 'dessert', fridge, staples }))).rejects.toMatchObject({
        reason:
          'Aucune recette possible avec le contenu du frigo pour ce type de plat. La plus proche, « Œufs au lait », demande aussi : sucre. Ajoutez-le au frigo, ou à « Mon placard » dans les paramètres si vous en avez toujours.',
        retryable: false,
      });
      // With the sugar in the cupboard, that dessert is made.
      const made = await provider.propose(request({ mode: 'fridge', dishType: 'dessert', fridge, staples: [...staples, 'sucre'] }));
      expect(made.title).toMatch(/^Œufs au lait/);
    });

    it('never asks for a basic the fridge already holds', async () => {
      const fridge = [item('Sucre en poudre'), item('Lait'), item('Poireaux')];
      const failure = await provider.propose(request({ mode: 'fridge', dishType: 'dessert', fridge, staples })).catch((err: RecipeGenerationError) => err);
      expect((failure as RecipeGenerationError).reason).toMatch(/demande aussi : farine\. Ajoutez-la au frigo, ou à « Mon placard » dans les paramètres/);
    });

    it('says so when a dessert is asked of a fridge with nothing sweet, and what to add', async () => {
      await expect(provider.propose(request({ mode: 'fridge', dishType: 'dessert', fridge: [item('Steak haché'), item('Courgettes'), item('Moutarde')], staples }))).rejects.toMatchObject({
        reason:
          'Aucune recette possible avec le contenu du frigo pour un dessert : rien de sucré dans le frigo. Il faudrait par exemple des fruits, du chocolat, de la confiture, un yaourt avec du miel, ou des œufs et du lait avec du sucre dans « Mon placard » (paramètres).',
        retryable: false,
      });
    });

    it('takes a recipe of the collection the fridge holds whole, going without a herb it lacks and saying so', async () => {
      const stocked = (name: string, quantity: number, unit: string) => ({ name, quantity, unit, expirationDate: null });
      const fridge = [stocked('Gnocchis', 1, 'kg'), stocked('Courgettes', 4, 'unité'), stocked('Tomates cerises', 500, 'g'), stocked('Ail', 2, 'unité'), stocked('Parmesan', 200, 'g')];
      const draft = await provider.propose(request({ mode: 'fridge', fridge, staples, seed: 3 }));
      expect(draft.id).toBe('gnocchis-poeles-courgettes-tomates');
      expect(draft.ingredients!.some((line) => /basilic/.test(line))).toBe(false);
      expect(draft.description).toMatch(/Version du frigo : sans basilic\.$/);
      expect(validateRecipeDraft(draft, request({ mode: 'fridge', fridge, staples }))).toMatchObject({ ok: true });
      // With the basil in the fridge, the recipe is whole again.
      const whole = await provider.propose(request({ mode: 'fridge', fridge: [...fridge, stocked('Basilic', 30, 'g')], staples, seed: 3 }));
      expect(whole.ingredients).toContain('10 feuilles de basilic');
    });

    it('never takes a recipe of the collection without an ingredient its title names', async () => {
      const stocked = (name: string, quantity: number, unit: string) => ({ name, quantity, unit, expirationDate: null });
      // Everything for the tomato-basil pasta but the basil: a dish composed of what is there, never a basil-less "pâtes au basilic".
      const fridge = [stocked('Pâtes', 1, 'kg'), stocked('Tomates', 8, 'unité'), stocked('Oignon', 3, 'unité'), stocked('Ail', 2, 'unité'), stocked('Parmesan', 200, 'g')];
      for (const seed of seeds.slice(0, 20)) {
        const draft = await provider.propose(request({ mode: 'fridge', fridge, staples, seed }));
        expect(draft.id).not.toBe('pates-tomate-basilic');
        expect(`${draft.title} ${draft.ingredients!.join(' ')}`).not.toMatch(/basilic/);
      }
      const whole = await provider.propose(request({ mode: 'fridge', fridge: [...fridge, stocked('Basilic', 30, 'g')], staples, seed: 1 }));
      expect(whole.id).toBe('pates-tomate-basilic');
    });

    it('counts fleur de sel and ice as the staples salt and water', () => {
      expect(ingredientsOutsideFridge(['1 pincée de fleur de sel', '8 glaçons', '1 pincée de sel fin', "2 càs d'huile de colza"], [], staples)).toEqual([]);
      expect(ingredientsOutsideFridge(['1 pincée de fleur de sel'], [], ['poivre'])).toEqual(['1 pincée de fleur de sel']);
    });

    it('does not take hen eggs for quail eggs nor salt for celery salt', async () => {
      const fridge = ['Oeufs', 'Graines de sésame', 'Paprika'].map((name) => item(name));
      const req = request({ dishType: 'amuse-bouche', mode: 'fridge', fridge, staples, difficulty: 'difficile' });
      for (const seed of seeds.slice(0, 20)) {
        const draft = await provider.propose({ ...req, seed }).catch(() => null);
        expect(draft?.id).not.toBe('oeufs-caille-sel-celeri');
      }
      const quail = RECIPES.find((r) => r.id === 'oeufs-caille-sel-celeri')!;
      expect(ingredientsOutsideFridge(quail.ingredients, fridge, staples)).toEqual(['18 œufs de caille', '1 càc de sel de céleri']);
      // With the real things in the fridge, the recipe is possible.
      const stocked = [...fridge, item('Œufs de caille'), item('Sel de céleri')];
      expect(ingredientsOutsideFridge(quail.ingredients, stocked, staples)).toEqual([]);
    });

    it('respects the restrictions in fridge mode too', async () => {
      const fridge = [...new Set(RECIPES.flatMap((r) => r.ingredients.map(ingredientName)))].map((name) => item(name));
      for (const seed of seeds.slice(0, 20)) {
        const draft = await provider.propose(request({ mode: 'fridge', fridge, staples, restrictions: ['halal', 'vegetarian'], seed }));
        expect(findRestrictionViolations(draft.ingredients!, ['halal', 'vegetarian'])).toEqual([]);
      }
    });
  });
});
