import { COLD_KINDS, WARMING_KINDS } from '#ingredients';
import type { RecipeRequest } from '../types';
import { goodRecipeAnswer } from '../testing/recipe-answers';
import { normalizeDifficulty, splitNumberedSteps, validateRecipeDraft } from './validate-recipe-draft';

const request = (overrides: Partial<RecipeRequest> = {}): RecipeRequest => ({
  dishType: 'plat',
  mode: 'preferences',
  restrictions: [],
  preferredFoods: [],
  avoidedFoods: [],
  difficulty: 'moyen',
  servings: 4,
  fridge: [],
  staples: [],
  exclude: [],
  ...overrides,
});

const reasonOf = (result: ReturnType<typeof validateRecipeDraft>) => (result.ok ? null : result.reason);

describe('validateRecipeDraft', () => {
  describe('structure', () => {
    it.each([
      ['title', 'titre'],
      ['description', 'description'],
      ['ingredients', 'liste des ingrédients'],
      ['instructions', 'liste des instructions'],
    ] as const)('names a missing %s in French', (part, french) => {
      expect(reasonOf(validateRecipeDraft(goodRecipeAnswer({ [part]: undefined }), request()))).toBe(`Format de recette invalide: ${french}`);
    });

    it('counts blank or empty parts as missing, and lists every missing part', () => {
      expect(reasonOf(validateRecipeDraft(goodRecipeAnswer({ title: '  ', ingredients: [], instructions: ['   '] }), request()))).toBe(
        'Format de recette invalide: titre, liste des ingrédients, liste des instructions',
      );
    });

    it('sets the text a family reads the French way: a non-breaking space before « : ; ! ? » and inside « », never in an ingredient line', () => {
      const result = validateRecipeDraft(
        goodRecipeAnswer({
          title: 'Gnocchis « maison » !',
          description: 'Rapide : prêt en 20 minutes ; idéal le soir.',
          instructions: ['Faites cuire les gnocchis : 3 minutes dans l\'eau bouillante.'],
        }),
        request(),
      );
      expect(result.ok && result.recipe.title).toBe('Gnocchis «\u00a0maison\u00a0»\u00a0!');
      expect(result.ok && result.recipe.description).toBe('Rapide\u00a0: prêt en 20 minutes\u00a0; idéal le soir.');
      expect(result.ok && result.recipe.instructions).toEqual(['Faites cuire les gnocchis\u00a0: 3 minutes dans l\'eau bouillante.']);
      expect(result.ok && result.recipe.ingredients.every((line) => !line.includes('\u00a0'))).toBe(true);
    });

    it("keeps the basics the offline chef names beside its cheese course: cupboard basics only, in fridge mode only", () => {
      const cheese = { ...goodRecipeAnswer(), title: 'Assiette de fromages', ingredients: ['200 g de comté'], instructions: ['Servez le comté en bâtonnets.'] };
      const fromFridge = request({ mode: 'fridge', dishType: 'dessert', fridge: [{ name: 'Comté', quantity: 300, unit: 'g', expirationDate: null }] });
      const kept = validateRecipeDraft({ ...cheese, pantryNeeds: ['sucre', 'vodka'] }, fromFridge);
      expect(kept.ok && kept.recipe.pantryNeeds).toEqual(['sucre']);
      const none = validateRecipeDraft({ ...cheese, pantryNeeds: ['vodka'] }, fromFridge);
      expect(none.ok && 'pantryNeeds' in none.recipe).toBe(false);
      const preferences = validateRecipeDraft({ ...goodRecipeAnswer(), pantryNeeds: ['sucre'] }, request());
      expect(preferences.ok && 'pantryNeeds' in preferences.recipe).toBe(false);
      expect([kept.ok, none.ok, preferences.ok]).toEqual([true, true, true]);
    });

    it('splits instructions given as one numbered string and strips the numbers', () => {
      const result = validateRecipeDraft(
        goodRecipeAnswer({ instructions: ['1. Préchauffer le four à 180 °C. 2. Couper les courgettes en 2. 3) Enfourner 25 minutes.'] }),
        request(),
      );
      expect(result.ok && result.recipe.instructions).toEqual(['Préchauffer le four à 180 °C.', 'Couper les courgettes en 2.', 'Enfourner 25 minutes.']);
    });

    it('strips leading numbers, bullets and "Étape n :" from steps, and bullets and headings from ingredients', () => {
      const result = validateRecipeDraft(
        goodRecipeAnswer({
          ingredients: ['Pour la sauce :', '- 20 cl de crème', '• 3 courgettes'],
          instructions: ['1. Laver.', '2) Couper.', 'Étape 3 : Cuire.', '- Servir.'],
        }),
        request(),
      );
      expect(result.ok && result.recipe.ingredients).toEqual(['20 cl de crème', '3 courgettes']);
      expect(result.ok && result.recipe.instructions).toEqual(['Laver.', 'Couper.', 'Cuire.', 'Servir.']);
    });
  });

  describe('rules', () => {
    it('refuses a restriction violation, naming the ingredient and the diet', () => {
      const reason = reasonOf(validateRecipeDraft(goodRecipeAnswer({ ingredients: ['150 g de lardons', '3 courgettes'] }), request({ restrictions: ['halal'] })));
      expect(reason).toBe('Restriction alimentaire non respectée : « 150 g de lardons » contient des lardons (porc), interdit pour un régime halal');
    });

    it('refuses an avoided food', () => {
      const reason = reasonOf(validateRecipeDraft(goodRecipeAnswer({ ingredients: ['3 courgettes', '200 g de champignons de Paris'] }), request({ avoidedFoods: ['Champignons'] })));
      expect(reason).toMatch(/^Aliment à éviter présent : « 200 g de champignons de Paris » contient Champignons/);
    });

    it('in fridge mode accepts fridge items (any form of their name) and staples, and names what is missing', () => {
      const fridge = [
        { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: null },
        { name: 'Blancs de poulet', quantity: 3, unit: 'unité', expirationDate: null },
        { name: 'Œufs', quantity: 6, unit: 'unité', expirationDate: null },
      ];
      const ok = validateRecipeDraft(
        goodRecipeAnswer({ ingredients: ['2 courgettes', '300 g de poulet', '2 œufs', "2 càs d'huile d'olive", '1 pincée de sel fin', '1 pincée de poivre noir', '10 cl d\'eau'] }),
        request({ mode: 'fridge', fridge, staples: ['sel', 'poivre', 'eau', 'huile'] }),
      );
      expect(ok.ok).toBe(true);
      const refused = validateRecipeDraft(
        goodRecipeAnswer({ ingredients: ['2 courgettes', '150 g de riz', '20 cl de crème'] }),
        request({ mode: 'fridge', fridge, staples: ['sel', 'poivre', 'eau', 'huile'] }),
      );
      expect(reasonOf(refused)).toBe('Ingrédients absents du frigo : « 150 g de riz », « 20 cl de crème » (seuls le contenu du frigo et sel, poivre, eau, huile sont autorisés)');
    });

    it('in fridge mode refuses more than the fridge holds, in any unit', () => {
      const fridge = [
        { name: 'Blancs de poulet', quantity: 2, unit: 'unité', expirationDate: null },
        { name: 'Lait', quantity: 1, unit: 'l', expirationDate: null },
      ];
      const req = request({ mode: 'fridge', fridge, servings: 4 });
      const within = validateRecipeDraft(goodRecipeAnswer({ servings: 4, ingredients: ['250 g de poulet', '50 cl de lait'] }), req);
      expect(within.ok).toBe(true);
      const over = validateRecipeDraft(goodRecipeAnswer({ servings: 4, ingredients: ['600 g de poulet', '50 cl de lait'] }), req);
      expect(reasonOf(over)).toBe("Quantité supérieure au contenu du frigo : « 600 g de poulet » alors que le frigo a 2 unité de Blancs de poulet");
    });

    it("rescales a recipe to the household's number, and keeps a smaller one from the fridge", () => {
      const answer = goodRecipeAnswer({ servings: 4, ingredients: ['4 œufs', '200 g de farine'] });
      const six = validateRecipeDraft(answer, request({ servings: 6 }));
      expect(six).toMatchObject({ ok: true, recipe: { servings: 6, ingredients: ['6 œufs', '300 g de farine'] } });
      const fridge = [
        { name: 'Œufs', quantity: 4, unit: 'unité', expirationDate: null },
        { name: 'Farine', quantity: 500, unit: 'g', expirationDate: null },
      ];
      const short = validateRecipeDraft(answer, request({ mode: 'fridge', fridge, staples: [], servings: 6 }));
      expect(short).toMatchObject({ ok: true, recipe: { servings: 4, ingredients: ['4 œufs', '200 g de farine'] } });
    });

    it('refuses an alcoholic drink for a household with children', () => {
      const cocktail = goodRecipeAnswer({ ingredients: ['4 cl de rhum', '10 cl de jus de citron vert'] });
      expect(reasonOf(validateRecipeDraft(cocktail, request({ dishType: 'boisson', withChildren: true })))).toBe('Boisson alcoolisée pour un foyer avec enfants : « 4 cl de rhum »');
      expect(validateRecipeDraft(cocktail, request({ dishType: 'boisson' })).ok).toBe(true);
    });

    it('does not check the fridge outside fridge mode', () => {
      expect(validateRecipeDraft(goodRecipeAnswer(), request({ fridge: [] })).ok).toBe(true);
    });
  });

  // A planned week's dinner: what the offline chef never proposes, a model's answer is refused for,
  // with a reason that says what the dish is, why the week refuses it and what to propose instead.
  describe("a week's wishes", () => {
    const rosti = goodRecipeAnswer({ title: 'Émincé de porc et röstis', ingredients: ['600 g de filet de porc', '800 g de pommes de terre', '2 oignons', '1 pincée de sel'] });

    it('refuses a kind of dish the week has enough of, naming the words its title must not open with', () => {
      const reason = reasonOf(validateRecipeDraft(goodRecipeAnswer({ title: 'Gratin de courgettes au riz' }), request({ forWeek: true, avoidDishKinds: ['gratin'] })));
      expect(reason).toBe(
        'Type de plat à éviter cette semaine : « Gratin de courgettes au riz » est du type « gratin », que la semaine compte déjà en nombre suffisant ; propose un autre type de plat, dont le titre ne commence pas par gratin, hachis parmentier, parmentier, lasagne, moussaka, tian',
      );
    });

    it("refuses a second cold dinner on a cold month's evening, asking for a warm dish", () => {
      const salad = goodRecipeAnswer({ title: 'Taboulé au poulet', ingredients: ['200 g de semoule', '300 g de poulet', '3 tomates', '1 pincée de sel'] });
      const reason = reasonOf(validateRecipeDraft(salad, request({ forWeek: true, avoidDishKinds: [...COLD_KINDS], seasonDishKinds: [...WARMING_KINDS] })));
      expect(reason).toBe(
        'Plat froid de trop : « Taboulé au poulet » est du type « salade », et la semaine a déjà son plat froid en cette saison froide ; propose un plat chaud (soupes, gratins, plats mijotés)',
      );
    });

    it("lets a warm salad through on a cold month's evening that has its cold dinner: it is no cold dish", () => {
      const season = request({ forWeek: true, avoidDishKinds: [...COLD_KINDS], seasonDishKinds: [...WARMING_KINDS] });
      for (const title of ['Salade de chèvre chaud', 'Salade de lentilles tiède', 'Salade de gésiers confits']) {
        expect(validateRecipeDraft(goodRecipeAnswer({ title, ingredients: ['200 g de lentilles', '2 bûches de chèvre', '1 salade verte', '1 pincée de sel'] }), season).ok).toBe(true);
      }
      // Out of the cold months, a kind the week has enough of is refused warm or cold.
      expect(reasonOf(validateRecipeDraft(goodRecipeAnswer({ title: 'Salade de chèvre chaud' }), request({ forWeek: true, avoidDishKinds: ['salade'] })))).toMatch(/^Type de plat à éviter cette semaine/);
    });

    it('refuses a second dish of a kind made of the same food as one the week has, naming it', () => {
      const soup = goodRecipeAnswer({ title: 'Soupe de tomates et potiron aux pâtes', ingredients: ['4 tomates', '600 g de potiron', '150 g de pâtes', '1 pincée de sel'] });
      const reason = reasonOf(validateRecipeDraft(soup, request({ forWeek: true, kindDishesOfWeek: ['Gratin de courgettes', 'Soupe de tomates au riz et aux lardons'] })));
      expect(reason).toBe(
        "Plat trop proche d'un autre de la semaine : « Soupe de tomates et potiron aux pâtes » et « Soupe de tomates au riz et aux lardons » sont du même type et faits du même aliment ; propose un autre type de plat ou un autre aliment principal",
      );
      // Another soup, or tomatoes in another kind of dish, is another dish.
      expect(validateRecipeDraft(goodRecipeAnswer({ title: 'Soupe de potiron aux pâtes' }), request({ forWeek: true, kindDishesOfWeek: ['Soupe de tomates au riz'] })).ok).toBe(true);
      expect(validateRecipeDraft(goodRecipeAnswer({ title: 'Gratin de tomates' }), request({ forWeek: true, kindDishesOfWeek: ['Soupe de tomates au riz'] })).ok).toBe(true);
    });

    it('refuses the meat on the base of an evening beside, and says which to change', () => {
      const reason = reasonOf(validateRecipeDraft(rosti, request({ forWeek: true, besideDinners: [{ protein: 'volaille', base: 'riz' }, { protein: 'porc', base: 'pommes de terre' }] })));
      expect(reason).toBe(
        "Plat trop proche d'un dîner voisin : « Émincé de porc et röstis » repose sur porc et pommes de terre, comme le dîner de la veille ou du lendemain ; change la protéine ou la base",
      );
      // The same meat on another base is another dish.
      expect(validateRecipeDraft(rosti, request({ forWeek: true, besideDinners: [{ protein: 'porc', base: 'riz' }] })).ok).toBe(true);
    });

    it("refuses a dish longer than the day allows (maxMinutes), saying its time, the limit and what to propose", () => {
      const reason = reasonOf(validateRecipeDraft(goodRecipeAnswer({ preparationTime: 60 }), request({ forWeek: true, maxMinutes: 30 })));
      expect(reason).toBe('Trop long\u00a0: 1\u00a0h, la semaine demande au plus 30\u00a0min\u00a0; propose un plat plus rapide');
      // Said beside the week's other refusals, so the model fixes both at once.
      const both = reasonOf(validateRecipeDraft(goodRecipeAnswer({ preparationTime: 45 }), request({ forWeek: true, maxMinutes: 35, avoidDishKinds: ['gratin'] })));
      expect(both).toMatch(/^Type de plat à éviter cette semaine : .* ; Trop long\u00a0: 45\u00a0min, la semaine demande au plus 35\u00a0min/);
      // Within the limit, and on a day without one, the dish passes with its own time.
      const within = validateRecipeDraft(goodRecipeAnswer({ preparationTime: 30 }), request({ forWeek: true, maxMinutes: 30 }));
      expect(within.ok && within.recipe.preparationTime).toBe(30);
      const free = validateRecipeDraft(goodRecipeAnswer({ preparationTime: 50 }), request({ forWeek: true }));
      expect(free.ok && free.recipe.preparationTime).toBe(50);
    });

    it.each([[undefined], [5]])('draws a time within the limit when the answer says %s, never one the day refuses', (minutes) => {
      for (const random of [0, 0.5, 0.9999]) {
        const result = validateRecipeDraft(goodRecipeAnswer({ preparationTime: minutes }), request({ forWeek: true, maxMinutes: 35 }), { random: () => random });
        const time = result.ok ? result.recipe.preparationTime : NaN;
        expect(time).toBeGreaterThanOrEqual(30);
        expect(time).toBeLessThanOrEqual(35);
      }
      // « Plus rapide » than a 30-minute dish: below the type's range, the limit itself.
      const faster = validateRecipeDraft(goodRecipeAnswer({ preparationTime: minutes }), request({ forWeek: true, maxMinutes: 29 }), { random: () => 0.9999 });
      expect(faster.ok && faster.recipe.preparationTime).toBe(29);
    });

    it("never refuses for the meal before's kind nor for the season's preferred kinds: they are preferences", () => {
      const salad = goodRecipeAnswer({ title: 'Salade de lentilles', ingredients: ['200 g de lentilles', '2 carottes', '1 pincée de sel'] });
      expect(validateRecipeDraft(salad, request({ forWeek: true, kindBefore: 'salade', seasonDishKinds: [...WARMING_KINDS], avoidDishKinds: ['gratin'] })).ok).toBe(true);
    });
  });

  describe('normalisation', () => {
    it("keeps the recipe's preparation time when it fits the type's range", () => {
      const result = validateRecipeDraft(goodRecipeAnswer({ preparationTime: 35 }), request());
      expect(result.ok && result.recipe.preparationTime).toBe(35);
    });

    it.each([[5], [120], [undefined]])('draws a time within the range when the recipe says %s', (minutes) => {
      for (const random of [0, 0.5, 0.9999]) {
        const result = validateRecipeDraft(goodRecipeAnswer({ preparationTime: minutes }), request({ dishType: 'boisson' }), { random: () => random });
        const time = result.ok ? result.recipe.preparationTime : NaN;
        expect(time).toBeGreaterThanOrEqual(5);
        expect(time).toBeLessThanOrEqual(14);
      }
    });

    it("defaults servings to the request's and normalises the difficulty", () => {
      const result = validateRecipeDraft(goodRecipeAnswer({ servings: undefined, difficulty: 'Très facile' as never }), request({ servings: 6 }));
      expect(result).toMatchObject({ ok: true, recipe: { servings: 6, difficulty: 'facile' } });
    });

    it('generates a readable id when missing and picks one of three pictures of the type from it', () => {
      const result = validateRecipeDraft(goodRecipeAnswer({ title: 'Gâteau aux œufs à la crème' }), request({ dishType: 'entrée' }), { random: () => 0.5 });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.recipe.id).toMatch(/^gateau-aux-oeufs-a-la-creme-[0-9a-z]{6}$/);
      expect(result.recipe.imageUrl).toMatch(/^\/images\/recipes\/entree-[123]\.svg$/);
      expect(result.recipe.type).toBe('entrée');
      // Same id, same picture.
      const again = validateRecipeDraft({ ...goodRecipeAnswer(), id: result.recipe.id }, request({ dishType: 'entrée' }));
      expect(again.ok && again.recipe.imageUrl).toBe(result.recipe.imageUrl);
    });

    it('spreads ids over the three pictures', () => {
      const pictures = new Set(
        Array.from({ length: 30 }, (_, i) => {
          const result = validateRecipeDraft({ ...goodRecipeAnswer(), id: `recette-${i}` }, request({ dishType: 'apéro' }));
          return result.ok ? result.recipe.imageUrl : '';
        }),
      );
      expect([...pictures].sort()).toEqual(['/images/recipes/apero-1.svg', '/images/recipes/apero-2.svg', '/images/recipes/apero-3.svg']);
    });
  });
});

describe('splitNumberedSteps', () => {
  it('leaves a sentence with numbers alone', () => {
    expect(splitNumberedSteps('Cuire 2. minutes au thermostat 6.')).toEqual(['Cuire 2. minutes au thermostat 6.']);
  });
});

describe('normalizeDifficulty', () => {
  it.each([
    ['Facile', 'facile'],
    ['easy', 'facile'],
    ['Moyenne', 'moyen'],
    ['intermédiaire', 'moyen'],
    ['Difficile', 'difficile'],
    ['hard', 'difficile'],
    ['n/a', undefined],
  ])('%s → %s', (input, expected) => expect(normalizeDifficulty(input)).toBe(expected));
});
