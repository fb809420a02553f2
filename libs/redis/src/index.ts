export * from './redis.module';
