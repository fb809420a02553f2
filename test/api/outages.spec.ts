import { ERROR_TABLE } from '../../apps/api/src/common/error-table';
import { createTestApp, cuttableLink, eventually, startTestWorker, subscribedUser, type CuttableLink, type TestApp } from '#testing';

// PostgreSQL and Redis taken away for a while (at the network, behind a relay), with the API and a
// worker running: users get a brief French "Service indisponible" with Retry-After, no process
// dies (an unhandled rejection would fail this suite), service is back within seconds, and the
// jobs queued before the outage all finish.
const viaLink = (url: string, link: CuttableLink) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(link.port);
  return u.toString();
};

describe('outages of Redis and PostgreSQL', () => {
  let redisLink: CuttableLink;
  let pgLink: CuttableLink;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const pg = new URL(process.env.DATABASE_URL!);
    redisLink = await cuttableLink({ host: redis.hostname, port: Number(redis.port || 6379) });
    pgLink = await cuttableLink({ host: pg.hostname, port: Number(pg.port || 5432) });
    env.REDIS_URL = viaLink(redis.toString(), redisLink);
    env.DATABASE_URL = viaLink(pg.toString(), pgLink);
    env.AI_RETRY_BASE_DELAY_MS = '200';
  });
  let t: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  beforeAll(async () => {
    t = await createTestApp(env);
    worker = await startTestWorker(env);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await redisLink.close();
    await pgLink.close();
  });

  const unavailable = async (path: string, auth: Record<string, string>) => {
    const res = await t.http().get(path).set(auth);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service indisponible' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };
  const backWithin = async (ms: number, path: string, auth: Record<string, string>) => {
    const started = Date.now();
    await eventually(async () => expect((await t.http().get(path).set(auth)).status).toBe(200), ms);
    return Date.now() - started;
  };

  it('Redis away for 10 s: 503 meanwhile, back within 5 s, no job lost', async () => {
    const u = await subscribedUser(t);
    const jobs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'plat', mode: 'preferences', regenerate: true }).expect(202);
      jobs.push(res.body.jobId);
    }
    // The queues, the workers and the socket adapter have listeners for their connections' errors:
    // nothing printed as an unhandled 'error' event, stack and all, at each reconnection attempt.
    const printed = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
    await redisLink.cut();
    const outage = Date.now();
    await unavailable('/api/shopping-items', u.auth);
    await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (Date.now() - outage))));
    await unavailable('/api/shopping-items', u.auth);
    await redisLink.restore();
    expect(await backWithin(5_000, '/api/shopping-items', u.auth)).toBeLessThan(5_000);
    // A job whose worker lost Redis mid-way is taken over once its lock lapses (WORKER_LOCK_MS).
    for (const id of jobs) {
      await eventually(async () => expect((await t.http().get(`/api/recipes/jobs/${id}`).set(u.auth).expect(200)).body.status).toBe('completed'), 75_000);
    }
    const lines = printed.flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' ')));
    printed.forEach((spy) => spy.mockRestore());
    expect(lines.filter((line) => /ECONNREFUSED|Unhandled error|could not renew lock|missing 'error' handler/.test(line))).toEqual([]);
  }, 150_000);

  it('PostgreSQL away for 15 s: 503 meanwhile, back within 5 s', async () => {
    const u = await subscribedUser(t);
    await t.http().post('/api/shopping-items').set(u.auth).send({ name: 'Lait' }).expect(201);
    await pgLink.cut();
    const outage = Date.now();
    await unavailable('/api/shopping-items', u.auth);
    // The health check names what is down, with the error table's code and French message.
    const health = await t.http().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ statusCode: 503, code: 'UNHEALTHY', message: ERROR_TABLE.UNHEALTHY.message, database: 'down', redis: 'up' });
    await new Promise((r) => setTimeout(r, Math.max(0, 15_000 - (Date.now() - outage))));
    await unavailable('/api/shopping-items', u.auth);
    await pgLink.restore();
    expect(await backWithin(5_000, '/api/shopping-items', u.auth)).toBeLessThan(5_000);
    const list = await t.http().get('/api/shopping-items').set(u.auth).expect(200);
    expect(JSON.stringify(list.body)).toContain('Lait');
  });
});
