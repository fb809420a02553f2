#!/usr/bin/env node
// `npm run bench:cluster`: Mijote as several instances. On a database of its own, starts two
// built API instances and two workers on the same Postgres and Redis, behind a small round-robin
// proxy (scripts/lib/round-robin-proxy.mjs, standing for the load balancer), and shows:
//   1. a change made through one instance reaches a member connected to the other (the Socket.IO
//      Redis adapter), with its latency beside the same change when both are on one instance;
//   2. jobs spread over both workers (recipe generations queued through the proxy);
//   3. killing one API instance loses no socket user for longer than the reconnect: members
//      connected through the proxy come back on the other instance and receive the next change.
// A benchmark, not a test: it prints figures and exits 0. Options: --skip-build, --changes N (100),
// --jobs N (40), --sockets N (10).
import { io } from 'socket.io-client';
import { ROOT } from './lib/local-env.mjs';
import { randomFreePort, waitForHttp } from './lib/net.mjs';
import { Supervisor } from './lib/processes.mjs';
import { cleanUpBench } from './lib/bench-cleanup.mjs';
import { startRoundRobinProxy } from './lib/round-robin-proxy.mjs';
import { benchRun, buildServerUnlessSkipped, connected, jsonClient, numberArg, serverEntry, sleep, summary, twoMemberHousehold } from './lib/bench-app.mjs';

const CHANGES = numberArg('--changes', 100);
const JOBS = numberArg('--jobs', 40);
const SOCKETS = numberArg('--sockets', 10);
buildServerUnlessSkipped('bench:cluster');

const run = await benchRun(['a', 'b']);
const [api1, api2, proxyPort] = [await randomFreePort(), await randomFreePort(), await randomFreePort()];
const url = (port) => `http://127.0.0.1:${port}`;
const base = url(proxyPort);
const env = { ...run.env, APP_ORIGIN: base };
const completedBy = { 'worker-1': 0, 'worker-2': 0 };
const killed = new Set();
const lastLines = [];
const supervisor = new Supervisor({
  sink: (name, line) => {
    // A worker logs one line per finished job (LOG_LEVEL=info below); count them per worker.
    if (name in completedBy && line.includes('recipe-generation') && line.includes('job completed')) completedBy[name]++;
    if (lastLines.push(`${name}: ${line}`) > 20) lastLines.shift();
  },
  onUnexpectedExit: (name, code) => killed.has(name) || console.log(`bench:cluster: ${name} exited (${code})\n${lastLines.join('\n')}`),
});
const f = (ms) => `${ms.toFixed(1)} ms`;
const sockets = [];

try {
  const api = (name, port) => supervisor.spawn(name, process.execPath, [serverEntry('api')], { env: { ...env, PORT: String(port) }, cwd: ROOT });
  const first = api('api-1', api1);
  await waitForHttp(`${url(api1)}/api/health`, { timeoutMs: 60_000 });
  // The second instance after the first one's migrations, as a rolling start would.
  api('api-2', api2);
  for (const name of ['worker-1', 'worker-2']) supervisor.spawn(name, process.execPath, [serverEntry('worker')], { env: { ...env, LOG_LEVEL: 'info' }, cwd: ROOT });
  await waitForHttp(`${url(api2)}/api/health`, { timeoutMs: 60_000 });
  const proxy = await startRoundRobinProxy([api1, api2], proxyPort);

  const json = jsonClient(base);
  const [a, b] = await twoMemberHousehold(json, env, run.emails);
  const ids = [];
  for (let i = 0; i < 10; i++) ids.push((await json('/api/shopping-items', { method: 'POST', body: JSON.stringify({ name: `Article ${i}` }) }, a)).id);

  // 1. Across instances: A writes on instance 1; B listens on instance 2, then on instance 1.
  const listen = (port) => {
    const socket = io(url(port), { transports: ['websocket'], auth: { token: b } });
    sockets.push(socket);
    return socket;
  };
  let n = 0;
  async function latencies(listenerPort) {
    const member = listen(listenerPort);
    await connected(member);
    const times = [];
    let lost = 0;
    for (let i = 0; i < CHANGES; i++) {
      n += 1;
      const id = ids[n % ids.length];
      const sent = performance.now();
      const arrived = new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), 2000);
        const onChange = (change) => {
          if (!change.ids?.includes(id)) return;
          clearTimeout(timer);
          member.off('household.changed', onChange);
          resolve(performance.now());
        };
        member.on('household.changed', onChange);
      });
      await jsonClient(url(api1))(`/api/shopping-items/${id}`, { method: 'PATCH', body: JSON.stringify({ checked: n % 2 === 0 }) }, a);
      const at = await arrived;
      if (at === null) lost++;
      else times.push(at - sent);
      await sleep(5);
    }
    member.disconnect();
    return { ...summary(times), lost };
  }
  const across = await latencies(api2);
  const same = await latencies(api1);

  // 2. Jobs through the proxy, taken by whichever worker is free.
  const jobIds = [];
  const types = ['entrée', 'plat', 'dessert', 'boisson', 'apéro', 'amuse-bouche'];
  for (let i = 0; i < JOBS; i++) {
    const body = JSON.stringify({ dishType: types[i % types.length], mode: 'preferences', regenerate: true });
    jobIds.push((await json('/api/recipes/generate', { method: 'POST', body }, i % 2 ? b : a)).jobId);
  }
  const deadline = Date.now() + 60_000;
  let done = 0;
  for (const [i, jobId] of jobIds.entries()) {
    while (Date.now() < deadline) {
      const state = await json(`/api/recipes/jobs/${jobId}`, {}, i % 2 ? b : a);
      if (state.status === 'completed' || state.status === 'failed') break;
      await sleep(100);
    }
    done++;
  }
  await sleep(300); // the last log lines

  // 3. Failover: B's screens connected through the proxy, spread over both instances; instance 1
  // is killed; each screen is back when it receives a change made after the kill.
  const screens = Array.from({ length: SOCKETS }, () => io(base, { transports: ['websocket'], auth: { token: b } }));
  sockets.push(...screens);
  await Promise.all(screens.map(connected));
  killed.add('api-1');
  const killedAt = performance.now();
  first.kill('SIGKILL');
  const backAfter = screens.map(() => null);
  // The screens that were on instance 1 see their connection drop; the others only see the change.
  const dropped = screens.map(() => false);
  screens.forEach((socket, i) => {
    socket.on('disconnect', () => (dropped[i] = true));
    socket.on('household.changed', () => {
      if (backAfter[i] === null) backAfter[i] = performance.now() - killedAt;
    });
  });
  const failoverDeadline = performance.now() + 15_000;
  while (backAfter.some((t) => t === null) && performance.now() < failoverDeadline) {
    n += 1;
    await json(`/api/shopping-items/${ids[n % ids.length]}`, { method: 'PATCH', body: JSON.stringify({ checked: n % 2 === 0 }) }, a).catch(() => {});
    await sleep(50);
  }
  const back = backAfter.filter((t) => t !== null);
  const moved = backAfter.filter((t, i) => dropped[i] && t !== null);
  const gap = summary(moved);

  console.log(`bench:cluster — 2 API instances and 2 workers on one Postgres and one Redis, behind a round-robin proxy`);
  console.log(`  1. a change on instance 1 → member on instance 2: ${across.n} of ${CHANGES} arrived (${across.lost} lost) · p50 ${f(across.p50)} · p95 ${f(across.p95)}`);
  console.log(`     same instance, for comparison:              ${same.n} of ${CHANGES} arrived (${same.lost} lost) · p50 ${f(same.p50)} · p95 ${f(same.p95)}`);
  console.log(`  2. ${JOBS} recipe generations through the proxy (${done} finished): worker-1 took ${completedBy['worker-1']}, worker-2 took ${completedBy['worker-2']}`);
  console.log(`  3. instance 1 killed with ${SOCKETS} screens open: ${back.length} of ${SOCKETS} receiving changes after it; the ${dropped.filter(Boolean).length} on instance 1 came back on instance 2 after p50 ${f(gap.p50 ?? 0)} · longest ${f(Math.max(...moved, 0))}`);
  console.log(`     (Socket.IO's client waits 0.5 to 1.5 s before its first reconnect; a gap in that range is the reconnect itself)`);
  const met = across.lost === 0 && completedBy['worker-1'] > 0 && completedBy['worker-2'] > 0 && back.length === SOCKETS && moved.length === dropped.filter(Boolean).length;
  console.log(`  ${met ? 'every check met' : 'NOT every check met'}`);
  for (const socket of sockets) socket.disconnect();
  await proxy.close();
} catch (err) {
  console.log(`bench:cluster: ${err.message}`);
} finally {
  for (const socket of sockets) socket.disconnect();
  await supervisor.stopAll();
  await cleanUpBench(run.services, run.database, env.REDIS_PREFIX);
}
process.exit(0);

