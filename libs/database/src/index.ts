export * from './entities';
export * from './data-source-options';
export * from './database.module';
export * from './run-migrations';
export * from './pool-query';
