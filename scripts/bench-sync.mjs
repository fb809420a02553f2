#!/usr/bin/env node
// `npm run bench:sync`: how long a member's change takes to reach another member's screen.
// On a database of its own, starts the built API (NODE_ENV=production) and a worker (for the
// invitation e-mail), makes a household of two members, then member A ticks and unticks items
// (PATCH /api/shopping-items/:id) one after the other while member B listens on Socket.IO: the
// time from A's request sent to B's `household.changed` carrying that item. Beside it, in the same
// run, the floor: a bare Socket.IO server with the Redis adapter (same Redis), where client A emits
// and the server broadcasts to B's room through Redis. Prints p50/p95/p99 of each; target: the
// app's p95 under 10 ms. Interleaved in rounds so both see the same machine load.
// A benchmark, not a test: it prints figures and exits 0. `--skip-build` reuses dist/.
// Options: --changes N per side (default 400, in 4 rounds).
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { ROOT } from './lib/local-env.mjs';
import { randomFreePort, waitForHttp } from './lib/net.mjs';
import { Supervisor } from './lib/processes.mjs';
import { cleanUpBench } from './lib/bench-cleanup.mjs';
import { benchRun, buildServerUnlessSkipped, connected, jsonClient, numberArg, serverEntry, sleep, summary, twoMemberHousehold } from './lib/bench-app.mjs';

const CHANGES = numberArg('--changes', 400);
const ROUNDS = 4;
buildServerUnlessSkipped('bench:sync');

const run = await benchRun(['a', 'b']);
const { services, database } = run;
const port = await randomFreePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...run.env, PORT: String(port), APP_ORIGIN: base };
const lastLines = [];
const supervisor = new Supervisor({
  sink: (name, line) => lastLines.push(`${name}: ${line}`) > 20 && lastLines.shift(),
  onUnexpectedExit: (name, code) => console.log(`bench:sync: ${name} exited (${code})\n${lastLines.join('\n')}`),
});
const json = jsonClient(base);

/** The floor: Socket.IO through the Redis adapter, no app in between. */
async function startBareSync() {
  const pub = new Redis(services.env.REDIS_URL);
  const sub = pub.duplicate();
  const http = createServer();
  const server = new Server(http, { adapter: createAdapter(pub, sub, { key: `${env.REDIS_PREFIX}:bare-socket.io` }) });
  server.on('connection', (socket) => {
    socket.join('household');
    socket.on('change', (payload) => server.to('household').emit('changed', payload));
  });
  const barePort = await randomFreePort();
  await new Promise((r) => http.listen(barePort, '127.0.0.1', r));
  const url = `http://127.0.0.1:${barePort}`;
  const a = io(url, { transports: ['websocket'] });
  const b = io(url, { transports: ['websocket'] });
  await Promise.all([connected(a), connected(b)]);
  return {
    a,
    b,
    close: async () => {
      a.disconnect();
      b.disconnect();
      await new Promise((r) => server.close(r));
      pub.disconnect();
      sub.disconnect();
    },
  };
}

try {
  supervisor.spawn('api', process.execPath, [serverEntry('api')], { env, cwd: ROOT });
  await waitForHttp(`${base}/api/health`, { timeoutMs: 60_000 });
  // After the API's migrations: the worker reads the tables at start.
  supervisor.spawn('worker', process.execPath, [serverEntry('worker')], { env, cwd: ROOT });
  const tokens = await twoMemberHousehold(json, env, run.emails);

  const ids = [];
  for (let i = 0; i < 20; i++) {
    ids.push((await json('/api/shopping-items', { method: 'POST', body: JSON.stringify({ name: `Article ${i}` }) }, tokens[0])).id);
  }
  const member = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token: tokens[1] } });
  await connected(member);
  const bare = await startBareSync();

  // One change at a time: its arrival on the other side resolves it.
  let expecting = null;
  member.on('household.changed', (change) => {
    if (expecting && change.ids.includes(expecting.id)) expecting.resolve(performance.now());
  });
  bare.b.on('changed', ({ id }) => {
    if (expecting && id === expecting.id) expecting.resolve(performance.now());
  });
  const arrival = (id) => new Promise((resolve) => (expecting = { id, resolve }));

  let n = 0;
  async function appChange() {
    n += 1;
    const id = ids[n % ids.length];
    const sent = performance.now();
    const arrived = arrival(id);
    await json(`/api/shopping-items/${id}`, { method: 'PATCH', body: JSON.stringify({ checked: n % 2 === 0 }) }, tokens[0]);
    return (await arrived) - sent;
  }
  async function bareChange() {
    n += 1;
    const id = `c${n}`;
    const sent = performance.now();
    const arrived = arrival(id);
    bare.a.emit('change', { id });
    return (await arrived) - sent;
  }

  for (let i = 0; i < 30; i++) await appChange(), await bareChange(); // warm-up
  const appTimes = [];
  const bareTimes = [];
  const perRound = Math.ceil(CHANGES / ROUNDS);
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < perRound; i++) {
      appTimes.push(await appChange());
      await sleep(5);
    }
    for (let i = 0; i < perRound; i++) {
      bareTimes.push(await bareChange());
      await sleep(5);
    }
  }
  const app = summary(appTimes);
  const floor = summary(bareTimes);
  const f = (x) => `${x.toFixed(1)} ms`;
  console.log(`bench:sync — ${app.n} changes each, one at a time, in ${ROUNDS} interleaved rounds`);
  console.log(`  member A's PATCH sent → member B's household.changed: p50 ${f(app.p50)} · p95 ${f(app.p95)} · p99 ${f(app.p99)}`);
  console.log(`  bare Socket.IO through Redis (emit → broadcast → other client): p50 ${f(floor.p50)} · p95 ${f(floor.p95)} · p99 ${f(floor.p99)}`);
  console.log(`  ratio p95 ${(app.p95 / floor.p95).toFixed(1)}× · target app p95 < 10 ms: ${app.p95 < 10 ? 'met' : 'NOT met'}`);
  member.disconnect();
  await bare.close();
} catch (err) {
  console.log(`bench:sync: ${err.message}`);
} finally {
  await supervisor.stopAll();
  await cleanUpBench(services, database, env.REDIS_PREFIX);
}
process.exit(0);
