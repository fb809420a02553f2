// Lighthouse mobile (its default preset: a mid-range phone, simulated slow 4G and 4× CPU) against
// the built app as production serves it: the built API with NODE_ENV=production on a database of
// its own, serving dist/web with its brotli/gzip copies and cache headers. The landing page as a
// first-time visitor sees it, and the dashboard of a confirmed member with some data in the fridge,
// the shopping list and the week's planning. Used by `npm run bench:web`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { cleanUpBench } from './bench-cleanup.mjs';
import { PASSWORD, benchRun, buildServerUnlessSkipped, confirmedSignUp, jsonClient, serverEntry } from './bench-app.mjs';
import { ROOT } from './local-env.mjs';
import { randomFreePort, waitForHttp } from './net.mjs';
import { Supervisor } from './processes.mjs';

/** The targets of issue 14; SEO only counts for public pages. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const PAGES = [
  { name: 'landing', path: '/', categories: ['performance', 'accessibility', 'best-practices', 'seo'], signedIn: false },
  { name: 'dashboard', path: '/dashboard', categories: ['performance', 'accessibility', 'best-practices'], signedIn: true },
];

const isoDay = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A dashboard with something on it: fridge items (some about to expire), a shopping list, meals this week. */
async function seedHousehold(json, token) {
  const fridge = ['Tomates', 'Courgettes', 'Lait', 'Yaourts nature', 'Beurre', 'Gruyère', 'Oeufs', 'Poulet', 'Carottes', 'Épinards', 'Crème', 'Jambon'];
  for (const [i, name] of fridge.entries()) {
    await json('/api/inventory-items', { method: 'POST', body: JSON.stringify({ name, quantity: 1 + (i % 4), expirationDate: isoDay(i - 1) }) }, token);
  }
  for (const name of ['Pain', 'Pommes', 'Riz', 'Pâtes', 'Huile d’olive', 'Oignons', 'Farine', 'Sucre']) {
    await json('/api/shopping-items', { method: 'POST', body: JSON.stringify({ name }) }, token);
  }
  for (let day = 0; day < 5; day++) {
    const meal = { recipeTitle: `Gratin ${day + 1}`, date: isoDay(day), time: '19:00', servings: 4, type: 'plat', ingredients: ['2 courgettes', '100 g de gruyère'] };
    await json('/api/planned-meals', { method: 'POST', body: JSON.stringify(meal) }, token);
  }
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Runs Lighthouse `runs` times on each page (interleaved) and returns, per page, the median score of
 * each category, the median metrics and the audits that cost points in the median-performance run.
 * Throws with a reason when the app cannot be started.
 */
export async function lighthouseFigures({ runs = 3, log = () => {} } = {}) {
  buildServerUnlessSkipped('bench:web');
  const run = await benchRun(['lighthouse']);
  const port = await randomFreePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...run.env, PORT: String(port), APP_ORIGIN: base };
  const lastLines = [];
  const supervisor = new Supervisor({
    sink: (_name, line) => lastLines.push(line) > 20 && lastLines.shift(),
    onUnexpectedExit: (name, code) => log(`${name} exited (${code})\n${lastLines.join('\n')}`),
  });
  const profile = mkdtempSync(join(tmpdir(), 'mijote-lighthouse-'));
  let context;
  try {
    supervisor.spawn('api', process.execPath, [serverEntry('api')], { env, cwd: ROOT });
    await waitForHttp(`${base}/api/health`, { timeoutMs: 60_000 });
    const json = jsonClient(base);
    const token = await confirmedSignUp(json, env, run.emails[0], 'Léa');
    await seedHousehold(json, token);

    // One Chromium for both: Lighthouse drives it through its debugging port, in the default
    // (persistent) context, where the member's session cookies are set by signing in.
    const debuggingPort = await randomFreePort();
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });

    const results = Object.fromEntries(PAGES.map((p) => [p.name, []]));
    for (let i = 0; i < runs; i++) {
      for (const page of PAGES) {
        if (page.signedIn) {
          // A cold start like Lighthouse's own (no HTTP cache, no service worker, no site storage),
          // but signed in: the refresh cookie (httpOnly) and its readable hint, as a browser that
          // signed in earlier holds them. Lighthouse must then keep the storage it finds.
          const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage,indexeddb,local_storage' });
          await cdp.detach();
          const res = await context.request.post(`${base}/api/auth/sign-in`, { data: { email: run.emails[0], password: PASSWORD } });
          if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
        } else {
          await context.clearCookies();
        }
        const flags = {
          port: debuggingPort,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: page.categories,
          disableStorageReset: page.signedIn,
        };
        // Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART…): one more try.
        let { lhr } = await lighthouse(`${base}${page.path}`, flags);
        if (lhr.runtimeError) {
          log(`${page.name}: ${lhr.runtimeError.code}, run again`);
          ({ lhr } = await lighthouse(`${base}${page.path}`, flags));
        }
        if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
        if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) log(`${page.name}: Lighthouse ended on ${lhr.finalDisplayedUrl}`);
        results[page.name].push(lhr);
        if (process.env.BENCH_WEB_LHR_DIR) writeFileSync(join(process.env.BENCH_WEB_LHR_DIR, `${page.name}-${i + 1}.json`), JSON.stringify(lhr));
        log(`${page.name} run ${i + 1}/${runs}: performance ${Math.round(lhr.categories.performance.score * 100)}`);
      }
    }
    return PAGES.map((page) => summarise(page, results[page.name]));
  } finally {
    await context?.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
    await supervisor.stopAll();
    await cleanUpBench(run.services, run.database, env.REDIS_PREFIX);
  }
}

const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];

function summarise(page, lhrs) {
  const scores = Object.fromEntries(page.categories.map((c) => [c, median(lhrs.map((l) => Math.round((l.categories[c]?.score ?? 0) * 100)))]));
  const metrics = METRICS.map(([id, label, unit]) => ({ label, unit, value: median(lhrs.map((l) => l.audits[id]?.numericValue ?? NaN)) }));
  // The audits that cost points, from the run whose performance is the median one.
  const byPerf = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = byPerf[Math.floor(byPerf.length / 2)];
  const flagged = [];
  for (const c of page.categories) {
    for (const ref of lhr.categories[c].auditRefs) {
      const audit = lhr.audits[ref.id];
      const counts = ref.weight > 0 || /^(unused-javascript|render-blocking-resources|render-blocking-insight|legacy-javascript|uses-text-compression|font-display)/.test(ref.id);
      if (!counts || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
      flagged.push({ category: c, id: ref.id, title: audit.title, detail: audit.displayValue ?? '' });
    }
  }
  return { name: page.name, runs: lhrs.length, scores, metrics, flagged };
}
