import { startFakeModelServer, type FakeModelServer } from '../../ai/src/testing/fake-model-server';
import { createTestApp, listen, startTestWorker, type TestApp } from './test-app';

export interface ModelStack {
  /** The local server speaking OpenAI's and Mistral's protocols; reset after each test. */
  fake: FakeModelServer;
  t: TestApp;
  /** Where the API listens, for sockets. */
  baseUrl: string;
}

/** The settings that point both model providers' SDKs at the stand-in. */
export const modelStandInEnv = (fake: FakeModelServer): Record<string, string> => ({
  OPENAI_API_KEY: 'sk-test-local-stand-in',
  OPENAI_BASE_URL: fake.openaiBaseURL,
  MISTRAL_API_KEY: 'mistral-test-local-stand-in',
  MISTRAL_BASE_URL: fake.mistralServerURL,
});

/**
 * The API and a worker whose model providers talk to a local stand-in, registered as
 * beforeAll/afterEach/afterAll: what every "with a model" suite starts from. `env` chooses the
 * providers and the suite's own settings; the stand-in's address and keys are added to it.
 * The fields are set once the suite's beforeAll has run.
 */
export function useModelStack(env: Record<string, string>): ModelStack {
  const stack = {} as ModelStack;
  let worker: Awaited<ReturnType<typeof startTestWorker>> | undefined;
  beforeAll(async () => {
    const fake = await startFakeModelServer();
    const settings = { ...modelStandInEnv(fake), ...env };
    const t = await createTestApp(settings);
    worker = await startTestWorker(settings);
    Object.assign(stack, { fake, t, baseUrl: await listen(t) });
  });
  afterEach(() => stack.fake?.reset());
  afterAll(async () => {
    await worker?.stop();
    await stack.t?.close();
    await stack.fake?.close();
  });
  return stack;
}
