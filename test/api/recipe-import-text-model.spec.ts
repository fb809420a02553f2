import { RECIPE_BOOK_MESSAGES as M, type RecipeImportJobState } from '#contracts';
import {
  connectSocket,
  eventually,
  fakeReply,
  subscribedUser,
  useModelStack,
  type FakeModelServer,
  type TestApp,
  type TestSocket,
  type TestUser,
} from '#testing';

const CREPES = 'Crêpes\nPour 4 personnes\nIngrédients\n250 g de farine\n4 œufs\n50 cl de lait\nPréparation\n1. Mélanger.\n2. Laisser reposer 1 heure.';
// A layout the rule-based reader cannot split (everything on one line), which a model can.
const ONE_LINE = 'Gâteau au yaourt de ma grand-mère : il faut 1 pot de yaourt, 3 pots de farine, 2 pots de sucre et 3 œufs ; tout mélanger puis cuire 30 minutes à 180 degrés. Pour 6.';

/** Reading a pasted recipe with a model (the `openai` provider against the local stand-in), and the reader when the model fails. */
describe('import from a text with a model', () => {
  let fake: FakeModelServer;
  let t: TestApp;
  let u: TestUser;
  let socket: TestSocket;

  const m = useModelStack({
    AI_RECIPE_PROVIDER: 'openai',
  });

  beforeAll(async () => {
    ({ fake, t } = m);
    u = await subscribedUser(t);
    socket = await connectSocket(m.baseUrl, u.accessToken);
  });
  afterAll(() => socket.disconnect());

  async function read(text: string): Promise<RecipeImportJobState> {
    const start = await t.http().post('/api/recipes/import-text').set(u.auth).send({ text }).expect(202);
    const { jobId } = start.body as { jobId: string };
    return eventually(async () => {
      const job = (await t.http().get(`/api/recipes/jobs/${jobId}`).set(u.auth).expect(200)).body as RecipeImportJobState;
      if (job.status !== 'completed' && job.status !== 'failed') throw new Error(`still ${job.status}`);
      return job;
    });
  }

  it('asks the model with a JSON schema and answers its checked draft (202, then the job); nothing is saved', async () => {
    fake.reply(
      fakeReply.json({
        title: 'Gâteau au yaourt',
        servings: 6,
        preparationTime: 10,
        cookingTime: 30,
        ingredients: ['1 pot de yaourt', '3 pots de farine', '2 pots de sucre', '3 œufs', '  '],
        steps: ['Tout mélanger.', 'Cuire 30 minutes à 180 °C.'],
      }),
    );
    const heard = socket.next('recipe.text_read');
    const job = await read(ONE_LINE);
    expect(job).toMatchObject({ status: 'completed' });
    // The user's screens hear the same draft at once.
    expect(await heard).toEqual({ jobId: job.jobId, draft: job.draft });
    expect(job.draft).toEqual({
      title: 'Gâteau au yaourt',
      servings: 6,
      preparationTime: 10,
      cookingTime: 30,
      ingredients: ['1 pot de yaourt', '3 pots de farine', '2 pots de sucre', '3 œufs'],
      steps: ['Tout mélanger.', 'Cuire 30 minutes à 180 °C.'],
    });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0].body;
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'recette', strict: true, schema: { required: ['title', 'servings', 'preparationTime', 'cookingTime', 'ingredients', 'steps'] } } });
    expect(sent.messages[1].content).toContain(ONE_LINE);
    expect((await t.http().get('/api/recipes').set(u.auth).expect(200)).body.total).toBe(0);
  });

  it.each([
    ['an answer that is not JSON', fakeReply.text('Voici votre recette : des crêpes !')],
    ['an answer without a title', fakeReply.json({ title: '', servings: 4, preparationTime: null, cookingTime: null, ingredients: ['x'], steps: [] })],
    ['an answer with nothing to cook', fakeReply.json({ title: 'Crêpes', servings: 4, preparationTime: null, cookingTime: null, ingredients: [], steps: [] })],
    ['an error of the model service', fakeReply.error(500, { error: { message: 'boom' } })],
  ])('%s: the rule-based reader reads it instead', async (_what, reply) => {
    fake.reply(reply);
    const job = await read(CREPES);
    expect(job.status).toBe('completed');
    expect(job.draft).toMatchObject({ title: 'Crêpes', servings: 4, ingredients: ['250 g de farine', '4 œufs', '50 cl de lait'], steps: ['Mélanger.', 'Laisser reposer 1 heure.'] });
    expect(fake.requests).toHaveLength(1);
  });

  it('a number out of bounds is dropped, the rest kept', async () => {
    fake.reply(fakeReply.json({ title: 'Crêpes', servings: 400, preparationTime: -5, cookingTime: 10, ingredients: ['250 g de farine'], steps: ['Mélanger.'] }));
    const job = await read(CREPES);
    expect(job.draft).toMatchObject({ title: 'Crêpes', servings: null, preparationTime: null, cookingTime: 10 });
  });

  it('a text neither the model nor the reader can read fails in French', async () => {
    fake.reply(fakeReply.error(503, { error: { message: 'indisponible' } }));
    const heard = socket.next('recipe.text_read');
    const job = await read('Bonjour');
    expect(job).toMatchObject({ status: 'failed', error: M.importTextUnreadable });
    expect(await heard).toEqual({ jobId: job.jobId, error: M.importTextUnreadable });
  });

  it("another user's reading is 404", async () => {
    fake.reply(fakeReply.json({ title: 'Crêpes', servings: 4, preparationTime: null, cookingTime: null, ingredients: ['250 g de farine'], steps: [] }));
    const other = await subscribedUser(t);
    const { jobId } = (await t.http().post('/api/recipes/import-text').set(u.auth).send({ text: CREPES }).expect(202)).body;
    await t.http().get(`/api/recipes/jobs/${jobId}`).set(other.auth).expect(404);
  });
});
