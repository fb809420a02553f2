import { Client } from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';
import { MIGRATIONS } from '../../database/src/migrations';
import { adminDatabaseUrl, databaseUrlFor } from './test-env';

type MigrationClass = new () => MigrationInterface;

export interface MigrationDatabase {
  /** Connected with every migration before the one under test already run (none after it: they may build on it). */
  readonly db: DataSource;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The migration under test, to run its up and down by hand. */
  readonly migration: MigrationInterface;
  /** The list of migrations up to and including the one under test. */
  readonly migrations: MigrationClass[];
  /** Its address, to open another connection (one that runs the migration under test, say). */
  readonly url: string;
}

/**
 * A database of its own for a migration's test: created empty, brought to the schema just before
 * `name` (so data can be written as it was), dropped after the suite.
 */
export function useMigrationDatabase(name: string): MigrationDatabase {
  const database = `mijote_migr_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const index = MIGRATIONS.findIndex((m) => m.name === name);
  if (index < 0) throw new Error(`no migration named ${name}`);
  const state: { db?: DataSource } = {};

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    // Only the migrations before it: a later one may need what this one creates.
    state.db = new DataSource({ type: 'postgres', url: databaseUrlFor(database), migrations: MIGRATIONS.slice(0, index), migrationsTransactionMode: 'each' });
    await state.db.initialize();
    await state.db.runMigrations();
  });

  afterAll(async () => {
    await state.db?.destroy();
    const admin = new Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  return {
    get db() {
      return state.db!;
    },
    sql: <T,>(text: string, params: unknown[] = []) => state.db!.query(text, params) as Promise<T[]>,
    migration: new MIGRATIONS[index]!(),
    migrations: MIGRATIONS.slice(0, index + 1),
    url: databaseUrlFor(database),
  };
}
