import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Redis } from 'ioredis';
// Deep relative imports: Jest's global setup resolves modules without the project's
// moduleNameMapper, so an alias would load the compiled (possibly stale) copy from dist/.
import { parseConfig } from '../../config/src/app-config';
import { runMigrations } from '../../database/src/run-migrations';
import { adminDatabaseUrl, databaseUrlFor, newTestRunIds } from './test-env';

/**
 * Creates this run's database, applies the real migrations and points the environment at it.
 * Jest's global setup calls it; its workers inherit the environment.
 */
export async function createTestDatabase(): Promise<{ database: string; redisPrefix: string }> {
  const ids = newTestRunIds();
  const admin = new Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${ids.database}"`);
  } finally {
    await admin.end();
  }
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrlFor(ids.database),
    REDIS_PREFIX: ids.redisPrefix,
    MIJOTE_TEST_DATABASE: ids.database,
    // Pictures of this run only: never a working copy's .data/, whose files this database does not
    // name (the worker's sweep would take them for orphans).
    RECIPE_IMAGE_DIR: mkdtempSync(join(tmpdir(), `${ids.database}-images-`)),
    // Every suite signs in from 127.0.0.1: per-IP limits would trip across suites. The
    // rate-limit suite sets its own low limits under a Redis prefix of its own.
    RATE_LIMIT_SIGN_IN_PER_IP: process.env.RATE_LIMIT_SIGN_IN_PER_IP ?? '100000',
    RATE_LIMIT_RESET_PER_IP: process.env.RATE_LIMIT_RESET_PER_IP ?? '100000',
    RATE_LIMIT_SIGN_UP_PER_IP: process.env.RATE_LIMIT_SIGN_UP_PER_IP ?? '100000',
  });
  await runMigrations(parseConfig(process.env));
  return ids;
}

export async function dropTestDatabase(): Promise<void> {
  const database = process.env.MIJOTE_TEST_DATABASE;
  const prefix = process.env.REDIS_PREFIX;
  if (database) {
    const admin = new Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  if (prefix?.startsWith('mijote-test-')) await deleteRedisKeys(`${prefix}:*`);
  const images = process.env.RECIPE_IMAGE_DIR;
  if (database && images?.startsWith(join(tmpdir(), `${database}-images-`))) rmSync(images, { recursive: true, force: true });
}

async function deleteRedisKeys(pattern: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
