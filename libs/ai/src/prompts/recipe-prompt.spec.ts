import { BASE_FAMILIES, COLD_KINDS, DISH_KINDS, PROTEIN_FAMILIES, WARMING_KINDS } from '#ingredients';
import { seededRandom } from '../local-chef/seeded-random';
import { recipeRequest } from '../testing/recipe-answers';
import type { RecipeRequest } from '../types';
import { RECIPE_SYSTEM_PROMPT, buildRecipeUserPrompt } from './recipe-prompt';

// The model copies the shape it is shown: the example's steps are written as the house writes
// every step, in the imperative (« Préchauffez le four »), never in the infinitive of a cookbook's
// summary (« Préchauffer le four »).
describe('the recipe prompt', () => {
  it('shows its example steps in the imperative', () => {
    const example = RECIPE_SYSTEM_PROMPT.split('\n').find((line) => line.startsWith('{'));
    const steps = (JSON.parse(example!) as { instructions: string[] }).instructions.filter((step) => step !== '…');
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(step.split(' ')[0]).toMatch(/ez$/u);
  });

  it('asks for the steps in the imperative', () => {
    expect(RECIPE_SYSTEM_PROMPT).toMatch(/"instructions".*impératif/u);
  });
});

// A planned week's wishes reach a model in its first prompt, as the offline chef keeps them: the
// model is not left to learn them from a refusal (a paid call more, and a slower week).
describe("the recipe prompt of a week's dinner", () => {
  const NOW = new Date('2026-11-25T17:00:00Z');
  const dinner = (overrides: Partial<RecipeRequest> = {}): RecipeRequest =>
    recipeRequest({ forWeek: true, preferredFoods: ['poireaux'], avoidedFoods: ['céleri'], exclude: ['Gratin de courge'], ...overrides });

  it('is the very prompt of a single recipe when the request carries no week wishes', () => {
    expect(buildRecipeUserPrompt(dinner(), NOW)).toBe(
      [
        'Nous sommes le mercredi 25 novembre 2026.',
        'Propose un plat pour 4\u00a0personnes, de difficulté « facile » ou plus simple.',
        '',
        'Restrictions alimentaires : aucune.',
        '',
        'Aliments préférés, à privilégier : poireaux.',
        '',
        'Aliments à éviter absolument (ni en ingrédient, ni en garniture) : céleri.',
        '',
        'Propose une recette différente de : Gratin de courge.',
        '',
        "Réponds uniquement avec l'objet JSON.",
      ].join('\n'),
    );
    // Wishes set but empty say nothing either.
    expect(buildRecipeUserPrompt(dinner({ avoidDishKinds: [], seasonDishKinds: [], besideDinners: [] }), NOW)).toBe(buildRecipeUserPrompt(dinner(), NOW));
  });

  it('names the kinds of dish the week has enough of, with the words their titles open with', () => {
    const prompt = buildRecipeUserPrompt(dinner({ avoidDishKinds: ['tarte', 'gratin'] }), NOW);
    expect(prompt).toMatch(/déjà assez de ces types de plat, n'en propose pas/u);
    expect(prompt).toMatch(/^- tartes, quiches ou pizzas \(tarte, quiche, tourte, pizza, flammekueche, pissaladière, feuilleté\)$/mu);
    expect(prompt).toMatch(/^- gratins \(gratin, hachis parmentier, parmentier, lasagne, moussaka, tian\)$/mu);
    expect(prompt).not.toMatch(/saison froide/u);
  });

  it("names the week's dishes of a kind, asking for no second one made of the same food", () => {
    const prompt = buildRecipeUserPrompt(dinner({ kindDishesOfWeek: ['Soupe de tomates au riz', 'Gratin de courgettes'] }), NOW);
    expect(prompt).toContain(
      "La semaine compte déjà : « Soupe de tomates au riz », « Gratin de courgettes ». Ne propose pas un plat du même type fait du même aliment principal (jamais deux soupes de tomates).",
    );
  });

  it("asks a cold month's evening for a warm dish, and for no cold one once the week has it", () => {
    const prompt = buildRecipeUserPrompt(dinner({ seasonDishKinds: [...WARMING_KINDS], avoidDishKinds: ['gratin', ...COLD_KINDS] }), NOW);
    expect(prompt).toContain(
      'Dîner de saison froide : de préférence un plat qui réchauffe (soupes, gratins, plats mijotés). La semaine a déjà son plat froid : pas de salades ni de soupes froides ni d\'assiettes froides (salade, taboulé, bowl, poké, gaspacho, soupe froide, vichyssoise, assiette).',
    );
    // The gratins the week has enough of are still said apart; the cold kinds once, with the season.
    expect(prompt).toMatch(/^- gratins /mu);
    expect(prompt).not.toMatch(/^- salades/mu);
    // Before the week has its cold dinner, the warm dishes are only preferred.
    expect(buildRecipeUserPrompt(dinner({ seasonDishKinds: [...WARMING_KINDS] }), NOW)).toMatch(/de préférence un plat qui réchauffe \(soupes, gratins, plats mijotés\)\.$/mu);
  });

  it("says the kind of the meal before, the dinners beside and the day's time", () => {
    const prompt = buildRecipeUserPrompt(
      dinner({ kindBefore: 'salade', besideDinners: [{ protein: 'porc', base: 'pommes de terre' }, { protein: 'volaille', base: 'riz' }], maxMinutes: 30 }),
      NOW,
    );
    expect(prompt).toContain('Le repas précédent était de type « salade » : propose de préférence un autre type de plat.');
    expect(prompt).toContain('Les dîners de la veille et du lendemain reposent sur : porc et pommes de terre ; volaille et riz. Ne reprends pas à la fois la même protéine et la même base que l\'un d\'eux.');
    expect(prompt).toContain('Temps de préparation total : 30 minutes au plus.');
  });

  it('says every wish of seeded week requests, and each kind of dish by its plural', () => {
    const random = seededRandom(20261125);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const proteins = PROTEIN_FAMILIES.map((f) => f.family);
    const bases = BASE_FAMILIES.map((f) => f.family);
    for (let i = 0; i < 200; i++) {
      const kinds = DISH_KINDS.map((k) => k.kind).filter(() => random() < 0.3);
      const cold = random() < 0.5;
      const beside = Array.from({ length: Math.floor(random() * 3) }, () => ({ protein: pick(proteins), base: pick(bases) }));
      const before = random() < 0.5 ? pick(DISH_KINDS).kind : undefined;
      const request = dinner({ avoidDishKinds: kinds, seasonDishKinds: cold ? [...WARMING_KINDS] : [], besideDinners: beside, kindBefore: before });
      const prompt = buildRecipeUserPrompt(request, NOW);
      for (const kind of kinds) expect({ i, kind, said: prompt.includes(DISH_KINDS.find((k) => k.kind === kind)!.plural) }).toEqual({ i, kind, said: true });
      for (const d of beside) expect(prompt).toContain(`${d.protein} et ${d.base}`);
      if (before) expect(prompt).toContain(`de type « ${before} »`);
      expect(prompt.includes('saison froide')).toBe(cold);
      // The wishes come before the closing line, which stays last.
      expect(prompt.endsWith("Réponds uniquement avec l'objet JSON.")).toBe(true);
    }
  });
});
