import { PUBLIC_PATHS } from '#contracts';
import { useTestStack } from '#testing';

// What a search engine and a phone on a slow line get: a robots.txt and a sitemap (not the SPA's
// HTML), and compressed answers.
describe('compression, robots.txt and sitemap.xml', () => {
  const t = useTestStack({ env: { APP_ORIGIN: 'https://mijote.example.ch' } });

  it('serves robots.txt that keeps the signed-in app out and points at the sitemap', async () => {
    const res = await t.http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Disallow: /api');
    expect(res.text).toContain('Sitemap: https://mijote.example.ch/sitemap.xml');
  });

  it('serves a sitemap of every public page on the configured origin', async () => {
    const res = await t.http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    for (const path of PUBLIC_PATHS) expect(res.text).toContain(`<loc>https://mijote.example.ch${path}</loc>`);
    expect(res.text).not.toContain('/dashboard');
  });

  it('compresses a large JSON answer for a client that accepts gzip, and not a tiny one', async () => {
    // The client library inflates the body; the header says how it travelled.
    const docs = await t.http().get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(docs.body.info.title).toBe('Mijote API');
    const live = await t.http().get('/api/health/live').set('Accept-Encoding', 'gzip');
    expect(live.headers['content-encoding']).toBeUndefined();
  });
});
