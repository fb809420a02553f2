import { RECIPE_MESSAGES } from '#contracts';
import { generateValidRecipe } from '../generation/generate-valid-recipe';
import { startFakeModelServer, fakeReply, type FakeModelServer, type FakeReply } from '../testing/fake-model-server';
import { recipeAnswerText, recipeRequest } from '../testing/recipe-answers';
import { MistralRecipeProvider } from './mistral-recipe.provider';
import { OpenAiRecipeProvider } from './openai-recipe.provider';
import { RecipeGenerationError, type RecipeProvider } from '../types';

const request = recipeRequest();

const unreadable: [string, FakeReply][] = [
  ['a sentence instead of JSON', fakeReply.text('Voici une recette : des pâtes. Bon appétit !')],
  ['an empty answer', fakeReply.empty()],
  ['no content at all', { content: null }],
  ['a 200 off the schema', { raw: { status: 200, contentType: 'application/json', body: '{"unexpected": true}' } }],
  ['a 200 that is not JSON', { raw: { status: 200, contentType: 'application/json', body: 'pas du JSON' } }],
  ['a 200 HTML page', { raw: { status: 200, contentType: 'text/html', body: '<html><body>Bonjour</body></html>' } }],
];

/** Mistral and OpenAI refuse an unreadable answer the same way: the same reason, the same retry. */
describe.each([
  ['openai', (server: FakeModelServer): RecipeProvider => new OpenAiRecipeProvider({ apiKey: 'sk-test', baseURL: server.openaiBaseURL })],
  ['mistral', (server: FakeModelServer): RecipeProvider => new MistralRecipeProvider({ apiKey: 'mistral-test', serverURL: server.mistralServerURL })],
])('%s: an answer that is not a recipe in JSON', (_name, make) => {
  let server: FakeModelServer;
  beforeAll(async () => {
    server = await startFakeModelServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it.each(unreadable)("%s is refused with 'Format de réponse invalide'", async (_how, reply) => {
    server.reply(reply);
    const failure = make(server).propose(request);
    await expect(failure).rejects.toBeInstanceOf(RecipeGenerationError);
    await expect(failure).rejects.toMatchObject({ reason: RECIPE_MESSAGES.invalidResponse, retryable: true });
  });

  it.each(unreadable)('%s is asked again with the reason, then the recipe is taken', async (_how, reply) => {
    server.reply(reply, fakeReply.text(recipeAnswerText({ title: 'Gratin de poireaux' })));
    const recipe = await generateValidRecipe(make(server), request);
    expect(recipe.title).toBe('Gratin de poireaux');
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1].body.messages)).toContain(RECIPE_MESSAGES.invalidResponse);
  });
});
