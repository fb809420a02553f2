import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Registry } from 'prom-client';
import { METRICS_REGISTRY, MetricsEndpoint } from '#metrics';
import { ALL_QUEUES, DEPTH_STATES, JobQueue, QueueName } from '#queue';
import { createTestApp, eventually, startTestWorker, subscribedUser, type TestApp } from '#testing';

const TOKEN = 'metrics-token-for-tests-0123456789';
const ON = { METRICS_PORT: '0', WORKER_METRICS_PORT: '0', METRICS_TOKEN: TOKEN };

/** The value of one series in a Prometheus text answer (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (m?.[1] === name && wanted.every((w) => m[2]!.split(',').includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('Prometheus metrics', () => {
  let t: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let api: string;
  let workerUrl: string;
  const scrape = (base: string) => request(base).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);

  beforeAll(async () => {
    t = await createTestApp(ON);
    worker = await startTestWorker(ON);
    api = `http://127.0.0.1:${t.app.get(MetricsEndpoint).port}`;
    workerUrl = `http://127.0.0.1:${worker.get(MetricsEndpoint).port}`;
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('answers only Prometheus with the token, on a port of its own', async () => {
    expect(api).not.toMatch(/:undefined$/);
    const anonymous = await request(api).get('/metrics').expect(401);
    expect(anonymous.text).toContain('Jeton de métriques manquant ou invalide');
    await request(api).get('/metrics').set('Authorization', 'Bearer nope').expect(401);
    await request(api).get('/').expect(404);
    const res = await scrape(api);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# TYPE process_cpu_seconds_total counter');
    // Not on the API's own port.
    await t.http().get('/metrics').expect((r) => expect(r.status).not.toBe(200));
  });

  it("times the API's requests by method, route template and status", async () => {
    const u = await subscribedUser(t);
    await t.http().get('/api/health/live').expect(200);
    const id = randomUUID();
    await t.http().patch(`/api/shopping-items/${id}`).set(u.auth).send({ name: 'Lait' }).expect(404);
    const text = (await scrape(api)).text;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health/live', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'PATCH', route: '/api/shopping-items/:id', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'PATCH', route: '/api/shopping-items/:id', status_code: '404', le: '+Inf' })).toBe(1);
    expect(text).not.toContain(id);
  });

  it("gives the queues' depth and the worker's job durations by queue and outcome", async () => {
    const u = await subscribedUser(t);
    const before = (await scrape(workerUrl)).text;
    for (const queue of ALL_QUEUES) {
      for (const state of DEPTH_STATES) expect(sample(before, 'mijote_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
    }
    const done = sample(before, 'mijote_job_duration_seconds_count', { queue: QueueName.Notifications, outcome: 'completed' }) ?? 0;
    await t.app.get(JobQueue).enqueue(QueueName.Notifications, { userId: u.user.id, type: 'info', title: 'Métriques', message: 'Un job mesuré' });
    const after = await eventually(async () => {
      const text = (await scrape(workerUrl)).text;
      if ((sample(text, 'mijote_job_duration_seconds_count', { queue: QueueName.Notifications, outcome: 'completed' }) ?? 0) <= done) throw new Error('not yet');
      return text;
    });
    expect(after).toContain('# TYPE mijote_job_duration_seconds histogram');
    expect(sample(after, 'mijote_job_duration_seconds_sum', { queue: QueueName.Notifications, outcome: 'completed' })).toBeGreaterThan(0);
  });
});

describe('Prometheus metrics off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('opens no port and times nothing', async () => {
    expect(t.app.get(MetricsEndpoint).port).toBeUndefined();
    await t.http().get('/api/health/live').expect(200);
    expect(t.app.get<Registry>(METRICS_REGISTRY).getMetricsAsArray()).toEqual([]);
  });
});
