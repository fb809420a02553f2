import { fakeReply, startFakeModelServer, type FakeModelServer } from '../testing/fake-model-server';
import { createRecipeTextStructurer, readStructuredRecipe } from './recipe-text-structurer';

describe('readStructuredRecipe', () => {
  const ok = { title: ' Crêpes ', servings: 4, preparationTime: 10, cookingTime: null, ingredients: ['250 g de farine', ''], steps: ['Mélanger.'] };
  it('takes a valid answer (trimmed, blank lines dropped), even inside a Markdown fence', () => {
    const draft = { title: 'Crêpes', servings: 4, preparationTime: 10, cookingTime: null, ingredients: ['250 g de farine'], steps: ['Mélanger.'] };
    expect(readStructuredRecipe(JSON.stringify(ok))).toEqual(draft);
    expect(readStructuredRecipe('```json\n' + JSON.stringify(ok) + '\n```')).toEqual(draft);
  });
  it.each([
    ['not JSON', 'des crêpes'],
    ['empty', ''],
    ['no title', JSON.stringify({ ...ok, title: '  ' })],
    ['a list where lines are expected', JSON.stringify({ ...ok, ingredients: 'farine' })],
    ['a line past the form limit', JSON.stringify({ ...ok, steps: ['x'.repeat(2001)] })],
    ['nothing to cook', JSON.stringify({ ...ok, ingredients: [], steps: [] })],
  ])('refuses %s', (_what, answer) => expect(readStructuredRecipe(answer)).toBeNull());
});

describe('createRecipeTextStructurer', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('has no model with the offline chef', () => {
    expect(createRecipeTextStructurer({})).toBeNull();
    expect(createRecipeTextStructurer({ AI_RECIPE_PROVIDER: 'local', OPENAI_API_KEY: 'sk' })).toBeNull();
  });

  it('asks Mistral with its JSON-schema response format', async () => {
    // The first request loads the Mistral SDK (large): slow on a busy machine.
    fake.reply(fakeReply.json({ title: 'Crêpes' }));
    const structurer = createRecipeTextStructurer({ AI_RECIPE_PROVIDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: fake.mistralServerURL, MISTRAL_MODEL: 'mistral-small' })!;
    expect(structurer.name).toBe('mistral');
    expect(await structurer.structure('Crêpes\n250 g de farine')).toBe(JSON.stringify({ title: 'Crêpes' }));
    const body = fake.requests[0].body;
    expect(body.model).toBe('mistral-small');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'recette', strict: true, schema: { type: 'object', additionalProperties: false } } });
    expect(body.messages[1].content).toContain('250 g de farine');
  }, 60_000);
});
