import { OpenAiRecipeProvider } from '../providers/openai-recipe.provider';
import { ProviderHttpError, RecipeGenerationError, type RecipeDraft, type RecipeProvider, type RecipeRequest } from '../types';
import { fakeReply, startFakeModelServer, type FakeModelServer } from '../testing/fake-model-server';
import { goodRecipeAnswer, recipeAnswerText, recipeRequest } from '../testing/recipe-answers';
import { generateValidRecipe } from './generate-valid-recipe';

const halal = recipeRequest({ restrictions: ['halal'] });

const withLardons = recipeAnswerText({ title: 'Gratin aux lardons', ingredients: ['3 courgettes', '150 g de lardons', '20 cl de crème'] });

describe('generateValidRecipe', () => {
  let server: FakeModelServer;
  let provider: OpenAiRecipeProvider;
  beforeAll(async () => {
    server = await startFakeModelServer();
    provider = new OpenAiRecipeProvider({ apiKey: 'sk-test', baseURL: server.openaiBaseURL });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const userPrompt = (i: number): string => server.requests[i].body.messages[1].content;

  it('asks again with the reason when a recipe breaks a rule, and returns the corrected one', async () => {
    server.reply(fakeReply.text(withLardons), fakeReply.text(recipeAnswerText()));
    const recipe = await generateValidRecipe(provider, halal);
    expect(recipe.title).toBe('Gratin de courgettes au riz');
    expect(server.requests).toHaveLength(2);
    expect(userPrompt(0)).not.toMatch(/refusée/);
    expect(userPrompt(1)).toMatch(/refusée pour cette raison : Restriction alimentaire non respectée : « 150 g de lardons » contient des lardons \(porc\), interdit pour un régime halal/);
  });

  it('gives up after maxRuleRetries with the last reason', async () => {
    server.setDefault(fakeReply.text(withLardons));
    const failure = generateValidRecipe(provider, halal, { maxRuleRetries: 2 });
    await expect(failure).rejects.toBeInstanceOf(RecipeGenerationError);
    await expect(failure).rejects.toMatchObject({ reason: expect.stringContaining('contient des lardons (porc), interdit pour un régime halal'), retryable: true });
    expect(server.requests).toHaveLength(3);
    expect(userPrompt(2)).toMatch(/lardons/);
  });

  it('honours another maxRuleRetries', async () => {
    server.setDefault(fakeReply.text(withLardons));
    await expect(generateValidRecipe(provider, halal, { maxRuleRetries: 0 })).rejects.toBeInstanceOf(RecipeGenerationError);
    expect(server.requests).toHaveLength(1);
  });

  it('retries an unreadable answer and a missing part with their reasons', async () => {
    server.reply(
      fakeReply.text('Voici une idée : un bon gratin !'),
      fakeReply.text(recipeAnswerText({ instructions: [] })),
      fakeReply.text(recipeAnswerText()),
    );
    await expect(generateValidRecipe(provider, halal)).resolves.toMatchObject({ title: 'Gratin de courgettes au riz' });
    expect(userPrompt(1)).toMatch(/refusée pour cette raison : Format de réponse invalide/);
    expect(userPrompt(2)).toMatch(/refusée pour cette raison : Format de recette invalide: liste des instructions/);
  });

  it('lets HTTP errors propagate at once: the queue retries them with backoff', async () => {
    server.reply(fakeReply.error(500, 'boom'), fakeReply.text(recipeAnswerText()));
    await expect(generateValidRecipe(provider, halal)).rejects.toBeInstanceOf(ProviderHttpError);
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a reason no retry can fix', async () => {
    const calls: RecipeRequest[] = [];
    const stub: RecipeProvider = {
      name: 'local',
      propose: async (request) => {
        calls.push(request);
        throw new RecipeGenerationError('Aucun ingrédient disponible dans le frigo', false);
      },
    };
    await expect(generateValidRecipe(stub, halal)).rejects.toMatchObject({ reason: 'Aucun ingrédient disponible dans le frigo', retryable: false });
    expect(calls).toHaveLength(1);
  });

  describe('a cap on model calls, shared with earlier attempts', () => {
    it('stops at the cap with the last reason, for good (not retryable), and counts each call before it is sent', async () => {
      server.setDefault(fakeReply.text(withLardons));
      const counted: number[] = [];
      const refused: string[] = [];
      const failure: RecipeGenerationError = await generateValidRecipe(provider, halal, {
        maxModelCalls: 4,
        modelCallsMade: 2,
        onModelCall: (calls) => void counted.push(calls),
        onRefused: (reason) => void refused.push(reason),
      }).catch((e) => e);
      expect(failure).toBeInstanceOf(RecipeGenerationError);
      expect(failure.reason).toMatch(/lardons/);
      expect(failure.retryable).toBe(false);
      expect(server.requests).toHaveLength(2);
      expect(counted).toEqual([3, 4]);
      expect(refused).toHaveLength(2);
    });

    it('sends no call once the budget is spent: the reason carried over, else the French limit', async () => {
      await expect(generateValidRecipe(provider, { ...halal, feedback: 'Format de réponse invalide' }, { maxModelCalls: 3, modelCallsMade: 3 })).rejects.toMatchObject({
        reason: 'Format de réponse invalide',
        retryable: false,
      });
      await expect(generateValidRecipe(provider, halal, { maxModelCalls: 3, modelCallsMade: 3 })).rejects.toMatchObject({
        reason: 'Limite de 3 appels au service de recettes atteinte',
        retryable: false,
      });
      expect(server.requests).toHaveLength(0);
    });

    it('gives the reason carried over from an earlier attempt to the first call', async () => {
      server.reply(fakeReply.text(recipeAnswerText()));
      await generateValidRecipe(provider, { ...halal, feedback: 'Format de réponse invalide' }, { maxModelCalls: 4, modelCallsMade: 3 });
      expect(userPrompt(0)).toMatch(/refusée pour cette raison : Format de réponse invalide/);
    });

    it('leaves a refusal retryable while calls remain', async () => {
      server.setDefault(fakeReply.text(withLardons));
      await expect(generateValidRecipe(provider, halal, { maxModelCalls: 4 })).rejects.toMatchObject({ retryable: true });
      expect(server.requests).toHaveLength(3);
    });
  });

  it('checks avoided foods and fridge-only ingredients too', async () => {
    const drafts: RecipeDraft[] = [
      goodRecipeAnswer({ ingredients: ['3 courgettes', '200 g de champignons'] }),
      goodRecipeAnswer({ ingredients: ['3 courgettes', '150 g de riz', '100 g de feta'] }),
      goodRecipeAnswer({ ingredients: ['3 courgettes', '150 g de riz', "2 càs d'huile d'olive", '1 pincée de sel'] }),
    ];
    const feedback: (string | undefined)[] = [];
    const stub: RecipeProvider = {
      name: 'openai',
      propose: async (request) => {
        feedback.push(request.feedback);
        return drafts[feedback.length - 1];
      },
    };
    const request: RecipeRequest = {
      ...halal,
      mode: 'fridge',
      avoidedFoods: ['champignons'],
      fridge: [
        { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: null },
        { name: 'Riz', quantity: 1, unit: 'kg', expirationDate: null },
      ],
      staples: ['sel', 'poivre', 'eau', 'huile'],
    };
    const recipe = await generateValidRecipe(stub, request);
    expect(recipe.ingredients).toContain("2 càs d'huile d'olive");
    expect(feedback[0]).toBeUndefined();
    expect(feedback[1]).toMatch(/champignons, un aliment à éviter/);
    expect(feedback[2]).toMatch(/L'ingrédient « 100 g de feta » n'est pas dans le frigo/);
  });
});
