// What the benchmarks that run the built app share: the server build, a run of their own (a
// database, a Redis prefix, the production environment), a JSON client and a household of two
// members. Each benchmark keeps only what it measures.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROOT, ensureLocalSecrets, toolBin } from './local-env.mjs';
import { API_ENTRY, WORKER_ENTRY } from './server-entries.mjs';
import { resolveServices } from './services.mjs';

export const PASSWORD = 'Banc-de-test-2026';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** What production starts for `api` or `worker` (the API's bundle, the worker's tsc output). */
export const serverEntry = (name) => join(ROOT, { api: API_ENTRY, worker: WORKER_ENTRY }[name]);

/** Builds the API (tsc, then its bundle) and the worker unless `--skip-build`; a failed build ends the benchmark with no figures (exit 0). */
export function buildServerUnlessSkipped(label) {
  if (process.argv.includes('--skip-build')) return;
  const compiled = spawnSync(process.execPath, [toolBin('typescript', 'bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
  const built = compiled.status === 0 ? spawnSync(process.execPath, [join(ROOT, 'scripts/bundle-api.mjs')], { cwd: ROOT, stdio: 'inherit' }) : compiled;
  if (built.status !== 0) {
    console.log(`${label}: the server build failed; no figures.`);
    process.exit(0);
  }
}

/** A numeric `--name N` option. */
export function numberArg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/**
 * A run of its own: a fresh database and Redis prefix, and the environment of a production
 * process on it (demo billing, the outbox on for the invitation links, warnings only).
 */
export async function benchRun(emails) {
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const database = `mijote_bench_${runId}`;
  const quiet = () => {};
  const services = await resolveServices({ database, log: quiet, sink: quiet });
  ensureLocalSecrets();
  const addresses = emails.map((name) => `bench-${name}-${runId}@mijote.test`);
  const env = {
    ...process.env,
    ...services.env,
    NODE_ENV: 'production',
    BILLING_MODE: 'demo',
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: `mijote-bench-${runId}`,
    COMPLIMENTARY_EMAILS: addresses.join(','),
  };
  return { runId, database, services, env, emails: addresses };
}

/** fetch with JSON in and out; a non-2xx answer throws with its body. */
export function jsonClient(base) {
  return async function json(path, init = {}, token) {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
}

/**
 * The link of the last mail queued for `to` with this template, read from the e-mail queue itself
 * (finished jobs are kept a day), so no worker has to run for a benchmark's set-up.
 */
export async function mailLink(env, to, template) {
  const { Queue } = await import('bullmq');
  const { Redis } = await import('ioredis');
  const connection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('email', { connection, prefix: `${env.REDIS_PREFIX}:bull` });
  try {
    for (let i = 0; i < 100; i++) {
      const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'prioritized']);
      const job = jobs.filter((j) => j.data?.to === to && j.data?.template === template).sort((x, y) => y.timestamp - x.timestamp)[0];
      if (job) return new URL(job.data.link).searchParams.get('token');
      await sleep(100);
    }
    throw new Error(`no ${template} mail for ${to}`);
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/** Signs an account up and opens its confirmation link (which is what signs a new account in); returns its access token. */
export async function confirmedSignUp(json, env, email, firstName = 'Banc') {
  await json('/api/auth/sign-up', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD, firstName, lastName: 'Essai' }) });
  const token = await mailLink(env, email, 'email-confirmation');
  const { session } = await json('/api/auth/email/confirm', { method: 'POST', body: JSON.stringify({ token }) });
  await json('/api/preferences', { method: 'PUT', body: JSON.stringify({ dietaryRestrictions: ['none'], servings: 4 }) }, session.accessToken);
  return session.accessToken;
}

/** Two members of one household, past the questionnaire, the second invited by the first. Returns their access tokens. */
export async function twoMemberHousehold(json, env, [first, second]) {
  const tokens = [await confirmedSignUp(json, env, first, 'Alain'), await confirmedSignUp(json, env, second, 'Bea')];
  await json('/api/households/invitations', { method: 'POST', body: JSON.stringify({ email: second }) }, tokens[0]);
  const token = await mailLink(env, second, 'household-invitation');
  await json('/api/households/invitations/accept', { method: 'POST', body: JSON.stringify({ token }) }, tokens[1]);
  // A fresh token names the shared household.
  tokens[1] = (await json('/api/auth/sign-in', { method: 'POST', body: JSON.stringify({ email: second, password: PASSWORD }) })).accessToken;
  return tokens;
}

/** Resolves once the Socket.IO client is connected; rejects on its connection error. */
export const connected = (socket) =>
  new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50, p95 and p99 of a set of durations. */
export function summary(values) {
  const s = [...values].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), n: s.length };
}
