export * from './queue-names';
export * from './jobs';
export * from './redis-connection';
export * from './queue.module';
