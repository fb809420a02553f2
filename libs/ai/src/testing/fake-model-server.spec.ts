import { fakeReply, startFakeModelServer, type FakeModelServer } from './fake-model-server';

type Completion = { choices: { message: { content: string } }[] };

// The SDK tests cover the protocol end to end; these check what raw clients (the app's own
// queue tests) rely on.
describe('fake model server', () => {
  let server: FakeModelServer;
  beforeAll(async () => {
    server = await startFakeModelServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('answers queued replies in order, then the default, then a clear 500', async () => {
    server.reply(fakeReply.text('un'), fakeReply.error(503, 'occupé'));
    server.setDefault((req) => fakeReply.text(`défaut pour ${req.body.model}`));
    const first = (await (await post('/v1/chat/completions', { model: 'm' })).json()) as Completion;
    expect(first.choices[0].message.content).toBe('un');
    const second = await post('/v1/chat/completions', { model: 'm' });
    expect([second.status, await second.text()]).toEqual([503, 'occupé']);
    const third = (await (await post('/v1/chat/completions', { model: 'x' })).json()) as Completion;
    expect(third.choices[0].message.content).toBe('défaut pour x');
    server.setDefault(undefined);
    expect((await post('/v1/chat/completions', {})).status).toBe(500);
    expect(server.requests.map((r) => r.body.model)).toEqual(['m', 'm', 'x', undefined]);
  });

  it('streams server-sent events ending with [DONE], per flavour', async () => {
    server.reply(fakeReply.chunks(['Bon', 'jour']));
    const text = await (await post('/mistral/v1/chat/completions', { stream: true })).text();
    const events = text.trim().split('\n\n');
    expect(events[events.length - 1]).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.replace(/^data: /, '')));
    expect(chunks.map((c) => c.choices[0].delta.content)).toEqual(['', 'Bon', 'jour', '']);
    expect(chunks[chunks.length - 1]).toMatchObject({ choices: [{ finish_reason: 'stop' }], usage: expect.any(Object) });
    expect(server.requests[0].flavour).toBe('mistral');
  });

  it('answers 404 elsewhere', async () => {
    expect((await post('/v1/embeddings', {})).status).toBe(404);
  });
});
