#!/usr/bin/env node
// `npm run bench:web`: builds the web app, then prints the gzip size of the JavaScript and CSS a
// first visit to the landing page downloads (what index.html references: its scripts, module
// preloads and stylesheets; lazy routes are not counted), against the 100 KiB budget. Then the
// checks Lighthouse's PWA category made before Lighthouse 12 removed it (installable manifest with
// its icons, a service worker controlling the start_url, the start_url answering 200 offline),
// run in Chromium (CHROMIUM_PATH, /usr/bin/chromium by default) against dist/web, pass or fail.
// Then Lighthouse mobile on the landing page and the signed-in dashboard, the built app served as
// production serves it (scripts/lib/lighthouse-run.mjs), median of 3 runs (`--lighthouse-runs N`;
// 0 skips it), beside the targets. BENCH_WEB_LHR_DIR=<dir> keeps each run's Lighthouse report there
// (<page>-<run>.json), to see where a page's time goes.
// A benchmark, not a test: it always exits 0. `--skip-build` measures the existing dist/web and
// the existing server build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, toolBin } from './lib/local-env.mjs';
import { pwaChecks, serveWebDist } from './lib/pwa-checks.mjs';
import { numberArg } from './lib/bench-app.mjs';
import { LIGHTHOUSE_TARGETS, lighthouseFigures } from './lib/lighthouse-run.mjs';

const BUDGET_KIB = 100;
const WEB_DIST = join(ROOT, 'dist', 'web');

if (!process.argv.includes('--skip-build')) {
  const build = spawnSync(process.execPath, [toolBin('vite', 'bin/vite.js'), 'build', '--config', 'apps/web/vite.config.mts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.log(`bench:web: the web build failed (exit ${build.status}); no figures.`);
    process.exit(0);
  }
}

const indexFile = join(WEB_DIST, 'index.html');
if (!existsSync(indexFile)) {
  console.log('bench:web: dist/web/index.html is missing; run without --skip-build.');
  process.exit(0);
}
const html = readFileSync(indexFile, 'utf8');

/** Same-origin asset URLs from the tags a browser fetches before the landing page can run. */
function landingAssets(source) {
  const assets = new Set();
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
  for (const [tag] of source.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) assets.add(src);
  }
  for (const [tag] of source.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (href && (rel.includes('stylesheet') || rel.includes('modulepreload'))) assets.add(href);
  }
  // Only what we serve: a CDN URL would not be ours to budget.
  return [...assets].filter((url) => !/^[a-z]+:\/\//i.test(url) && !url.startsWith('//'));
}

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const rows = landingAssets(html).map((url) => {
  const file = join(WEB_DIST, url.replace(/^\//, '').split(/[?#]/)[0]);
  if (!existsSync(file)) return { url, missing: true, raw: 0, gzip: 0 };
  const content = readFileSync(file);
  return { url, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
});

const kind = (url) => (url.endsWith('.css') ? 'css' : 'js');
console.log('\nLanding page, first visit (gzip -9)');
console.log(`${'file'.padEnd(48)} ${'raw KiB'.padStart(7)} ${'gzip KiB'.padStart(8)}`);
for (const r of rows) console.log(`${r.url.padEnd(48)} ${kib(r.raw)} ${r.missing ? '   missing' : ` ${kib(r.gzip)}`}`);
const sum = (list) => list.reduce((n, r) => n + r.gzip, 0);
const js = sum(rows.filter((r) => kind(r.url) === 'js'));
const css = sum(rows.filter((r) => kind(r.url) === 'css'));
const total = js + css;
console.log('-'.repeat(65));
console.log(`JS ${kib(js).trim()} KiB + CSS ${kib(css).trim()} KiB = ${kib(total).trim()} KiB gzip, budget ${BUDGET_KIB} KiB: ${total / 1024 <= BUDGET_KIB ? 'within budget' : `OVER by ${(total / 1024 - BUDGET_KIB).toFixed(1)} KiB`}\n`);

console.log('PWA checks (Lighthouse 11 PWA category, in Chromium against dist/web)');
let served;
let browser;
try {
  served = await serveWebDist(WEB_DIST);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const checks = await pwaChecks(browser, served.url);
  for (const c of checks) console.log(`${c.ok ? 'pass' : 'FAIL'}  ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log('-'.repeat(65));
  console.log(`${checks.length - failed}/${checks.length} PWA checks pass${failed ? `, ${failed} FAIL` : ''}\n`);
} catch (err) {
  console.log(`bench:web: the PWA checks could not run (${err instanceof Error ? err.message.split('\n')[0] : err}).\n`);
} finally {
  await browser?.close();
  await served?.close();
}

const LIGHTHOUSE_RUNS = numberArg('--lighthouse-runs', 3);
if (LIGHTHOUSE_RUNS > 0) {
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile (default preset: simulated slow 4G, 4× CPU), built app with NODE_ENV=production, median of ${LIGHTHOUSE_RUNS}`);
  try {
    const pages = await lighthouseFigures({ runs: LIGHTHOUSE_RUNS, log: (line) => console.log(`  … ${line}`) });
    const categories = Object.keys(LIGHTHOUSE_TARGETS);
    console.log(`${'page'.padEnd(11)}${categories.map((c) => c.padStart(16)).join('')}`);
    for (const page of pages) {
      const cell = (c) => {
        const score = page.scores[c];
        if (score === undefined) return '—'.padStart(16);
        return `${score} ${score >= LIGHTHOUSE_TARGETS[c] ? 'ok' : `< ${LIGHTHOUSE_TARGETS[c]}`}`.padStart(16);
      };
      console.log(`${page.name.padEnd(11)}${categories.map(cell).join('')}`);
    }
    console.log(`targets: performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility, best practices and SEO (public pages) ${LIGHTHOUSE_TARGETS.seo}`);
    for (const page of pages) {
      const metrics = page.metrics.map((m) => `${m.label} ${m.unit === 'ms' ? `${Math.round(m.value)} ms` : m.value.toFixed(3)}`).join(' · ');
      console.log(`${page.name}: ${metrics}`);
      for (const f of page.flagged) console.log(`  ${f.category}: ${f.title}${f.detail ? ` (${f.detail})` : ''} [${f.id}]`);
    }
    const met = pages.every((p) => Object.entries(p.scores).every(([c, s]) => s >= LIGHTHOUSE_TARGETS[c]));
    console.log(`${'-'.repeat(65)}\n${met ? 'every Lighthouse target met' : 'NOT every Lighthouse target met'}\n`);
  } catch (err) {
    console.log(`bench:web: Lighthouse could not run (${err instanceof Error ? err.message.split('\n')[0] : err}).\n`);
  }
}
process.exit(0);
