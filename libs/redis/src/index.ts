export * from './redis.module';
export * from './process-guards';
