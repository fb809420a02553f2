import { ALL_QUEUES } from '#queue';
import { createTestApp, type TestApp } from '#testing';

describe('Bull Board', () => {
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

    it('lists every queue for the right credentials', async () => {
      const page = await t.http().get('/admin/queues').auth('chef', 'mot-de-passe-long').expect(200);
      expect(page.text).toContain('<html');
      const api = await t.http().get('/admin/queues/api/queues').auth('chef', 'mot-de-passe-long').expect(200);
      const names = (api.body.queues as { name: string }[]).map((q) => q.name).sort();
      expect(names).toEqual([...ALL_QUEUES].sort());
    });
  });
});
