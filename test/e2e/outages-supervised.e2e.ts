import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { startFakeModelServer, type FakeModelServer } from '../../libs/ai/src/testing/fake-model-server';
import { recipeAnswerText } from '../../libs/ai/src/testing/recipe-answers';
import { cuttableLink, type CuttableLink } from '../../libs/testing/src/tcp-cut';
import { randomFreePort } from '../../scripts/lib/net.mjs';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { ROOT } from './support/scripts';

/**
 * Issue 13's outage drill on the app as `npm start` runs it: scripts/start.mjs (its supervisor,
 * the built API and worker) reaches PostgreSQL and Redis through TCP relays this test cuts, Redis
 * for 10 s then PostgreSQL for 15 s, while recipe generations are in flight. Meanwhile a signed-in
 * user gets 503 + Retry-After with the French message; afterwards full service within 5 s; every
 * job queued before the cut completes; and the supervisor's children are the same processes at
 * the end as at the start (no death, so no restart needed).
 */
jest.setTimeout(240_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const viaLink = (url: string, link: CuttableLink) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(link.port);
  return u.toString();
};

/** The pids of a process's children (the supervisor's API and worker). */
const childPids = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0)
      .sort();
  } catch {
    return [];
  }
};

describe('npm start through a Redis and a PostgreSQL outage', () => {
  let fake: FakeModelServer;
  let redisLink: CuttableLink;
  let pgLink: CuttableLink;
  let start: ChildProcess;
  let base: string;
  const output: string[] = [];
  const email = uniqueEmail('panne');
  let token: string;
  let childrenAtStart: number[];

  beforeAll(async () => {
    fake = await startFakeModelServer();
    // Each generation takes a while, so some are in the worker's hands when a service goes away.
    fake.setDefault(() => ({ content: recipeAnswerText({ title: 'Gratin après la panne' }), delayMs: 1_500 }));
    const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const adminUrl = new URL(process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    redisLink = await cuttableLink({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    pgLink = await cuttableLink({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
    const databaseUrl = new URL(viaLink(adminUrl.toString(), pgLink));
    // The run's database (the browser tests' app migrated it already).
    databaseUrl.pathname = new URL(process.env.DATABASE_URL!).pathname;

    const port = await randomFreePort();
    base = `http://127.0.0.1:${port}`;
    start = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        APP_ORIGIN: base,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: viaLink(redisUrl.toString(), redisLink),
        // Queues and limits of its own: the browser tests' worker must not take these jobs.
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}:outage`,
        JWT_ACCESS_SECRET: process.env.JWT_ACCESS_SECRET ?? 'outage-drill-secret-0123456789abcdef0123456789',
        DEMO_WEBHOOK_SECRET: process.env.DEMO_WEBHOOK_SECRET ?? 'outage-drill-demo-secret-0123456789abcdef',
        LOG_LEVEL: 'warn',
        AI_RECIPE_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test-local-stand-in',
        OPENAI_BASE_URL: fake.openaiBaseURL,
        AI_RECIPE_CACHE_SECONDS: '0',
        AI_RETRY_BASE_DELAY_MS: '200',
        WORKER_CONCURRENCY: '2',
        // A job whose worker lost Redis mid-way is taken over once its lock lapses.
        WORKER_LOCK_MS: '3000',
        COMPLIMENTARY_EMAILS: email,
      },
    });
    for (const stream of [start.stdout!, start.stderr!]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
    }
    const deadline = Date.now() + 90_000;
    while (!output.some((l) => l.includes('Mijote est prêt'))) {
      if (start.exitCode !== null) throw new Error(`npm start exited (${start.exitCode}):\n${output.join('\n')}`);
      if (Date.now() > deadline) throw new Error(`npm start was not ready within 90 s:\n${output.join('\n')}`);
      await sleep(200);
    }

    // Sign-up answers the same for any address; the password then signs the new account in.
    expect((await call('/api/auth/sign-up', { body: { email, password: PASSWORD, firstName: 'Panne', lastName: 'Test' } })).status).toBe(202);
    const signedIn = await call('/api/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    token = signedIn.body.accessToken;
    expect((await call('/api/preferences', { method: 'PUT', body: { dietaryRestrictions: ['none'] } })).status).toBe(200);
    expect((await call('/api/shopping-items', { body: { name: 'Lait' } })).status).toBe(201);
    childrenAtStart = childPids(start.pid!);
  }, 360_000);

  afterAll(async () => {
    if (start && start.exitCode === null) {
      start.kill('SIGTERM');
      await once(start, 'exit');
    }
    await redisLink?.close();
    await pgLink?.close();
    await fake?.close();
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; headers: Headers; body: any }> {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  /** Generations queued (and some started) before the outage. */
  async function generationsInFlight(count: number): Promise<string[]> {
    const before = fake.requests.length;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await call('/api/recipes/generate', { body: { dishType: 'plat', mode: 'preferences', regenerate: true } });
      expect(res.status).toBe(202);
      ids.push(res.body.jobId);
    }
    for (let i = 0; i < 200 && fake.requests.length === before; i++) await sleep(25);
    expect(fake.requests.length).toBeGreaterThan(before);
    return ids;
  }

  /** Polls a signed-in data route for the length of the outage: every answer a French 503 with Retry-After. */
  async function unavailableFor(ms: number): Promise<number> {
    const end = Date.now() + ms;
    let answers = 0;
    while (Date.now() < end) {
      const res = await call('/api/shopping-items');
      expect({ status: res.status, body: res.body }).toEqual({
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service indisponible' },
      });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      answers++;
      await sleep(1_000);
    }
    return answers;
  }

  async function backWithin(ms: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const res = await call('/api/shopping-items');
      if (res.status === 200) {
        expect(JSON.stringify(res.body)).toContain('Lait');
        return Date.now() - started;
      }
      if (Date.now() - started > ms) throw new Error(`still ${res.status} ${Date.now() - started} ms after the service came back`);
      await sleep(100);
    }
  }

  async function allCompleted(ids: string[]): Promise<void> {
    for (const id of ids) {
      const deadline = Date.now() + 90_000;
      let status = '';
      while (status !== 'completed') {
        status = (await call(`/api/recipes/jobs/${id}`)).body?.status;
        if (status === 'failed') throw new Error(`job ${id} failed: ${JSON.stringify((await call(`/api/recipes/jobs/${id}`)).body)}`);
        if (Date.now() > deadline) throw new Error(`job ${id} still ${status} after 90 s`);
        await sleep(250);
      }
    }
  }

  it('Redis away for 10 s: 503 + Retry-After meanwhile, full service within 5 s after, no job lost', async () => {
    const jobs = await generationsInFlight(4);
    await redisLink.cut();
    expect(await unavailableFor(10_000)).toBeGreaterThanOrEqual(5);
    await redisLink.restore();
    const back = await backWithin(5_000);
    console.log(`Redis outage: service back ${back} ms after Redis returned`);
    await allCompleted(jobs);
  });

  it('PostgreSQL away for 15 s: 503 + Retry-After meanwhile, full service within 5 s after, no job lost', async () => {
    const jobs = await generationsInFlight(4);
    await pgLink.cut();
    expect(await unavailableFor(15_000)).toBeGreaterThanOrEqual(7);
    await pgLink.restore();
    const back = await backWithin(5_000);
    console.log(`PostgreSQL outage: service back ${back} ms after PostgreSQL returned`);
    await allCompleted(jobs);
  });

  it('no process died: the supervisor still runs the API and the worker it started', () => {
    expect(start.exitCode).toBeNull();
    expect(childrenAtStart).toHaveLength(2);
    expect(childPids(start.pid!)).toEqual(childrenAtStart);
    expect(output.filter((l) => l.includes("s'est arrêté"))).toEqual([]);
  });
});
