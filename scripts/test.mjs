#!/usr/bin/env node
// `npm test`: the whole suite, as CI runs it.
//   1. build the server and the web app (the browser tests drive the built app)
//   2. find PostgreSQL and Redis (same rules as npm start; embedded ones if need be)
//   3. jest --selectProjects api web   (API/library tests on real Postgres+Redis, web in jsdom)
//   4. jest --selectProjects e2e --runInBand   (Chromium against the built API + worker)
// Both Jest runs always run; the exit code is non-zero if the build or either run failed.
//
// Options: --skip-build (reuse dist/), --no-e2e, --e2e-only; anything else goes to both Jest runs.
import { spawn } from 'node:child_process';
import { onStopSignals, reportFatal, say } from './lib/cli.mjs';
import { ROOT, toolBin } from './lib/local-env.mjs';
import { colours } from './lib/log-format.mjs';
import { resolveServices } from './lib/services.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const skipBuild = flag('--skip-build');
const noE2e = flag('--no-e2e');
const e2eOnly = flag('--e2e-only');
// With a filter, one of the two runs may well find no test: that is not a failure.
const jestExtra = args.length ? [...args, '--passWithNoTests'] : [];

const JEST = toolBin('jest', 'bin/jest.js');
const results = [];
let current; // { child, done } of the running step
let services;
let stopping = false;

/** Runs a step with the terminal attached (Jest's colours and progress), timing it. */
function step(label, command, commandArgs, env = process.env) {
  const started = Date.now();
  say(colours.bold(`▶ ${label}`));
  const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: 'inherit' });
  const done = new Promise((resolve) => {
    child.once('error', (err) => say(`${label}: ${err.message}`));
    child.once('exit', (code, signal) => {
      current = undefined;
      const ok = code === 0;
      results.push({ label, ok, seconds: (Date.now() - started) / 1000, detail: signal ?? `exit ${code}` });
      resolve(ok);
    });
  });
  current = { child, done };
  return done;
}

function summary() {
  const line = results
    .map((r) => `${r.label} ${r.ok ? colours.green('ok') : colours.red(`ÉCHEC (${r.detail})`)} ${colours.dim(`${r.seconds.toFixed(0)} s`)}`)
    .join(' · ');
  const ok = !stopping && results.length > 0 && results.every((r) => r.ok);
  const verdict = stopping ? 'Tests interrompus' : ok ? 'Tests réussis' : 'Tests en échec';
  console.log('');
  say(`${ok ? colours.green(colours.bold(verdict)) : colours.red(colours.bold(verdict))} — ${line || 'rien n\'a tourné'}`);
  return ok;
}

async function finish(code) {
  await services?.stop();
  process.exit(code);
}

async function main() {
  onStopSignals(async () => {
    stopping = true;
    if (current) {
      // Let the running step clean up first (the e2e setup stops its app processes and drops its
      // database on SIGTERM), while the services it uses are still up; then stop those.
      const { child, done } = current;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    }
    summary();
    await finish(130);
  });

  if (!skipBuild) {
    const built =
      (await step('build:server', process.execPath, [toolBin('typescript', 'bin/tsc'), '-p', 'tsconfig.build.json'])) &&
      (await step('bundle:api', process.execPath, ['scripts/bundle-api.mjs'])) &&
      (await step('build:web', process.execPath, [toolBin('vite', 'bin/vite.js'), 'build', '--config', 'apps/web/vite.config.mts', '--logLevel', 'warn']));
    if (!built) {
      summary();
      return finish(1);
    }
  }

  services = await resolveServices({ database: null, databaseUrl: process.env.TEST_DATABASE_ADMIN_URL, log: say });
  say(`Base de données : ${services.postgres.label} · Redis : ${services.redis.label}`);
  // Each Jest run makes its own uniquely named database on this server (libs/testing) and its own
  // Redis prefix, so the suite never touches the app's data and parallel runs never collide.
  const env = {
    ...process.env,
    TEST_DATABASE_ADMIN_URL: services.postgres.adminUrl,
    REDIS_URL: services.redis.url,
    MIJOTE_TEST_SERVICES: '1',
  };

  if (!e2eOnly && !stopping) await step('api+web', process.execPath, [JEST, ...jestExtra, '--selectProjects', 'api', 'web'], env);
  if (!noE2e && !stopping) await step('e2e', process.execPath, [JEST, ...jestExtra, '--runInBand', '--selectProjects', 'e2e'], env);
  if (stopping) return;
  await finish(summary() ? 0 : 1);
}

main().catch(async (err) => {
  reportFatal(err);
  await finish(1);
});
