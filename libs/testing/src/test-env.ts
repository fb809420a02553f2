import { randomBytes } from 'node:crypto';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database and a Redis prefix of this run's own, so runs never collide. */
export function newTestRunIds(): { database: string; redisPrefix: string } {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return { database: `mijote_test_${id}`, redisPrefix: `mijote-test-${id}` };
}

export function adminDatabaseUrl(): string {
  return ADMIN_URL;
}

export function databaseUrlFor(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
