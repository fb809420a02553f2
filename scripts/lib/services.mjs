// Resolves the PostgreSQL and Redis a local run uses (start, dev, test, e2e, migrate) and
// stops whatever it had to start itself.
import { resolvePostgres } from './postgres.mjs';
import { resolveRedis } from './redis.mjs';
import { consoleSink } from './processes.mjs';

/**
 * @param {object} [options]
 * @param {string | null} [options.database] 'mijote' by default; null when the caller makes its own databases (tests)
 * @param {(line: string) => void} [options.log]
 * @param {(name: string, line: string) => void} [options.sink]
 * @param {(name: string, code: number | null) => void} [options.onUnexpectedExit] a service we started died
 * @param {string} [options.databaseUrl] a PostgreSQL server to use instead of DATABASE_URL
 */
export async function resolveServices({ database = 'mijote', log = console.log, sink = consoleSink, onUnexpectedExit, databaseUrl } = {}) {
  const postgres = await resolvePostgres({ database, log, sink, onUnexpectedExit, databaseUrl });
  let redis;
  try {
    redis = await resolveRedis({ log, sink, onUnexpectedExit });
  } catch (err) {
    await postgres.stop();
    throw err;
  }
  let stopped;
  return {
    postgres,
    redis,
    /** What the app processes need to reach them. */
    env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url },
    /** Stops what we started (nothing when the services were already there); safe to call twice. */
    stop() {
      stopped ??= Promise.allSettled([redis.stop(), postgres.stop()]).then(() => undefined);
      return stopped;
    },
  };
}
