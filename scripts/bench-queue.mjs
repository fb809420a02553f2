#!/usr/bin/env node
// `npm run bench:queue`: 1,000 recipe generations with the offline `local` chef, through the real
// API, BullMQ and worker processes, on a database of its own. Prints:
//   - throughput (jobs/s) with one, then two worker processes (all jobs queued at once);
//   - the latency from sending the request (the HTTP time included, not from its 202) to the
//     `recipe.ready` event reaching a Socket.IO client (p50, p95, p99) with jobs sent at a steady
//     20 jobs/s. Target: p95 under 50 ms.
// A benchmark, not a test: it prints figures and exits 0. `--skip-build` reuses dist/.
// Options: --jobs N (default 1000), --rate R (default 20).
import { io } from 'socket.io-client';
import { ROOT } from './lib/local-env.mjs';
import { randomFreePort, waitForHttp } from './lib/net.mjs';
import { Supervisor } from './lib/processes.mjs';
import { cleanUpBench } from './lib/bench-cleanup.mjs';
import { benchRun, buildServerUnlessSkipped, confirmedSignUp, jsonClient, numberArg, serverEntry, sleep } from './lib/bench-app.mjs';

const JOBS = numberArg('--jobs', 1000);
const RATE = numberArg('--rate', 20);
buildServerUnlessSkipped('bench:queue');

const run = await benchRun(['queue']);
const [email] = run.emails;
const port = await randomFreePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...run.env,
  PORT: String(port),
  APP_ORIGIN: base,
  AI_RECIPE_PROVIDER: 'local',
  // Every job really generates: no cache, no daily cap.
  AI_RECIPE_CACHE_SECONDS: '0',
  AI_DAILY_RECIPE_LIMIT: '1000000',
  WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY ?? '4',
};
const supervisor = new Supervisor({ sink: () => {}, onUnexpectedExit: (name, code) => console.log(`bench:queue: ${name} exited (${code})`) });
const json = jsonClient(base);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  supervisor.spawn('api', process.execPath, [serverEntry('api')], { env, cwd: ROOT });
  await waitForHttp(`${base}/api/health`, { timeoutMs: 60_000 });
  // After the API's migrations on the new database: the worker reads its tables at start.
  supervisor.spawn('worker-1', process.execPath, [serverEntry('worker')], { env, cwd: ROOT });

  const accessToken = await confirmedSignUp(json, env, email);

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
  supervisor.spawn('worker-2', process.execPath, [serverEntry('worker')], { env, cwd: ROOT });
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
  await cleanUpBench(run.services, run.database, env.REDIS_PREFIX);
}
process.exit(0);
