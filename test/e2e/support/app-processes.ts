import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type * as LogFormat from '../../../scripts/lib/log-format.mjs';
import type * as Net from '../../../scripts/lib/net.mjs';
import type * as Processes from '../../../scripts/lib/processes.mjs';
import type * as ServerEntries from '../../../scripts/lib/server-entries.mjs';
import { LOG_DIR_RELATIVE } from './env';
import { importScript, ROOT } from './scripts';
import type { E2eState } from './state';

const LOG_DIR = join(ROOT, LOG_DIR_RELATIVE);
/** What production runs (scripts/lib/server-entries.mjs), relative to the repository: the API's bundle, the worker's tsc output. */
export async function serverEntries(): Promise<{ api: string; worker: string }> {
  const { API_ENTRY, WORKER_ENTRY } = await importScript<typeof ServerEntries>('scripts/lib/server-entries.mjs');
  return { api: API_ENTRY, worker: WORKER_ENTRY };
}

export async function assertBuilt(): Promise<void> {
  const missing = [...Object.values(await serverEntries()), 'dist/web/index.html'].filter((f) => !existsSync(join(ROOT, f)));
  if (missing.length) {
    throw new Error(`The browser tests drive the built app, and ${missing.join(', ')} is missing: run "npm run build" first (npm test does).`);
  }
}

export function logFile(name: string): string {
  return join(LOG_DIR, `${name}.log`);
}

/** The last lines of a process's log, for error messages. */
export function logTail(name: string, lines = 30): string {
  const file = logFile(name);
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Starts the built API on a free port and the worker, both with the test environment, logging to
 * test-results/e2e/<name>.log; resolves with the base URL once /api/health answers.
 */
export async function startApp(state: E2eState): Promise<string> {
  const [{ Supervisor }, { randomFreePort, waitForHttp }, { formatLogLine }] = await Promise.all([
    importScript<typeof Processes>('scripts/lib/processes.mjs'),
    importScript<typeof Net>('scripts/lib/net.mjs'),
    importScript<typeof LogFormat>('scripts/lib/log-format.mjs'),
  ]);
  // This run's logs and failure screenshots only.
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const files = new Map<string, WriteStream>();
  const sink = (name: string, line: string) => {
    if (!files.has(name)) files.set(name, createWriteStream(logFile(name), { flags: 'w' }));
    // eslint-disable-next-line no-control-regex
    files.get(name)!.write(`${formatLogLine(line).replace(/\x1b\[[0-9;]*m/g, '')}\n`);
  };

  const port = await randomFreePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    APP_ORIGIN: base,
    // createTestDatabase() silences logs for in-process tests; these go to files, so keep them.
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    // The recipe import's browser test serves its French recipe pages from a loopback server.
    RECIPE_IMPORT_ALLOW_LOOPBACK: 'true',
    // Uploaded and imported pictures: a folder of this run's own, shared by the API and the worker.
    RECIPE_IMAGE_DIR: join(LOG_DIR, 'recipe-images'),
  };
  let ready = false;
  let deadName = 'api';
  state.supervisor = new Supervisor({
    sink,
    onUnexpectedExit: (name, code, signal) => {
      deadName = name;
      state.died = `the ${name} process exited (${signal ?? `code ${code}`})${ready ? ' during the browser tests' : ' at start'}; see ${LOG_DIR_RELATIVE}/${name}.log`;
      if (ready) process.stderr.write(`\n[e2e] ${state.died}\n${logTail(name, 15)}\n`);
    },
  });
  for (const [name, entry] of Object.entries(await serverEntries())) {
    state.supervisor.spawn(name, process.execPath, ['--enable-source-maps', join(ROOT, entry)], { env, cwd: ROOT });
  }
  try {
    await waitForHttp(`${base}/api/health`, { timeoutMs: 60_000, abort: () => Boolean(state.died) });
  } catch (err) {
    // Let the log streams flush before quoting them.
    await new Promise((r) => setTimeout(r, 200));
    throw new Error(`${state.died ?? (err as Error).message}\n--- ${LOG_DIR_RELATIVE}/${deadName}.log ---\n${logTail(deadName)}`);
  }
  ready = true;
  return base;
}

export async function stopApp(state: E2eState): Promise<void> {
  await state.supervisor?.stopAll();
  state.supervisor = undefined;
}
