import { ALL_QUEUES } from '#queue';
import { createTestApp, type TestApp } from '#testing';

describe('Bull Board', () => {
  it('throttles guessing: 10 wrong logins from an address, then 429 with Retry-After', async () => {
    const t = await createTestApp({ BULL_BOARD_USER: 'chef', BULL_BOARD_PASSWORD: 'mot-de-passe-long', REDIS_PREFIX: `${process.env.REDIS_PREFIX}:board` });
    try {
      for (let i = 0; i < 10; i++) await t.http().get('/admin/queues').auth('chef', `faux-${i}`).expect(401);
      const blocked = await t.http().get('/admin/queues').auth('chef', 'mot-de-passe-long').expect(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.body.message).toBe('Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.');
    } finally {
      await t.close();
    }
  });

  it('is off without credentials', async () => {
    const t = await createTestApp();
    try {
      await t.http().get('/admin/queues').expect(404);
    } finally {
      await t.close();
    }
  });

  describe('with BULL_BOARD_USER and BULL_BOARD_PASSWORD', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ BULL_BOARD_USER: 'chef', BULL_BOARD_PASSWORD: 'mot-de-passe-long' });
    });
    afterAll(() => t.close());

    it('asks for basic auth and refuses wrong credentials', async () => {
      const none = await t.http().get('/admin/queues').expect(401);
      expect(none.headers['www-authenticate']).toMatch(/^Basic/);
      await t.http().get('/admin/queues').auth('chef', 'faux').expect(401);
    });

    it('is never framed by another page', async () => {
      const page = await t.http().get('/admin/queues').auth('chef', 'mot-de-passe-long').expect(200);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('lists every queue for the right credentials', async () => {
      const page = await t.http().get('/admin/queues').auth('chef', 'mot-de-passe-long').expect(200);
      expect(page.text).toContain('<html');
      const api = await t.http().get('/admin/queues/api/queues').auth('chef', 'mot-de-passe-long').expect(200);
      const names = (api.body.queues as { name: string }[]).map((q) => q.name).sort();
      expect(names).toEqual([...ALL_QUEUES].sort());
    });
  });
});
