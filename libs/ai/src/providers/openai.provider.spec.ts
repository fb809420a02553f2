import { startFakeModelServer, fakeReply, type FakeModelServer } from '../testing/fake-model-server';
import { recipeAnswerText } from '../testing/recipe-answers';
import { COLD_KINDS, WARMING_KINDS } from '#ingredients';
import { generateValidRecipe } from '../generation/generate-valid-recipe';
import { validateRecipeDraft } from '../generation/validate-recipe-draft';
import { OpenAiChatProvider } from './openai-chat.provider';
import { OpenAiRecipeProvider } from './openai-recipe.provider';
import { ProviderHttpError, RecipeGenerationError, type ChatContext, type RecipeRequest } from '../types';

const request = (overrides: Partial<RecipeRequest> = {}): RecipeRequest => ({
  dishType: 'plat',
  mode: 'preferences',
  restrictions: ['halal', 'glutenFree'],
  preferredFoods: ['courgettes'],
  avoidedFoods: ['champignons'],
  difficulty: 'facile',
  servings: 3,
  fridge: [],
  staples: ['sel', 'poivre', 'eau', 'huile'],
  exclude: ['fondue-moitie-moitie', 'Risotto aux asperges'],
  ...overrides,
});

const chatContext = (overrides: Partial<ChatContext> = {}): ChatContext => ({
  history: Array.from({ length: 12 }, (_, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content: `message ${i + 1}` })),
  restrictions: ['vegetarian'],
  avoidedFoods: ['coriandre'],
  fridge: [{ name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: '2025-03-12' }],
  servings: 3,
  ...overrides,
});

describe('OpenAI providers against a local server', () => {
  let server: FakeModelServer;
  beforeAll(async () => {
    server = await startFakeModelServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const recipes = (model?: string) => new OpenAiRecipeProvider({ apiKey: 'sk-test', baseURL: server.openaiBaseURL, model });
  const chat = () => new OpenAiChatProvider({ apiKey: 'sk-test', baseURL: server.openaiBaseURL });

  describe('recipes', () => {
    it('sends the spec parameters, a JSON response format and French prompts', async () => {
      server.reply(fakeReply.text(recipeAnswerText()));
      await recipes().propose(request());
      const [sent] = server.requests;
      expect(sent.flavour).toBe('openai');
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.headers.authorization).toBe('Bearer sk-test');
      expect(sent.body).toMatchObject({
        model: 'gpt-4-turbo-preview',
        temperature: 0.9,
        max_tokens: 1000,
        top_p: 0.95,
        response_format: { type: 'json_object' },
      });
      expect(sent.body.stream).toBeFalsy();
      const [system, user] = sent.body.messages;
      expect(system.role).toBe('system');
      expect(system.content).toMatch(/objet JSON/);
      expect(system.content).toMatch(/"ingredients"/);
      expect(user.role).toBe('user');
      expect(user.content).toMatch(/Propose un plat pour 3\u00a0personnes/);
      expect(user.content).toMatch(/halal : ni porc/);
      expect(user.content).toMatch(/sans gluten/);
      expect(user.content).toMatch(/privilégier : courgettes/);
      expect(user.content).toMatch(/éviter absolument.*champignons/);
      // Ids of the offline collection are shown to the model as titles.
      expect(user.content).toMatch(/différente de : Fondue moitié-moitié ; Risotto aux asperges/);
    });

    it('uses the configured model and 0.7 in fridge mode, listing the fridge with its staples', async () => {
      server.reply(fakeReply.text(recipeAnswerText()));
      await recipes('llama3.1').propose(
        request({ mode: 'fridge', fridge: [{ name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: '2025-03-12' }, { name: 'Riz', quantity: 500, unit: 'g', expirationDate: null }] }),
      );
      const { body } = server.requests[0];
      expect(body.model).toBe('llama3.1');
      expect(body.temperature).toBe(0.7);
      expect(body.messages[1].content).toMatch(/uniquement ces ingrédients plus sel, poivre, eau, huile/);
      expect(body.messages[1].content).toMatch(/- Courgettes \(3, expire le 12\.03\.2025\)/);
      expect(body.messages[1].content).toMatch(/- Riz \(500 g\)/);
    });

    it('tells the model why its previous answer was refused', async () => {
      server.reply(fakeReply.text(recipeAnswerText()));
      await recipes().propose(request({ feedback: 'contient des lardons (porc), interdit pour un régime halal' }));
      expect(server.requests[0].body.messages[1].content).toMatch(/refusée pour cette raison : contient des lardons \(porc\)/);
    });

    it("sends a week dinner's wishes in the first call, before any refusal", async () => {
      server.reply(fakeReply.text(recipeAnswerText()));
      await recipes().propose(
        request({
          forWeek: true,
          maxMinutes: 30,
          avoidDishKinds: ['gratin', 'salade', 'soupe froide'],
          seasonDishKinds: ['soupe', 'gratin', 'mijoté'],
          kindBefore: 'tarte',
          besideDinners: [{ protein: 'volaille', base: 'pâtes' }],
        }),
      );
      const user: string = server.requests[0].body.messages[1].content;
      expect(user).not.toMatch(/refusée/u);
      expect(user).toMatch(/30 minutes au plus/u);
      expect(user).toMatch(/n'en propose pas[^\n]*\n- gratins \(gratin, /u);
      expect(user).toMatch(/saison froide : de préférence un plat qui réchauffe \(soupes, gratins, plats mijotés\)\. La semaine a déjà son plat froid : pas de salades ni de soupes froides/u);
      expect(user).toMatch(/précédent était de type « tarte »/u);
      expect(user).toMatch(/veille et du lendemain reposent sur : volaille et pâtes\. Ne reprends pas à la fois la même protéine et la même base/u);
    });

    it("refuses a week dinner breaking the week's wishes and asks again with a reason the model can act on", async () => {
      const week = request({ restrictions: [], avoidedFoods: [], forWeek: true, avoidDishKinds: [...COLD_KINDS], seasonDishKinds: [...WARMING_KINDS] });
      server.reply(fakeReply.text(recipeAnswerText({ title: 'Salade de riz aux courgettes', servings: 3 })), fakeReply.text(recipeAnswerText({ title: 'Soupe de courgettes au riz', servings: 3 })));
      const recipe = await generateValidRecipe(recipes(), week);
      expect(recipe.title).toBe('Soupe de courgettes au riz');
      expect(server.requests).toHaveLength(2);
      expect(server.requests[1].body.messages[1].content).toContain(
        'refusée pour cette raison : Plat froid de trop : « Salade de riz aux courgettes » est du type « salade », et la semaine a déjà son plat froid en cette saison froide ; propose un plat chaud (soupes, gratins, plats mijotés).',
      );
    });

    it('reads a good answer, even inside a code fence, into a draft that validates', async () => {
      server.reply(fakeReply.text('Voici la recette :\n```json\n' + recipeAnswerText({ title: 'Gratin de courgettes' }) + '\n```'));
      const draft = await recipes().propose(request({ restrictions: [], avoidedFoods: [] }));
      expect(draft.title).toBe('Gratin de courgettes');
      expect(draft.ingredients).toContain('3 courgettes');
      const result = validateRecipeDraft(draft, request({ restrictions: [], avoidedFoods: [] }));
      expect(result).toMatchObject({ ok: true, recipe: { title: 'Gratin de courgettes', type: 'plat', preparationTime: 45 } });
    });

    it.each([
      ['prose', 'Je vous propose un bon gratin de courgettes !'],
      ['broken JSON', '{"title": "Gratin", "ingredients": ['],
      ['no content', null],
    ])("turns %s into 'Format de réponse invalide'", async (_what, content) => {
      server.reply({ content });
      const failure = recipes().propose(request());
      await expect(failure).rejects.toBeInstanceOf(RecipeGenerationError);
      await expect(failure).rejects.toMatchObject({ reason: 'Format de réponse invalide', retryable: true });
    });

    it('lets a 500 through as a ProviderHttpError, without retrying itself (the queue retries)', async () => {
      server.reply(fakeReply.error(500, { error: { message: 'The server had an error', type: 'server_error' } }));
      const failure = recipes().propose(request());
      await expect(failure).rejects.toBeInstanceOf(ProviderHttpError);
      await expect(failure).rejects.toMatchObject({ status: 500, body: expect.stringContaining('The server had an error') });
      expect(server.requests).toHaveLength(1);
    });

    it('succeeds on the next call after a 500', async () => {
      server.reply(fakeReply.error(500, 'upstream down'), fakeReply.text(recipeAnswerText()));
      await expect(recipes().propose(request())).rejects.toMatchObject({ status: 500, body: 'upstream down' });
      await expect(recipes().propose(request())).resolves.toMatchObject({ title: 'Gratin de courgettes au riz' });
    });

    it('can be aborted', async () => {
      server.reply({ content: recipeAnswerText(), delayMs: 2_000 });
      const controller = new AbortController();
      const pending = recipes().propose(request(), controller.signal);
      // Abort once the server holds the request, so no late request reaches the next test's reply.
      while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
      controller.abort();
      await expect(pending).rejects.toThrow(/abort/i);
    });
  });

  describe('chat', () => {
    it('with tools offered, gathers the streamed pieces of each tool call; without, sends no tools', async () => {
      server.reply({ toolCalls: [{ name: 'plan_meal', arguments: { recipeTitle: 'Gratin', date: '2026-11-26', time: '19:00' } }, { name: 'add_favorite', arguments: '{not json' }] });
      const calls: unknown[] = [];
      const text = await chat().reply(chatContext(), () => undefined, undefined, (call) => calls.push(call));
      expect(calls).toEqual([
        { name: 'plan_meal', arguments: { recipeTitle: 'Gratin', date: '2026-11-26', time: '19:00' } },
        // Not JSON: left as text, for the app's validation to refuse in French.
        { name: 'add_favorite', arguments: '{not json' },
      ]);
      expect(text).toBe('');
      expect(server.requests[0].body.tools).toHaveLength(7);

      server.reply(fakeReply.text('Volontiers.'));
      await chat().reply(chatContext(), () => undefined);
      expect(server.requests[1].body.tools).toBeUndefined();
    });

    it('streams the deltas in order and resolves with the whole text', async () => {
      server.reply(fakeReply.chunks(['Bonjour', ' ! Pour', ' vos courgettes,', ' pensez au gratin.']));
      const deltas: string[] = [];
      const text = await chat().reply(chatContext(), (d) => deltas.push(d));
      expect(deltas).toEqual(['Bonjour', ' ! Pour', ' vos courgettes,', ' pensez au gratin.']);
      expect(text).toBe('Bonjour ! Pour vos courgettes, pensez au gratin.');
    });

    it('sends a French chef persona with the household, the last 10 messages and the spec parameters', async () => {
      server.reply(fakeReply.text('Volontiers.'));
      await chat().reply(chatContext(), () => undefined);
      const { body } = server.requests[0];
      expect(body).toMatchObject({ model: 'gpt-4-turbo-preview', temperature: 0.7, max_tokens: 1000, top_p: 0.95, stream: true });
      expect(body.messages).toHaveLength(11);
      expect(body.messages[0].role).toBe('system');
      expect(body.messages[0].content).toMatch(/chef/i);
      expect(body.messages[0].content).toMatch(/végétarien/);
      expect(body.messages[0].content).toMatch(/coriandre/);
      expect(body.messages[0].content).toMatch(/Courgettes/);
      expect(body.messages[0].content).toMatch(/Le foyer cuisine pour 3\u00a0personnes/);
      expect(body.messages[0].content).toMatch(/que de cuisine/);
      expect(body.messages.slice(1).map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i + 3}`));
    });

    it.each([
      ['Retry-After in seconds', { 'retry-after': '7' }, 7000],
      ['retry-after-ms', { 'retry-after-ms': '1500', 'retry-after': '2' }, 1500],
    ])("keeps a 429's wait (%s) on the ProviderHttpError, for the queue", async (_how, headers, wait) => {
      server.reply(fakeReply.error(429, { error: { message: 'Rate limit reached', type: 'requests' } }, headers));
      await expect(recipes().propose(request())).rejects.toMatchObject({ status: 429, retryAfterMs: wait });
      expect(server.requests).toHaveLength(1);
    });

    it('turns a non-2xx into ProviderHttpError with the status and the body', async () => {
      server.reply(fakeReply.error(429, { error: { message: 'Rate limit reached', type: 'requests' } }));
      const failure = chat().reply(chatContext(), () => undefined);
      await expect(failure).rejects.toBeInstanceOf(ProviderHttpError);
      await expect(failure).rejects.toMatchObject({ status: 429, body: expect.stringContaining('Rate limit reached') });
    });

    it('keeps a plain-text error body as is', async () => {
      server.reply(fakeReply.error(503, 'Service Unavailable'));
      await expect(chat().reply(chatContext(), () => undefined)).rejects.toMatchObject({ status: 503, body: 'Service Unavailable' });
    });

    it('falls back to the spec reply when the stream carries no text', async () => {
      server.reply(fakeReply.chunks([]));
      const deltas: string[] = [];
      await expect(chat().reply(chatContext(), (d) => deltas.push(d))).resolves.toBe("Désolé, je n'ai pas pu générer une réponse.");
      expect(deltas).toEqual(["Désolé, je n'ai pas pu générer une réponse."]);
    });
  });

  it('refuses to start without a key unless a base URL (a local server) is given', () => {
    expect(() => new OpenAiRecipeProvider({})).toThrow(/OPENAI_API_KEY/);
    expect(() => new OpenAiRecipeProvider({ baseURL: server.openaiBaseURL })).not.toThrow();
  });
});
