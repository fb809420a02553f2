import { fakeReply, startFakeModelServer, type FakeModelServer } from '../testing/fake-model-server';
import { recipeAnswerText } from '../testing/recipe-answers';
import { MistralChatProvider } from './mistral-chat.provider';
import { MistralRecipeProvider } from './mistral-recipe.provider';
import { ProviderHttpError, RecipeGenerationError, type ChatContext, type RecipeRequest } from '../types';

const FALLBACK = "Désolé, je n'ai pas pu générer une réponse.";

const context = (overrides: Partial<ChatContext> = {}): ChatContext => ({
  history: [
    { role: 'user', content: 'Bonjour chef' },
    { role: 'assistant', content: 'Bonjour ! Que cuisinons-nous ?' },
    { role: 'user', content: 'Une idée avec des poireaux ?' },
  ],
  restrictions: ['halal'],
  avoidedFoods: [],
  fridge: [],
  ...overrides,
});

const request: RecipeRequest = {
  dishType: 'dessert',
  mode: 'fridge',
  restrictions: ['vegan'],
  preferredFoods: [],
  avoidedFoods: [],
  difficulty: 'moyen',
  servings: 2,
  fridge: [{ name: 'Pommes', quantity: 4, unit: 'unité', expirationDate: null }],
  staples: ['sel', 'poivre', 'eau', 'huile'],
  exclude: [],
};

describe('Mistral providers against a local server', () => {
  let server: FakeModelServer;
  beforeAll(async () => {
    server = await startFakeModelServer();
    // The SDK is loaded at first use (25 MiB); on a busy CI machine its cold load alone has taken
    // most of a test's 20 s. Loaded here, with room of its own, the tests time the provider only.
    await Promise.all([import('@mistralai/mistralai'), import('@mistralai/mistralai/models/errors')]);
  }, 120_000);
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const chat = (streaming?: boolean) => new MistralChatProvider({ apiKey: 'mistral-test', serverURL: server.mistralServerURL, streaming });
  const recipes = () => new MistralRecipeProvider({ apiKey: 'mistral-test', serverURL: server.mistralServerURL });

  describe('chat', () => {
    it.each([true, false])('with tools offered (streaming %s), hands over the tool calls, their arguments parsed; without, sends no tools', async (streaming) => {
      server.reply(fakeReply.tool('add_to_fridge', { items: [{ name: 'œufs', quantity: 6 }] }));
      const calls: unknown[] = [];
      const text = await chat(streaming).reply(context(), () => undefined, undefined, (call) => calls.push(call));
      expect(server.requests[0].body.tools.map((t: { function: { name: string } }) => t.function.name)).toContain('add_to_fridge');
      expect(calls).toEqual([{ name: 'add_to_fridge', arguments: { items: [{ name: 'œufs', quantity: 6 }] } }]);
      expect(text).toBe('');

      server.reply(fakeReply.text('Volontiers.'));
      await chat(streaming).reply(context(), () => undefined);
      expect(server.requests[1].body.tools).toBeUndefined();
    });

    it('streams the deltas Mistral sends, in order, and returns the whole reply', async () => {
      server.reply(fakeReply.chunks(['Avec des poireaux,', ' une fondue', ' de poireaux', ' est parfaite.']));
      const deltas: string[] = [];
      const text = await chat().reply(context(), (d) => deltas.push(d));
      expect(server.requests[0].flavour).toBe('mistral');
      expect(deltas).toEqual(['Avec des poireaux,', ' une fondue', ' de poireaux', ' est parfaite.']);
      expect(text).toBe('Avec des poireaux, une fondue de poireaux est parfaite.');
    });

    it('sends mistral-large-latest, 0.7, 1000 tokens, top_p 0.95, a system message and the history', async () => {
      server.reply(fakeReply.text('Volontiers.'));
      await chat().reply(context(), () => undefined);
      const { body, headers } = server.requests[0];
      expect(headers.authorization).toBe('Bearer mistral-test');
      expect(body).toMatchObject({ model: 'mistral-large-latest', temperature: 0.7, max_tokens: 1000, top_p: 0.95, stream: true });
      expect(body.messages[0].role).toBe('system');
      expect(body.messages[0].content).toMatch(/halal/);
      expect(body.messages.slice(1).map(({ role, content }: { role: string; content: string }) => ({ role, content }))).toEqual([
        { role: 'user', content: 'Bonjour chef' },
        { role: 'assistant', content: 'Bonjour ! Que cuisinons-nous ?' },
        { role: 'user', content: 'Une idée avec des poireaux ?' },
      ]);
    });

    it.each([
      ['a streamed', true],
      ['a complete', false],
    ])('answers the fallback reply on %s empty answer', async (_how, streaming) => {
      server.reply(fakeReply.empty());
      const deltas: string[] = [];
      await expect(chat(streaming).reply(context(), (d) => deltas.push(d))).resolves.toBe(FALLBACK);
      expect(deltas).toEqual([FALLBACK]);
    });

    it('reads choices[0].message.content with chat.complete when not streaming', async () => {
      server.reply(fakeReply.text('Un gratin de poireaux au gruyère.'));
      const deltas: string[] = [];
      await expect(chat(false).reply(context(), (d) => deltas.push(d))).resolves.toBe('Un gratin de poireaux au gruyère.');
      expect(server.requests[0].body.stream).toBeFalsy();
      expect(deltas).toEqual(['Un gratin de poireaux au gruyère.']);
    });

    it('turns a non-2xx into ProviderHttpError with the status and the body', async () => {
      server.reply(fakeReply.error(401, { message: 'Unauthorized', request_id: 'abc' }));
      const failure = chat().reply(context(), () => undefined);
      await expect(failure).rejects.toBeInstanceOf(ProviderHttpError);
      await expect(failure).rejects.toMatchObject({ status: 401, body: expect.stringContaining('Unauthorized') });
      expect(server.requests).toHaveLength(1);
    });
  });

  describe('recipes', () => {
    it('sends the parameters and a JSON response format, and reads the answer', async () => {
      server.reply(fakeReply.text(recipeAnswerText({ title: 'Compote de pommes' })));
      const draft = await recipes().propose(request);
      const { body } = server.requests[0];
      expect(body).toMatchObject({ model: 'mistral-large-latest', temperature: 0.7, max_tokens: 1000, top_p: 0.95, response_format: { type: 'json_object' } });
      expect(body.messages[1].content).toMatch(/végétalien/);
      expect(body.messages[1].content).toMatch(/uniquement ces ingrédients plus sel, poivre, eau, huile/);
      expect(draft.title).toBe('Compote de pommes');
    });

    it("turns an unreadable answer into 'Format de réponse invalide'", async () => {
      server.reply(fakeReply.text('Désolé, je ne sais pas.'));
      await expect(recipes().propose(request)).rejects.toMatchObject({ reason: 'Format de réponse invalide' });
    });

    it("treats a 200 off the SDK's schema as an unreadable answer", async () => {
      server.reply({ raw: { status: 200, contentType: 'application/json', body: '{"unexpected": true}' } });
      const failure = recipes().propose(request);
      await expect(failure).rejects.toBeInstanceOf(RecipeGenerationError);
      await expect(failure).rejects.toMatchObject({ reason: 'Format de réponse invalide' });
    });

    it("keeps a 429's Retry-After (seconds or HTTP date) on the ProviderHttpError, for the queue", async () => {
      server.reply(fakeReply.error(429, { object: 'error', message: 'Requests rate limit exceeded' }, { 'retry-after': '3' }));
      await expect(recipes().propose(request)).rejects.toMatchObject({ status: 429, retryAfterMs: 3000 });
      server.reply(fakeReply.error(429, { message: 'slow down' }, { 'retry-after': new Date(Date.now() + 60_000).toUTCString() }));
      const failure: ProviderHttpError = await recipes().propose(request).catch((e) => e);
      expect(failure.retryAfterMs).toBeGreaterThan(55_000);
      expect(failure.retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('lets a 500 through as a ProviderHttpError', async () => {
      server.reply(fakeReply.error(500, 'Internal error'));
      await expect(recipes().propose(request)).rejects.toMatchObject({ status: 500, body: 'Internal error' });
      expect(server.requests).toHaveLength(1);
    });
  });

  it('refuses to start without a key', () => {
    expect(() => new MistralChatProvider({})).toThrow(/MISTRAL_API_KEY/);
  });
});
