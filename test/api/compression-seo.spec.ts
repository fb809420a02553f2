import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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

// A built web app as the build leaves it: each large file beside its brotli and gzip copies.
describe('precompressed web files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mijote-web-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('Mijote '.repeat(400))});`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mijote</title>');
  for (const [name, body] of [['assets/index-AbC123.js', script], ['manifest.webmanifest', JSON.stringify({ name: 'Mijote '.repeat(200) })]]) {
    writeFileSync(join(dir, name), body);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
  }
  const t = useTestStack({ env: { WEB_DIST_DIR: dir } });

  it('sends a hashed asset as its brotli copy, cached for a year as immutable', async () => {
    const res = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The brotli file's own length: the copy made at build, not one compressed on the fly (chunked).
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(res.text).toBe(script);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('falls back to the gzip copy, and to the file itself for a client that takes neither', async () => {
    const gz = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(script);
    const plain = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('serves root files precompressed too, revalidated within the hour, and still the SPA for pages', async () => {
    const manifest = await t.http().get('/manifest.webmanifest').set('Accept-Encoding', 'br').expect(200);
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    const page = await t.http().get('/dashboard/shopping').expect(200);
    expect(page.text).toContain('<title>Mijote</title>');
    await t.http().get('/assets/missing-123.js').expect(404);
  });
});
