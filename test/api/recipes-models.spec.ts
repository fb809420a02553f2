import { RECIPE_MESSAGES } from '#contracts';
import {
  connectSocket,
  fakeReply,
  recipeAnswerText,
  subscribedUser,
  useModelStack,
  type FakeModelServer,
  type TestApp,
  type TestSocket,
  type TestUser,
} from '#testing';

const RETRY_BASE_MS = 150;

/**
 * The `openai` (recipes) and `mistral` (chat) providers through the whole pipeline, against a
 * local HTTP server that speaks both protocols. Retries run on a shrunken time scale.
 */
describe('model providers through the queue (local OpenAI/Mistral stand-in)', () => {
  let fake: FakeModelServer;
  let t: TestApp;
  let u: TestUser;
  let socket: TestSocket;
  let baseUrl: string;

  const m = useModelStack({
    AI_RECIPE_PROVIDER: 'openai',
    AI_CHAT_PROVIDER: 'mistral',
    AI_RETRY_BASE_DELAY_MS: String(RETRY_BASE_MS),
    AI_RECIPE_CACHE_SECONDS: '0',
  });

  beforeAll(async () => {
    ({ fake, t } = m);
    u = await subscribedUser(t, { dietaryRestrictions: ['vegetarian'], servings: 4 });
    baseUrl = m.baseUrl;
    socket = await connectSocket(baseUrl, u.accessToken);
  });
  afterAll(() => socket.disconnect());

  const generate = () => t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'plat', mode: 'preferences' }).expect(202);

  it('a good answer becomes the recipe, with the spec’s model parameters', async () => {
    fake.reply(fakeReply.text(recipeAnswerText({ title: 'Gratin de courgettes' })));
    const ready = socket.next('recipe.ready');
    await generate();
    expect((await ready).recipe).toMatchObject({ title: 'Gratin de courgettes', type: 'plat' });
    expect(fake.requests[0]!.body).toMatchObject({ model: 'gpt-4-turbo-preview', temperature: 0.9, max_tokens: 1000, top_p: 0.95 });
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toMatch(/végétarien/i);
  });

  it('a 500 then a success: retried after the backoff, then ready', async () => {
    fake.reply(fakeReply.error(500, { error: { message: 'surcharge' } }), fakeReply.text(recipeAnswerText()));
    const ready = socket.next('recipe.ready');
    const { body } = await generate();
    expect((await ready).jobId).toBe(body.jobId);
    expect(fake.requests).toHaveLength(2);
  });

  it('1 try + 3 retries spaced 1×, 2×, 4× the base delay, then the French failure', async () => {
    const at: number[] = [];
    fake.setDefault(() => {
      at.push(Date.now());
      return fakeReply.error(500, { error: { message: 'en panne' } });
    });
    const failed = socket.next('recipe.failed');
    const { body } = await generate();
    const event = await failed;
    expect(event).toEqual({ jobId: body.jobId, error: 'Impossible de générer une recette: le service de recettes a répondu 500' });
    expect(at).toHaveLength(4);
    const gaps = at.slice(1).map((time, i) => time - at[i]!);
    // BullMQ's exponential backoff: base × 2^(attempt-1), give or take scheduling.
    [1, 2, 4].forEach((factor, i) => {
      expect(gaps[i]!).toBeGreaterThanOrEqual(factor * RETRY_BASE_MS - 20);
      expect(gaps[i]!).toBeLessThan(factor * RETRY_BASE_MS + 1000);
    });
    const job = await t.http().get(`/api/recipes/jobs/${body.jobId}`).set(u.auth).expect(200);
    expect(job.body).toMatchObject({ status: 'failed', error: event.error });
  });

  it("a 429's Retry-After is honoured: the next attempt waits at least that long, not the backoff", async () => {
    const at: number[] = [];
    fake.setDefault(() => {
      at.push(Date.now());
      return at.length === 1
        ? fakeReply.error(429, { error: { message: 'Rate limit reached for requests', type: 'requests' } }, { 'retry-after': '2' })
        : fakeReply.text(recipeAnswerText({ title: 'Tarte aux poireaux' }));
    });
    const ready = socket.next('recipe.ready');
    const { body } = await generate();
    expect(await ready).toMatchObject({ jobId: body.jobId, recipe: { title: 'Tarte aux poireaux' } });
    expect(at).toHaveLength(2);
    // The backoff alone would have waited RETRY_BASE_MS (150 ms).
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(2000 - 20);
  });

  it('GET /api/recipes/jobs/:id never answers "completed" without its recipe, however soon it is polled', async () => {
    // A user of its own (50 generations stay under the daily limit), with its own socket.
    const poller = await subscribedUser(t, { dietaryRestrictions: [], servings: 2 });
    const events = await connectSocket(baseUrl, poller.accessToken);
    fake.setDefault(() => fakeReply.text(recipeAnswerText({ title: 'Soupe de potiron' })));
    const answers: { status: string; recipe?: { title: string } }[] = [];
    const poll = async (jobId: string) => {
      const { body } = await t.http().get(`/api/recipes/jobs/${jobId}`).set(poller.auth).expect(200);
      answers.push(body);
      return body.status as string;
    };
    // What a client does: poll as soon as the job is accepted, and again as soon as recipe.ready says so.
    const onReady = new Set<Promise<string>>();
    events.on('recipe.ready', ({ jobId }) => void onReady.add(poll(jobId)));
    const pollUntilDone = async (jobId: string) => {
      for (let i = 0; i < 400; i++) {
        const status = await poll(jobId);
        if (status === 'completed' || status === 'failed') return status;
      }
      throw new Error(`job ${jobId} still running after 400 polls`);
    };
    try {
      const finals = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const { body } = await t.http().post('/api/recipes/generate').set(poller.auth).send({ dishType: 'plat', mode: 'preferences' }).expect(202);
          return Promise.all([pollUntilDone(body.jobId), pollUntilDone(body.jobId)]);
        }),
      );
      await Promise.all(onReady);
      expect(finals.flat().every((status) => status === 'completed')).toBe(true);
    } finally {
      events.disconnect();
    }
    const completed = answers.filter((a) => a.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(100);
    expect(completed.filter((a) => a.recipe?.title !== 'Soupe de potiron')).toEqual([]);
  });

  it('a recipe breaking a restriction is asked again, with the reason given back to the model', async () => {
    fake.reply(
      fakeReply.text(recipeAnswerText({ title: 'Pâtes carbonara', ingredients: ['400 g de spaghetti', '150 g de lardons', '3 œufs'] })),
      fakeReply.text(recipeAnswerText({ title: 'Pâtes aux courgettes' })),
    );
    const ready = socket.next('recipe.ready');
    await generate();
    expect((await ready).recipe.title).toBe('Pâtes aux courgettes');
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toMatch(/lardons/);
  });

  it('the reason a refused answer was refused carries over to the queue’s next attempt', async () => {
    const carbonara = recipeAnswerText({ title: 'Pâtes carbonara', ingredients: ['400 g de spaghetti', '150 g de lardons', '3 œufs'] });
    const at: number[] = [];
    const answers = [fakeReply.text(carbonara), fakeReply.error(500, { error: { message: 'surcharge' } }), fakeReply.text(recipeAnswerText({ title: 'Pâtes aux courgettes' }))];
    fake.setDefault(() => {
      at.push(Date.now());
      return answers.shift()!;
    });
    const ready = socket.next('recipe.ready');
    await generate();
    expect((await ready).recipe.title).toBe('Pâtes aux courgettes');
    expect(fake.requests).toHaveLength(3);
    // The third call belongs to the second attempt (after the backoff), and still says what was wrong.
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(RETRY_BASE_MS - 20);
    const prompt = (i: number) => JSON.stringify(fake.requests[i]!.body.messages);
    expect(prompt(1)).toMatch(/refusée pour cette raison : .*lardons/);
    expect(prompt(2)).toMatch(/refusée pour cette raison : .*lardons/);
  });

  it('AI_MAX_MODEL_CALLS (4) caps the calls of one generation, answers asked again and queue attempts together', async () => {
    fake.setDefault(() => fakeReply.text(recipeAnswerText({ title: 'Pâtes carbonara', ingredients: ['400 g de spaghetti', '150 g de lardons'] })));
    const failed = socket.next('recipe.failed');
    const { body } = await generate();
    const event = await failed;
    expect(event.jobId).toBe(body.jobId);
    expect(event.error).toMatch(/^Impossible de générer une recette: .*lardons/);
    // 3 calls in the first attempt (1 + 2 asked again), the 4th in the second; no third attempt.
    await new Promise((r) => setTimeout(r, 4 * RETRY_BASE_MS));
    expect(fake.requests).toHaveLength(4);
    const job = await t.http().get(`/api/recipes/jobs/${body.jobId}`).set(u.auth).expect(200);
    expect(job.body).toMatchObject({ status: 'failed', error: event.error });
    // The queue gives up, the user need not: a new generation asks the model again (« Réessayer » stays).
    expect(event.final).toBeUndefined();
    expect(job.body.final).toBeUndefined();
  });

  it('a malformed answer ends in "Format de réponse invalide" once every try is spent', async () => {
    fake.setDefault(fakeReply.text('Voici une recette : des pâtes. Bon appétit !'));
    const failed = socket.next('recipe.failed');
    await generate();
    expect((await failed).error).toBe(`${RECIPE_MESSAGES.generationFailed}Format de réponse invalide`);
  });

  it('the chef (Mistral) streams its reply token by token, then it is stored', async () => {
    fake.reply(fakeReply.chunks(['Vous ', 'pouvez ', 'remplacer ', 'le beurre ', "par de l'huile d'olive."]));
    const deltas: string[] = [];
    const onDelta = (e: { delta: string }) => deltas.push(e.delta);
    socket.on('chat.delta', onDelta);
    const done = socket.next('chat.done');
    await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Par quoi remplacer le beurre ?' }).expect(202);
    const { message } = await done;
    socket.off('chat.delta', onDelta);
    expect(deltas).toEqual(['Vous ', 'pouvez ', 'remplacer ', 'le beurre ', "par de l'huile d'olive."]);
    expect(message.content).toBe("Vous pouvez remplacer le beurre par de l'huile d'olive.");
    expect(fake.requests[0]!.body).toMatchObject({ model: 'mistral-large-latest', temperature: 0.7, max_tokens: 1000, top_p: 0.95 });
    const sent = fake.requests[0]!.body.messages as { role: string; content: string }[];
    expect(sent[0]!.role).toBe('system');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Par quoi remplacer le beurre ?' });
  });

  it('sends at most the last 10 messages as context', async () => {
    await t.http().delete('/api/chat/messages').set(u.auth).expect(204);
    for (let i = 1; i <= 7; i++) {
      fake.reply(fakeReply.chunks([`Réponse ${i}`]));
      const done = socket.next('chat.done');
      await t.http().post('/api/chat/messages').set(u.auth).send({ content: `Question ${i}` }).expect(202);
      await done;
    }
    const sent = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
    expect(sent.filter((m) => m.role !== 'system')).toHaveLength(10);
    expect(sent.at(-1)!.content).toBe('Question 7');
  });

  it('a failing chef: the user message is removed and the spec’s error is sent', async () => {
    await t.http().delete('/api/chat/messages').set(u.auth).expect(204);
    fake.reply(fakeReply.error(500, 'Service indisponible'));
    const failed = socket.next('chat.failed');
    const { body } = await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Une question' }).expect(202);
    const event = await failed;
    expect(event).toMatchObject({ replyTo: body.message.id });
    expect(event.error).toMatch(/^Erreur du service de chat \(500\): .*Service indisponible/);
    expect((await t.http().get('/api/chat/messages').set(u.auth)).body).toEqual([]);
  });

  it.each([
    [400, { error: { message: "Invalid value for 'temperature'", type: 'invalid_request_error', code: null } }, "Le service n'a pas pu traiter ce message, réessayez ou reformulez votre question."],
    [429, { object: 'error', message: 'Requests rate limit exceeded', type: 'rate_limited', code: '1300' }, 'Le chef reçoit trop de demandes en ce moment, réessayez dans quelques instants.'],
    [401, { message: 'Unauthorized', request_id: 'abc123' }, "Accès au service refusé, l'équipe Mijote doit vérifier la configuration."],
  ])('a chef answering %i with JSON: the chat error is a French sentence, never the provider’s body', async (status, providerBody, sentence) => {
    await t.http().delete('/api/chat/messages').set(u.auth).expect(204);
    fake.reply(fakeReply.error(status, providerBody));
    const failed = socket.next('chat.failed');
    await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Une question' }).expect(202);
    const { error } = await failed;
    expect(error).toBe(`Erreur du service de chat (${status}): ${sentence}`);
    expect(error).not.toMatch(/[{}]|request_id|rate limit|Invalid value/);
  });

  it('refuses a second message while the reply is pending', async () => {
    fake.reply({ chunks: ['Un instant…'], delayMs: 1500 });
    const done = socket.next('chat.done');
    await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Première' }).expect(202);
    const second = await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Deuxième' }).expect(409);
    expect(second.body).toMatchObject({ code: 'REPLY_PENDING', message: RECIPE_MESSAGES.replyPending });
    await done;
  });
});
