import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { startFakeModelServer, type FakeModelServer } from '../../libs/ai/src/testing/fake-model-server';
import { recipeAnswerText } from '../../libs/ai/src/testing/recipe-answers';
import { randomFreePort, waitForHttp } from '../../scripts/lib/net.mjs';
import { PASSWORD } from './support/accounts';
import { serverEntriesOfRun } from './support/env';
import { ROOT } from './support/scripts';

/**
 * A worker killed with SIGKILL in the middle of a generation: once its lock lapses, another
 * worker process takes the job over and completes it. A worker stopped with SIGTERM finishes its
 * job first. Real processes (the built API and workers) on this run's database, with a queue
 * prefix of their own.
 */
jest.setTimeout(90_000);

describe('workers that stop mid-job', () => {
  let fake: FakeModelServer;
  const children: ChildProcess[] = [];
  let base: string;
  let env: NodeJS.ProcessEnv;
  let entries: { api: string; worker: string };

  beforeAll(async () => {
    fake = await startFakeModelServer();
    let calls = 0;
    // The first call hangs (the worker will die holding it); the next ones answer at once.
    fake.setDefault(() => (++calls === 1 ? { content: recipeAnswerText(), delayMs: 120_000 } : { content: recipeAnswerText({ title: 'Reprise après panne' }) }));
    const port = await randomFreePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      ...process.env,
      PORT: String(port),
      APP_ORIGIN: base,
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:crash`,
      AI_RECIPE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-local-stand-in',
      OPENAI_BASE_URL: fake.openaiBaseURL,
      AI_RECIPE_CACHE_SECONDS: '0',
      WORKER_CONCURRENCY: '1',
      WORKER_LOCK_MS: '1500',
      COMPLIMENTARY_EMAILS: 'crash@example.ch',
    };
    entries = serverEntriesOfRun();
    children.push(spawn(process.execPath, [join(ROOT, entries.api)], { env, cwd: ROOT, stdio: 'ignore' }));
    await waitForHttp(`${base}/api/health`, { timeoutMs: 60_000, intervalMs: 100 });
  });

  afterAll(async () => {
    await Promise.all(
      children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => {
        c.kill('SIGTERM');
        return once(c, 'exit');
      }),
    );
    await fake?.close();
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const api = async (path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };

  it('is picked up again by another worker and completes', async () => {
    const worker = (): ChildProcess => {
      const child = spawn(process.execPath, [join(ROOT, entries.worker)], { env, cwd: ROOT, stdio: 'ignore' });
      children.push(child);
      return child;
    };
    const doomed = worker();

    const email = 'crash@example.ch';
    const signUp = await api('/api/auth/sign-up', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD, firstName: 'Panne', lastName: 'Test' }) });
    // Sign-up answers the same for any address; the password then signs the new account in.
    expect(signUp.status).toBe(202);
    const signIn = await api('/api/auth/sign-in', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
    expect(signIn.status).toBe(200);
    const token = signIn.body.accessToken as string;
    expect((await api('/api/preferences', { method: 'PUT', token, body: JSON.stringify({ dietaryRestrictions: ['none'] }) })).status).toBe(200);

    const generated = await api('/api/recipes/generate', { method: 'POST', token, body: JSON.stringify({ dishType: 'plat', mode: 'preferences' }) });
    expect(generated.status).toBe(202);
    const jobId = generated.body.jobId as string;

    // Wait until worker A is inside the model call, then kill it outright.
    for (let i = 0; i < 200 && fake.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(fake.requests).toHaveLength(1);
    doomed.kill('SIGKILL');
    await new Promise((r) => doomed.once('exit', r));
    expect((await api(`/api/recipes/jobs/${jobId}`, { token })).body.status).toBe('active');

    worker();
    let state: { status: string; recipe?: { title: string } } = { status: 'active' };
    for (let i = 0; i < 300 && state.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await api(`/api/recipes/jobs/${jobId}`, { token })).body;
    }
    expect(state.status).toBe('completed');
    expect(state.recipe?.title).toBe('Reprise après panne');
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('a worker stopped with SIGTERM finishes the generation it holds before it exits', async () => {
    const signIn = await api('/api/auth/sign-in', { method: 'POST', body: JSON.stringify({ email: 'crash@example.ch', password: PASSWORD }) });
    const token = signIn.body.accessToken as string;
    // Only this test's worker runs now (the others were killed or stopped): it takes the job.
    for (const c of children.slice(1)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    fake.setDefault(() => ({ content: recipeAnswerText({ title: 'Terminée avant l’arrêt' }), delayMs: 1500 }));
    const before = fake.requests.length;
    // A lock of its production length: this test is about a graceful stop, not a takeover, so it
    // needs none of the first test's short lock. (What kept this job « active » under load was the
    // shutdown order, the BullMQ worker closed after the database and Redis: ResilientWorkerHost.)
    const stopping = spawn(process.execPath, [join(ROOT, entries.worker)], { env: { ...env, WORKER_LOCK_MS: '30000' }, cwd: ROOT, stdio: 'ignore' });
    children.push(stopping);

    const generated = await api('/api/recipes/generate', { method: 'POST', token, body: JSON.stringify({ dishType: 'dessert', mode: 'preferences' }) });
    const jobId = generated.body.jobId as string;
    for (let i = 0; i < 300 && fake.requests.length === before; i++) await new Promise((r) => setTimeout(r, 50));
    expect(fake.requests.length).toBe(before + 1);

    stopping.kill('SIGTERM');
    // Nest closes the application (BullMQ waits for the running job), then lets the signal end it.
    const [code, signal] = (await once(stopping, 'exit')) as [number | null, string | null];
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGTERM' });
    const state = (await api(`/api/recipes/jobs/${jobId}`, { token })).body;
    expect(state).toMatchObject({ status: 'completed', recipe: { title: 'Terminée avant l’arrêt' } });
  });
});
