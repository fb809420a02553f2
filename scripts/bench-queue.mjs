#!/usr/bin/env node
// `npm run bench:queue`: 1,000 recipe generations with the offline `local` chef, through the real
// API, BullMQ and worker processes, on a database of its own. Prints:
//   - throughput (jobs/s) with one, then two worker processes (all jobs queued at once);
//   - the latency from sending the request (the HTTP time included, not from its 202) to the
//     `recipe.ready` event reaching a Socket.IO client (p50, p95, p99) with jobs sent at a steady
//     20 jobs/s. Target: p95 under 50 ms.
// A benchmark, not a test: it prints figures and exits 0. `--skip-build` reuses dist/.
// Options: --jobs N (default 1000), --rate R (default 20).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { ROOT, ensureLocalSecrets, toolBin } from './lib/local-env.mjs';
import { randomFreePort, waitForHttp } from './lib/net.mjs';
import { Supervisor } from './lib/processes.mjs';
import { resolveServices } from './lib/services.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const JOBS = arg('--jobs', 1000);
const RATE = arg('--rate', 20);

if (!process.argv.includes('--skip-build')) {
  const built = spawnSync(process.execPath, [toolBin('typescript', 'bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) {
    console.log('bench:queue: the server build failed; no figures.');
    process.exit(0);
  }
}

const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const database = `mijote_bench_${runId}`;
const email = `bench-${runId}@mijote.test`;
const quiet = () => {};
const services = await resolveServices({ database, log: quiet, sink: quiet });
const port = await randomFreePort();
const base = `http://127.0.0.1:${port}`;
ensureLocalSecrets();
const env = {
  ...process.env,
  ...services.env,
  NODE_ENV: 'production',
  BILLING_MODE: 'demo',
  DEV_OUTBOX: 'false',
  PORT: String(port),
  APP_ORIGIN: base,
  LOG_LEVEL: 'warn',
  REDIS_PREFIX: `mijote-bench-${runId}`,
  AI_RECIPE_PROVIDER: 'local',
  // Every job really generates: no cache, no daily cap.
  AI_RECIPE_CACHE_SECONDS: '0',
  AI_DAILY_RECIPE_LIMIT: '1000000',
  COMPLIMENTARY_EMAILS: email,
  WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY ?? '4',
};
const supervisor = new Supervisor({ sink: quiet, onUnexpectedExit: (name, code) => console.log(`bench:queue: ${name} exited (${code})`) });
const entry = (name) => join(ROOT, 'dist', 'apps', name, 'src', 'main.js');

async function json(path, init = {}, token) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

try {
  supervisor.spawn('api', process.execPath, [entry('api')], { env, cwd: ROOT });
  await waitForHttp(`${base}/api/health`, { timeoutMs: 60_000 });
  // After the API's migrations on the new database: the worker reads its tables at start.
  supervisor.spawn('worker-1', process.execPath, [entry('worker')], { env, cwd: ROOT });

  const { accessToken } = await json('/api/auth/sign-up', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'Banc-de-test-2026', firstName: 'Banc', lastName: 'Essai' }),
  });
  await json('/api/preferences', { method: 'PUT', body: JSON.stringify({ dietaryRestrictions: ['none'], servings: 4 }) }, accessToken);

  const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token: accessToken } });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const waiting = new Map(); // jobId -> resolve(arrivalTime)
  const early = new Map(); // jobId -> arrival (event before the 202 was read)
  const arrived = (jobId) => {
    const at = performance.now();
    const resolve = waiting.get(jobId);
    if (resolve) {
      waiting.delete(jobId);
      resolve(at);
    } else early.set(jobId, at);
  };
  socket.on('recipe.ready', ({ jobId }) => arrived(jobId));
  socket.on('recipe.failed', ({ jobId, error }) => {
    console.log(`bench:queue: job ${jobId} failed: ${error}`);
    arrived(jobId);
  });
  const eventFor = (jobId) => (early.has(jobId) ? Promise.resolve(early.get(jobId)) : new Promise((r) => waiting.set(jobId, r)));
  const generate = () => json('/api/recipes/generate', { method: 'POST', body: JSON.stringify({ dishType: 'plat', mode: 'preferences' }) }, accessToken);

  // Warm-up: connections, JIT, the recipe collection.
  for (let i = 0; i < 20; i++) await eventFor((await generate()).jobId);

  async function throughput(label) {
    const started = performance.now();
    const events = [];
    // Queue everything with a few requests in flight, as a busy API would.
    for (let i = 0; i < JOBS; i += 25) {
      const batch = await Promise.all(Array.from({ length: Math.min(25, JOBS - i) }, generate));
      for (const { jobId } of batch) events.push(eventFor(jobId));
    }
    await Promise.all(events);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${label}: ${JOBS} jobs in ${seconds.toFixed(2)} s → ${(JOBS / seconds).toFixed(1)} jobs/s`);
  }

  console.log(`bench:queue — ${JOBS} generations with the local provider (WORKER_CONCURRENCY=${env.WORKER_CONCURRENCY})`);
  console.log('Throughput (all jobs queued at once):');
  await throughput('1 worker process ');
  supervisor.spawn('worker-2', process.execPath, [entry('worker')], { env, cwd: ROOT });
  await sleep(1500);
  await throughput('2 worker processes');

  console.log(`Latency, request sent → recipe.ready on a Socket.IO client, at ${RATE} jobs/s (2 worker processes):`);
  const latencies = [];
  const pending = [];
  const gap = 1000 / RATE;
  const start = performance.now();
  for (let i = 0; i < JOBS; i++) {
    const due = start + i * gap;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    pending.push(
      generate().then(async ({ jobId }) => {
        latencies.push((await eventFor(jobId)) - sent);
      }),
    );
  }
  await Promise.all(pending);
  const sorted = latencies.map((l) => Math.max(0, l)).sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`  p50 ${percentile(sorted, 50).toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · p99 ${percentile(sorted, 99).toFixed(1)} ms (n=${sorted.length})`);
  console.log(`  target p95 < 50 ms: ${p95 < 50 ? 'met' : 'NOT met'}`);
  socket.disconnect();
} catch (err) {
  console.log(`bench:queue: ${err.message}`);
} finally {
  await supervisor.stopAll();
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: services.postgres.adminUrl });
  await admin.connect().then(() => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(() => {}).finally(() => admin.end());
  const { Redis } = await import('ioredis');
  const redis = new Redis(services.env.REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.unlink(...keys);
  } while (cursor !== '0');
  redis.disconnect();
  await services.stop();
}
process.exit(0);
