export * from './redis.module';
export * from './process-guards';
export * from './worker-heartbeat';
