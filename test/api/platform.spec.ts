import { COMMON_MESSAGES, RECIPE_MESSAGES } from '#contracts';
import type { Redis } from 'ioredis';
import { REDIS, heartbeatKey, redisKey } from '#redis';
import { JobQueue, QueueName, jobRequestId } from '#queue';
import { newSignUp, startTestWorker, subscribedUser, useTestStack, waitForEmail } from '#testing';

describe('platform endpoints: dev outbox, OpenAPI, French validation', () => {
  const t = useTestStack();

  it('shows the e-mails sent without SMTP on the dev outbox page, links included', async () => {
    const body = newSignUp();
    await t.http().post('/api/auth/sign-up').send(body).expect(202);
    await waitForEmail(body.email, (m) => m.subject === 'Confirmez votre adresse email');
    const page = await t.http().get('/api/dev/outbox/page').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain("Boîte d'envoi de développement");
    expect(page.text).toContain(body.email);
    expect(page.text).toMatch(/<a href="http[^"]+\/auth\/email-confirmation\?token=/);
  });

  it('publishes the OpenAPI description of the API', async () => {
    const docs = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-in', '/api/shopping-items', '/api/recipes/generate', '/api/households/invitations']),
    );
  });

  it('names every request: a sane X-Request-Id is kept, anything else replaced by a new id', async () => {
    const kept = await t.http().get('/api/health/live').set('X-Request-Id', 'proxy-1234abcd').expect(200);
    expect(kept.headers['x-request-id']).toBe('proxy-1234abcd');
    const made = await t.http().get('/api/health/live').set('X-Request-Id', 'a b<script>').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.http().get('/api/health/live').expect(200);
    expect(other.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });

  it("sends helmet's security headers on API answers, refusals included, and never X-Powered-By", async () => {
    const u = await subscribedUser(t);
    const answers = [
      await t.http().get('/api/shopping-items').set(u.auth).expect(200),
      await t.http().get('/api/shopping-items').expect(401),
      await t.http().get('/api/health/live').set('Accept-Encoding', 'identity').expect(200),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("form-action 'self' https://checkout.stripe.com https://billing.stripe.com");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("keeps a household's answers out of every cache: no-store and no ETag, the web app's files keeping theirs", async () => {
    const u = await subscribedUser(t);
    for (const res of [await t.http().get('/api/shopping-items').set(u.auth).expect(200), await t.http().get('/api/shopping-items').expect(401)]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    const robots = await t.http().get('/robots.txt').expect(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("carries the request's id into the jobs it enqueues, for the worker's log line", async () => {
    const u = await subscribedUser(t);
    const res = await t.http().post('/api/recipes/generate').set(u.auth).set('X-Request-Id', 'ha-script-0001').send({ dishType: 'plat', mode: 'preferences' }).expect(202);
    expect(res.headers['x-request-id']).toBe('ha-script-0001');
    const found = await t.app.get(JobQueue).jobWithState(QueueName.RecipeGeneration, res.body.jobId);
    expect(jobRequestId(found!.job.data)).toBe('ha-script-0001');
    // A job enqueued outside any request (a schedule) carries none.
    const other = await t.app.get(JobQueue).enqueue(QueueName.Notifications, { userId: u.user.id, type: 'info', title: 'x', message: 'y' } as never);
    expect(jobRequestId(other.data)).toBeUndefined();
    await other.remove().catch(() => undefined);
  });

  it('separates liveness from readiness', async () => {
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = (await t.http().get('/api/health/ready').expect(200)).body;
    expect(ready).toMatchObject({ status: 'ok', database: 'up', redis: 'up', worker: 'up' });
    expect(ready.workers).toBeGreaterThanOrEqual(1);
  });

  it("sends to Redis in one write the commands a turn of the event loop issues (the requests' session look-ups, a write's live update)", async () => {
    const redis = t.app.get<Redis>(REDIS);
    const key = redisKey('pipelined', 'probe');
    const answers = Promise.all([redis.set(key, '1'), redis.exists(key), redis.publish(redisKey('pipelined', 'channel'), 'x'), redis.del(key)]);
    // Queued, not written: they leave together once this turn ends (issue 14: one system call, one
    // Redis wake-up, not four).
    expect(redis.autoPipelineQueueSize).toBe(4);
    expect(await answers).toEqual(['OK', 1, 0, 1]);
    expect(redis.autoPipelineQueueSize).toBe(0);
  });

  it('refuses an unknown generation mode with its French message', async () => {
    const u = await subscribedUser(t);
    const res = await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'plat', mode: 'magie' }).expect(400);
    expect(res.body.message).toBe(RECIPE_MESSAGES.modeInvalid);
    const bad = await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'plat', mode: 'fridge', exclude: 'x' }).expect(400);
    expect(bad.body.message).toBe(COMMON_MESSAGES.invalidRequest);
  });
});

describe("the worker's heartbeat", () => {
  const t = useTestStack({ worker: false });

  it('is renewed in Redis while a worker runs, read by readiness, and gone when the worker stops', async () => {
    const redis = t.app.get<Redis>(REDIS);
    // Other suites' workers may share this Redis prefix in a parallel run: only this one's key counts here.
    const worker = await startTestWorker();
    expect(await redis.exists(heartbeatKey())).toBe(1);
    expect(await redis.ttl(heartbeatKey())).toBeGreaterThan(0);
    const ready = (await t.http().get('/api/health/ready').expect(200)).body;
    expect(ready).toMatchObject({ worker: 'up' });
    expect(ready.workers).toBeGreaterThanOrEqual(1);
    await worker.stop();
    expect(await redis.exists(heartbeatKey())).toBe(0);
    // Still ready: the API serves without workers.
    await t.http().get('/api/health/ready').expect(200);
  });
});

describe('dev outbox in production', () => {
  const t = useTestStack({ worker: false, env: { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'x'.repeat(48), BILLING_MODE: 'demo' } });

  it('does not exist', async () => {
    await t.http().get('/api/dev/outbox').expect(404);
    await t.http().get('/api/dev/outbox/page').expect(404);
  });
});
