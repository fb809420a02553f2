import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '#config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    ssl: config.DATABASE_SSL ? { rejectUnauthorized: false } : undefined,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Schema changes only go through migrations, in tests as everywhere else.
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    extra: { max: 10 },
  };
}
