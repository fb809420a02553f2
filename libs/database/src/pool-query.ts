import type { Pool } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';

/**
 * One statement straight on the connection pool TypeORM already holds, for the statements nearly
 * every request runs (the access check) and the hottest single statements (the shopping list, a
 * tick). `DataSource.query` makes, connects and releases a QueryRunner and awaits its broadcaster
 * around each statement: for the same statement under load it cost about 1.4× the CPU of the
 * pool's own query (measured 28 Nov 2026: ~180 against ~130 µs). A failure keeps TypeORM's shape
 * (QueryFailedError), so callers and the error filter see no difference. One statement only: what
 * needs a transaction or a lock held across statements keeps its QueryRunner.
 */
export async function poolQuery<T>(db: DataSource, sql: string, params: readonly unknown[]): Promise<T[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  try {
    return (await pool.query(sql, [...params])).rows as T[];
  } catch (err) {
    throw new QueryFailedError(sql, [...params], err as Error);
  }
}
