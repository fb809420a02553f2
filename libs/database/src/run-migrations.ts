import { DataSource } from 'typeorm';
import type { AppConfig } from '#config';
import { dataSourceOptions } from './data-source-options';

const MIGRATION_LOCK_KEY = 7_263_571;

/** Applies pending migrations; used by the API at start and by the test setup. */
export async function runMigrations(config: AppConfig): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    // Several API instances may start at once: only one applies migrations at a time.
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await dataSource.destroy();
  }
}
