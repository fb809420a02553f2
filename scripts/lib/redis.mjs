// Redis for local runs, in order of preference (design.md, "Embedded default"):
// REDIS_URL → a server on 127.0.0.1:6379 → a redis-server from PATH, run as our child with its
// data under .data/redis → a clear message on how to get one.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { Redis } from 'ioredis';
import { ensureDataDir, readState, writeState } from './local-env.mjs';
import { preferPort, redisPing } from './net.mjs';
import { eachLine } from './processes.mjs';
import { ServiceError } from './service-error.mjs';

const SPAWNED_PREFERRED_PORT = 6380;
const SPAWNED_STATE = 'redis/runtime.json';

/** host:port of a Redis URL, never its password. */
export function describeRedisUrl(url) {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 6379}`;
}

async function checkUrl(url) {
  // ioredis rather than a raw PING: the URL may carry a password, a db number or TLS.
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (err) {
    return err.message;
  } finally {
    client.disconnect();
  }
}

function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

const NO_REDIS = new ServiceError(
  `Aucun Redis disponible : rien sur 127.0.0.1:6379 et pas de redis-server dans le PATH.
  Installez-en un :  sudo apt-get install redis-server   (Debian/Ubuntu)
                     brew install redis                  (macOS)
                     docker run -d -p 6379:6379 redis:7  (Docker)
  ou indiquez un serveur existant avec REDIS_URL=redis://hôte:6379, puis relancez.`,
  `No Redis available: nothing on 127.0.0.1:6379 and no redis-server on PATH.
  Install one (commands above) or point REDIS_URL at a running server, then start again.`,
);

/**
 * @param {object} options
 * @param {(line: string) => void} options.log status lines for the user
 * @param {(name: string, line: string) => void} options.sink service log lines
 * @param {(name: string, code: number | null) => void} [options.onUnexpectedExit]
 * @returns {Promise<{ url: string, label: string, stop: () => Promise<void> }>}
 */
export async function resolveRedis({ log, sink, onUnexpectedExit = () => {} }) {
  const fromEnv = process.env.REDIS_URL?.trim();
  if (fromEnv) {
    const problem = await checkUrl(fromEnv);
    if (problem) {
      throw new ServiceError(
        `REDIS_URL (${describeRedisUrl(fromEnv)}) ne répond pas : ${problem}. Corrigez-la, ou retirez-la pour utiliser un Redis local.`,
        `REDIS_URL (${describeRedisUrl(fromEnv)}) does not answer: ${problem}. Fix it, or unset it to use a local Redis.`,
      );
    }
    return { url: fromEnv, label: `REDIS_URL ${describeRedisUrl(fromEnv)}`, stop: async () => {} };
  }

  const probePort = Number(process.env.MIJOTE_PROBE_REDIS_PORT ?? 6379);
  if (process.env.MIJOTE_FORCE_EMBEDDED !== '1') {
    const reply = await redisPing(probePort);
    if (reply === '+PONG') return { url: `redis://127.0.0.1:${probePort}`, label: `Redis local 127.0.0.1:${probePort}`, stop: async () => {} };
    if (reply) log(`Un Redis répond sur 127.0.0.1:${probePort} mais refuse PING (${reply}) : on lance le nôtre. Pour utiliser celui-ci, définissez REDIS_URL.`);
  }

  // A redis-server we spawned for another run (npm start beside npm test): share it, leave it running.
  const previous = readState(SPAWNED_STATE);
  if (previous?.pid && isAlive(previous.pid) && (await redisPing(previous.port)) === '+PONG') {
    return { url: `redis://127.0.0.1:${previous.port}`, label: `redis-server déjà lancé sous .data/redis (port ${previous.port})`, stop: async () => {} };
  }

  const binary = findOnPath('redis-server');
  if (!binary) throw NO_REDIS;
  return spawnRedis(binary, { sink, onUnexpectedExit });
}

// Redis' startup banner is noise for an app developer; problems are not. (The overcommit
// warning is about background saves, which this append-only setup does not use.)
const REDIS_WORTH_SHOWING = /\b(error|failed|fatal|can't|cannot|denied)\b/i;
const REDIS_NOISE = /overcommit/i;

async function spawnRedis(binary, { sink, onUnexpectedExit }) {
  const dir = ensureDataDir('redis');
  const port = await preferPort(SPAWNED_PREFERRED_PORT);
  // Append-only file instead of RDB snapshots: queued jobs survive a restart without the
  // fork-and-dump pauses; loopback only, since it has no password.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--daemonize', 'no'];
  // Its own process group: a terminal's Ctrl-C reaches npm start only, which stops the API and
  // the worker first and Redis after them (not all at once, which left ioredis errors behind).
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const recent = [];
  const onLine = (line) => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
    if ((REDIS_WORTH_SHOWING.test(line) && !REDIS_NOISE.test(line)) || process.env.MIJOTE_VERBOSE === '1') sink('redis', line);
  };
  eachLine(child.stdout, onLine);
  eachLine(child.stderr, onLine);

  let stopping = false;
  let ready = false;
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('error', () => {});
  exited.then((code) => {
    if (ready && !stopping) onUnexpectedExit('redis', code);
  });
  const stop = async () => {
    if (stopping || child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    // SIGTERM: Redis flushes its append-only file and exits.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    writeState(SPAWNED_STATE, {});
  };
  // If this process dies without calling stop(), do not leave redis-server behind.
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));

  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if ((await redisPing(port)) === '+PONG') {
      writeState(SPAWNED_STATE, { pid: child.pid, port });
      ready = true;
      return { url: `redis://127.0.0.1:${port}`, label: `redis-server lancé sous .data/redis (127.0.0.1:${port})`, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new ServiceError(
    `redis-server (${binary}) n'a pas démarré.`,
    `redis-server (${binary}) did not start:\n--- last Redis output ---\n${recent.join('\n')}`,
  );
}
