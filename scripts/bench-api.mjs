#!/usr/bin/env node
// `npm run bench:api`: the API's hot routes beside what bare Node does with the same work.
// Starts, on a database of its own, the built API (NODE_ENV=production) and scripts/lib/bare-api.mjs
// (node:http + pg + ioredis: the same JWT check with a KeyObject, the same revoked-session and
// access look-ups, the same list SELECT, one UPDATE … RETURNING for the toggle), then loads both
// with autocannon, interleaved (app, bare, app, bare…), 3 repeats, and prints the medians:
//   - GET /api/shopping-items (50 items) and PATCH /api/shopping-items/:id {checked} at 10 and 50
//     connections: req/s and p99 of each, and the ratio app/bare (targets: GET ≥ 0.8, PATCH ≥ 0.7,
//     app p99 < 25 ms at 10 connections);
//   - GET /api/planned-meals for the week a screen shows (50 meals), for a household of 50 meals and
//     one of 5,000 (the range is required: target, the same cost);
//   - start-up to /api/health and heap at rest, app beside bare (targets: < 1.2 s, < 50 MiB).
// Beside each req/s, the CPU time each process spent per request (from /proc): a busy machine
// lowers req/s, hardly the CPU a request costs, so it shows where the gap is even under load.
// A benchmark, not a test: it prints figures and exits 0. `--skip-build` reuses dist/.
// Options: --seconds S per run (default 4), --repeats N (default 3), --profile DIR (a CPU profile of
// the app under load, written there at its exit).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, ensureLocalSecrets } from './lib/local-env.mjs';
import { randomFreePort, waitForHttp } from './lib/net.mjs';
import { BUNDLED_PACKAGES } from './lib/server-entries.mjs';
import { resolveServices } from './lib/services.mjs';
import { buildServerUnlessSkipped, confirmedSignUp, jsonClient, serverEntry } from './lib/bench-app.mjs';
import { cleanUpBench } from './lib/bench-cleanup.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('--seconds', 4);
const REPEATS = arg('--repeats', 3);
const PROFILE_DIR = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : null;

buildServerUnlessSkipped('bench:api');

const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const database = `mijote_bench_${runId}`;
const email = `bench-${runId}@mijote.test`;
const emailLong = `bench-long-${runId}@mijote.test`;
const quiet = () => {};
const services = await resolveServices({ database, log: quiet, sink: quiet });
ensureLocalSecrets();
const [appPort, barePort] = [await randomFreePort(), await randomFreePort()];
const env = {
  ...process.env,
  ...services.env,
  NODE_ENV: 'production',
  BILLING_MODE: 'demo',
  DEV_OUTBOX: 'false',
  APP_ORIGIN: `http://127.0.0.1:${appPort}`,
  LOG_LEVEL: 'warn',
  REDIS_PREFIX: `mijote-bench-${runId}`,
  COMPLIMENTARY_EMAILS: `${email},${emailLong}`,
};
const children = new Set();
const probeFile = (name) => join(tmpdir(), `mijote-bench-${runId}-${name}.json`);

/** Starts a process with the heap probe; resolves once /api/health answers, with the time it took. */
async function start(name, script, port, profile = false) {
  const started = performance.now();
  const profiling = profile && PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  const child = spawn(process.execPath, ['--expose-gc', ...profiling, '--require', join(ROOT, 'scripts/lib/heap-probe.cjs'), script], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HEAP_PROBE_FILE: probeFile(name) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  children.add(child);
  child.on('exit', () => children.delete(child));
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 60_000, intervalMs: 20, abort: () => child.exitCode !== null }).catch((err) => {
    throw new Error(`${name} did not start: ${err.message}\n${stderr}`);
  });
  return { child, startupMs: performance.now() - started };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Heap after a full collection, some seconds after start with no traffic. */
async function heapAtRest(name, child) {
  rmSync(probeFile(name), { force: true });
  child.kill('SIGWINCH');
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 50));
    try {
      return JSON.parse(readFileSync(probeFile(name), 'utf8'));
    } catch {
      /* not written yet */
    }
  }
  return { heapUsed: NaN, rss: NaN };
}

async function json(base, path, init = {}, token) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux clock ticks of
 * 10 ms). Per request, it is the figure a busy machine distorts least: req/s fall when other work
 * takes the cores, the CPU a request costs does not.
 */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function load(url, token, options) {
  const pid = pids[url];
  const before = cpuMs(pid);
  const result = await loadOnce(url, token, options);
  return { ...result, cpuPerRequest: (cpuMs(pid) - before) / Math.max(1, result.total) };
}

function loadOnce(url, token, { connections, method = 'GET', ids, path = '/api/shopping-items' }) {
  let n = 0;
  return new Promise((resolve, reject) => {
    let firstError = null;
    const instance = autocannon(
      {
        url,
        connections,
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          method === 'GET'
            ? { method: 'GET', path }
            : {
                method: 'PATCH',
                // Spread over the 50 items, ticking and unticking: no single hot row.
                setupRequest: (req) => {
                  n += 1;
                  return { ...req, path: `/api/shopping-items/${ids[n % ids.length]}`, body: JSON.stringify({ checked: n % 2 === 0 }) };
                },
              },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.errors > 0 && result.requests.total === 0) return reject(new Error(`${method} at ${url}: ${result.errors} errors (${firstError?.message}), ${result.timeouts} timeouts`));
        if (result.non2xx > 0) return reject(new Error(`${method} at ${url}: ${result.non2xx} answers were not 2xx`));
        resolve({ rps: result.requests.average, p99: result.latency.p99, total: result.requests.total, bytes: result.throughput.total / Math.max(1, result.requests.total) });
      },
    );
    instance.on('reqError', (err) => (firstError ??= err));
  });
}

/** Which process answers at which base URL, for its CPU time. */
const pids = {};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const pad = (s, n) => String(s).padEnd(n);

/** The API's packages at rest: how many it read from node_modules, and any that its bundle also holds (loaded twice). */
function bundleCheck(fromDisk) {
  const local = fromDisk.map((dir) => relative(ROOT, dir).replaceAll('\\', '/'));
  const bundled = new Set(JSON.parse(readFileSync(join(ROOT, BUNDLED_PACKAGES), 'utf8')));
  const twice = local.filter((dir) => bundled.has(dir));
  return `app's packages at rest: ${bundled.size} in the bundle, ${local.length} from node_modules, ${twice.length ? `loaded twice: ${twice.join(', ')}` : 'none in both'}`;
}

try {
  // First start: migrations on the new database. The start-up figure comes from the starts after it.
  let app = await start('app', serverEntry('api'), appPort);
  const appBase = `http://127.0.0.1:${appPort}`;
  const signUp = (address) => confirmedSignUp(jsonClient(appBase), env, address);
  const accessToken = await signUp(email);
  // Lists at any size: two households plan the same 50 meals in the week the screen shows; the
  // second also has 4,950 more over the other weeks of two years (copied in SQL: set-up only).
  const longToken = await signUp(emailLong);
  for (const token of [accessToken, longToken]) {
    for (let i = 0; i < 50; i++) {
      const meal = { recipeTitle: `Repas ${i}`, date: `2026-11-${23 + (i % 7)}`, time: `${String(7 + (i % 14)).padStart(2, '0')}:00`, servings: 4, type: 'plat', ingredients: ['200 g de riz', '1 oignon', '2 carottes'] };
      await json(appBase, '/api/planned-meals', { method: 'POST', body: JSON.stringify(meal) }, token);
    }
  }
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: services.env.DATABASE_URL });
  await db.connect();
  await db.query(
    `INSERT INTO planned_meals (household_id, created_by, recipe_id, recipe_ref, recipe_title, date, time, servings, type)
     SELECT household_id, created_by, recipe_id, recipe_ref, recipe_title, date + g * 7, time, servings, type
     FROM planned_meals, generate_series(-50, 49) g
     WHERE g <> 0 AND household_id = (SELECT household_id FROM planned_meals m JOIN users u ON u.id = m.created_by WHERE u.email = $1 LIMIT 1)`,
    [emailLong],
  );
  const mealCount = (await db.query(`SELECT count(*)::int AS n FROM planned_meals m JOIN users u ON u.id = m.created_by WHERE u.email = $1`, [emailLong])).rows[0].n;
  await db.end();
  const ids = [];
  for (let i = 0; i < 50; i++) {
    ids.push((await json(appBase, '/api/shopping-items', { method: 'POST', body: JSON.stringify({ name: `Article ${i}`, quantity: String(i + 1), unit: 'g' }) }, accessToken)).id);
  }
  await stop(app.child);
  // Start-up: the median of REPEATS starts of each, interleaved; the last ones stay up for the loads.
  const startups = { app: [], bare: [] };
  let bare;
  for (let r = 0; r < REPEATS; r++) {
    const last = r === REPEATS - 1;
    app = await start('app', serverEntry('api'), appPort, last);
    bare = await start('bare', join(ROOT, 'scripts/lib/bare-api.mjs'), barePort);
    startups.app.push(app.startupMs);
    startups.bare.push(bare.startupMs);
    if (!last) await Promise.all([stop(app.child), stop(bare.child)]);
  }
  const [appStartup, bareStartup] = [median(startups.app), median(startups.bare)];
  await new Promise((r) => setTimeout(r, 3000));
  const appHeap = await heapAtRest('app', app.child);
  const bareHeap = await heapAtRest('bare', bare.child);

  const targets = { app: appBase, bare: `http://127.0.0.1:${barePort}` };
  pids[targets.app] = app.child.pid;
  pids[targets.bare] = bare.child.pid;
  const scenarios = [
    { label: 'GET /api/shopping-items (50 items)', method: 'GET', connections: 10, target: 0.8 },
    { label: 'GET /api/shopping-items (50 items)', method: 'GET', connections: 50, target: 0.8 },
    { label: 'PATCH /api/shopping-items/:id {checked}', method: 'PATCH', connections: 10, target: 0.7 },
    { label: 'PATCH /api/shopping-items/:id {checked}', method: 'PATCH', connections: 50, target: 0.7 },
  ];
  // Warm-up: JIT and connection pools on both, on both routes (a first PATCH run on code the JIT
  // has not seen yet would count its compilation against whichever server it falls on).
  for (const url of Object.values(targets)) {
    for (const method of ['GET', 'PATCH']) await load(url, accessToken, { connections: 10, method, ids });
  }
  const runs = scenarios.map(() => ({ app: [], bare: [] }));
  for (let r = 0; r < REPEATS; r++) {
    for (const [i, s] of scenarios.entries()) {
      for (const name of r % 2 === 0 ? ['app', 'bare'] : ['bare', 'app']) runs[i][name].push(await load(targets[name], accessToken, { ...s, ids }));
    }
  }

  console.log(`bench:api — medians of ${REPEATS} interleaved runs of ${SECONDS} s (autocannon), app NODE_ENV=production vs bare node:http + pg`);
  console.log(`${pad('route', 42)}${pad('conn', 6)}${pad('app req/s', 11)}${pad('app p99', 9)}${pad('bare req/s', 12)}${pad('bare p99', 10)}${pad('CPU/req app·bare', 18)}ratio  target`);
  for (const [i, s] of scenarios.entries()) {
    const figures = (list) => ({ rps: median(list.map((x) => x.rps)), p99: median(list.map((x) => x.p99)), cpu: median(list.map((x) => x.cpuPerRequest)) });
    const [a, b] = [figures(runs[i].app), figures(runs[i].bare)];
    const cpu = `${(a.cpu * 1000).toFixed(0)}·${(b.cpu * 1000).toFixed(0)} µs`;
    const ratio = a.rps / b.rps;
    const p99ok = s.connections !== 10 || a.p99 < 25;
    const verdict = ratio >= s.target && p99ok ? 'met' : 'NOT met';
    console.log(
      `${pad(s.label, 42)}${pad(s.connections, 6)}${pad(a.rps.toFixed(0), 11)}${pad(`${a.p99} ms`, 9)}${pad(b.rps.toFixed(0), 12)}${pad(`${b.p99} ms`, 10)}${pad(cpu, 18)}${pad(ratio.toFixed(2), 7)}≥ ${s.target}${s.connections === 10 ? ', p99 < 25 ms' : ''}: ${verdict}`,
    );
  }
  const week = '/api/planned-meals?from=2026-11-23&to=2026-11-29';
  const meals = { short: [], long: [] };
  for (let r = 0; r < REPEATS; r++) {
    for (const name of r % 2 === 0 ? ['short', 'long'] : ['long', 'short']) {
      meals[name].push(await load(targets.app, name === 'short' ? accessToken : longToken, { connections: 10, path: week }));
    }
  }
  const m = (name) => ({ rps: median(meals[name].map((x) => x.rps)), p99: median(meals[name].map((x) => x.p99)), kib: median(meals[name].map((x) => x.bytes)) / 1024 });
  const [short, long] = [m('short'), m('long')];
  console.log(
    `GET /api/planned-meals (the week shown, 50 meals), 10 conn: household of 50 meals ${short.rps.toFixed(0)} req/s, p99 ${short.p99} ms, ${short.kib.toFixed(1)} KiB · household of ${mealCount} meals ${long.rps.toFixed(0)} req/s, p99 ${long.p99} ms, ${long.kib.toFixed(1)} KiB · ratio ${(long.rps / short.rps).toFixed(2)} (target: the same cost, ≥ 0.9: ${long.rps / short.rps >= 0.9 ? 'met' : 'NOT met'})`,
  );
  console.log(`start-up to /api/health, median of ${REPEATS}: app ${(appStartup / 1000).toFixed(2)} s · bare ${(bareStartup / 1000).toFixed(2)} s (target app < 1.2 s: ${appStartup < 1200 ? 'met' : 'NOT met'})`);
  console.log(
    `heap at rest (after a GC): app ${mib(appHeap.heapUsed)} (RSS ${mib(appHeap.rss)}) · bare ${mib(bareHeap.heapUsed)} (RSS ${mib(bareHeap.rss)}) (target app < 50 MiB: ${appHeap.heapUsed < 50 * 1024 * 1024 ? 'met' : 'NOT met'})`,
  );
  console.log(bundleCheck(appHeap.packagesFromDisk ?? []));
} catch (err) {
  console.log(`bench:api: ${err.message}`);
} finally {
  for (const child of children) await stop(child);
  await cleanUpBench(services, database, env.REDIS_PREFIX);
  for (const name of ['app', 'bare']) rmSync(probeFile(name), { force: true });
}
process.exit(0);
