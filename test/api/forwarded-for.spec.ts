import { createTestApp, type TestApp } from '#testing';

// No TRUSTED_PROXIES (the default): X-Forwarded-For is whatever the caller says, so it must not
// give each request a fresh address in the rate limits' eyes.
describe('a spoofed X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGN_IN_PER_IP: '4', RATE_LIMIT_SIGN_IN_PER_EMAIL: '100', REDIS_PREFIX: `${process.env.REDIS_PREFIX}:xff` });
  });
  afterAll(() => t.close());

  it('does not bypass the per-address limit, from loopback or a private address', async () => {
    const statuses: number[] = [];
    const spoofed = ['127.0.0.2', '10.0.0.1', '192.168.1.7', '203.0.113.1', '::1', '172.16.0.5'];
    for (const [i, ip] of spoofed.entries()) {
      const res = await t.http().post('/api/auth/sign-in').set('X-Forwarded-For', ip).send({ email: `x${i}@example.ch`, password: 'nimporte' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
