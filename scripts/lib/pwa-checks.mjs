// The checks Lighthouse's PWA category made (it was removed in Lighthouse 12), run with
// playwright-core's Chromium against a served build: `npm run bench:web` prints them, and the
// phone companion's browser test asserts them against the API serving dist/web.
//   - installable: the page links a manifest Chromium parses without errors, with a name, a
//     start_url, a standalone display, 192 and 512 PNG icons ('any' and 'maskable') of the sizes
//     they declare, and Chromium reports no installability error;
//   - an apple-touch-icon and a theme colour;
//   - a service worker controls the start_url;
//   - the start_url answers 200 offline (from the worker).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height, read from its IHDR chunk; null when the bytes are no PNG. */
export function pngSize(bytes) {
  const buf = Buffer.from(bytes);
  if (buf.length < 24 || !buf.subarray(0, 8).equals(PNG_SIGNATURE) || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

const purposesOf = (icon) => (icon.purpose ?? 'any').split(/\s+/);

/** Each PNG icon of the manifest fetched, with the size it declares and the size it has. */
export async function manifestIcons(manifest, manifestUrl) {
  const icons = [];
  for (const icon of manifest.icons ?? []) {
    const url = new URL(icon.src, manifestUrl).href;
    const res = await fetch(url);
    const bytes = res.ok ? new Uint8Array(await res.arrayBuffer()) : new Uint8Array();
    const size = pngSize(bytes);
    icons.push({ src: icon.src, url, status: res.status, declared: icon.sizes, purposes: purposesOf(icon), type: icon.type, actual: size ? `${size.width}x${size.height}` : null });
  }
  return icons;
}

/** Whether the icons include a PNG of this size for this purpose, of the size it declares. */
const hasIcon = (icons, size, purpose) =>
  icons.some((i) => i.status === 200 && i.declared === `${size}x${size}` && i.actual === i.declared && i.purposes.includes(purpose));

/**
 * Runs the checks in a fresh browser context on `baseUrl`. `installPath` is a page that registers
 * the service worker (Mijote registers it from /app and the dashboard, never from the landing page).
 * Returns [{ name, ok, detail }].
 */
export async function pwaChecks(browser, baseUrl, { installPath = '/app', timeoutMs = 20_000 } = {}) {
  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok: Boolean(ok), detail });
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await page.goto(installPath, { waitUntil: 'load' });
    const head = await page.evaluate(() => ({
      manifest: document.querySelector('link[rel="manifest"]')?.href ?? null,
      apple: document.querySelector('link[rel="apple-touch-icon"]')?.href ?? null,
      theme: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
    }));
    let manifest = null;
    if (head.manifest) {
      const res = await fetch(head.manifest);
      manifest = res.ok ? await res.json().catch(() => null) : null;
    }
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest').catch(() => ({ errors: [{ message: 'no manifest' }] }));
    const manifestErrors = (parsed.errors ?? []).filter((e) => e.critical !== 0 || /required|invalid/i.test(e.message)).map((e) => e.message);
    check('manifest linked and valid', manifest && manifestErrors.length === 0, head.manifest ? manifestErrors.join('; ') : 'no <link rel="manifest">');

    const icons = manifest ? await manifestIcons(manifest, head.manifest) : [];
    const wrong = icons.filter((i) => i.type === 'image/png' && (i.status !== 200 || i.actual !== i.declared));
    const missing = [192, 512].flatMap((s) => ['any', 'maskable'].filter((p) => !hasIcon(icons, s, p)).map((p) => `${s} ${p}`));
    check(
      'manifest icons 192 and 512, any and maskable, of their declared sizes',
      manifest && missing.length === 0 && wrong.length === 0,
      [missing.length ? `missing ${missing.join(', ')}` : '', ...wrong.map((i) => `${i.src}: ${i.status} ${i.actual ?? 'not a PNG'} (declares ${i.declared})`)].filter(Boolean).join('; '),
    );
    const startUrl = manifest?.start_url ? new URL(manifest.start_url, head.manifest).href : null;
    check(
      'manifest name, start_url and standalone display',
      manifest?.name && manifest?.short_name && startUrl?.startsWith(new URL(baseUrl).origin) && ['standalone', 'fullscreen', 'minimal-ui'].includes(manifest?.display),
      startUrl ? `start_url ${new URL(startUrl).pathname}, display ${manifest.display}` : 'no start_url',
    );
    let apple = null;
    if (head.apple) {
      const res = await fetch(head.apple);
      apple = res.ok ? pngSize(new Uint8Array(await res.arrayBuffer())) : null;
    }
    check('apple-touch-icon (180x180 PNG)', apple?.width === 180 && apple?.height === 180, apple ? `${apple.width}x${apple.height}` : head.apple ? 'not a PNG' : 'no <link rel="apple-touch-icon">');
    check('theme colour', head.theme || manifest?.theme_color, head.theme ?? manifest?.theme_color ?? 'none');

    const { installabilityErrors = [] } = await cdp.send('Page.getInstallabilityErrors').catch(() => ({ installabilityErrors: [{ errorId: 'unknown' }] }));
    // Playwright's contexts are incognito windows, where Chromium never offers to install anyway.
    const blocking = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    check('installable (Chromium reports no installability error)', blocking.length === 0, blocking.join(', '));

    const scope = await page
      .evaluate((ms) => Promise.race([navigator.serviceWorker.ready.then((r) => r.scope), new Promise((r) => setTimeout(() => r(null), ms))]), timeoutMs)
      .catch(() => null);
    let controller = null;
    if (scope && startUrl) {
      await page.goto(startUrl, { waitUntil: 'load' });
      controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    }
    check('a service worker controls the start_url', controller && startUrl.startsWith(scope), controller ? `${new URL(controller).pathname}, scope ${new URL(scope).pathname}` : scope ? 'the start_url is not controlled' : 'no service worker registered');

    let offline = null;
    if (startUrl) {
      await context.setOffline(true);
      offline = await page.goto(startUrl, { waitUntil: 'load' }).then((r) => r?.status() ?? null, (err) => String(err).split('\n')[0]);
      await context.setOffline(false);
    }
    check('start_url answers 200 offline', offline === 200, offline === null ? 'not tried' : String(offline));
  } finally {
    await context.close();
  }
  return checks;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/**
 * dist/web served as the API serves it in production (files, the SPA's index.html for any other
 * GET, /api answered 404 here): enough for the checks, without Postgres or Redis.
 */
export function serveWebDist(dir, host = '127.0.0.1') {
  const index = join(dir, 'index.html');
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (/^\/(api|socket\.io|admin)(\/|$)/.test(path)) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"statusCode":404}');
      return;
    }
    const file = join(dir, normalize(path).replace(/^([/\\])+/, ''));
    const isFile = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : index;
    const noCache = !isFile || /[\\/](sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|index\.html)$/.test(target);
    res.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream', 'Cache-Control': noCache ? 'no-cache' : 'max-age=3600' });
    createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, host, () => {
      const { port } = server.address();
      resolve({ url: `http://${host}:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
