export * from './queue-names';
export * from './jobs';
export * from './model-backoff';
export * from './job-queue';
export * from './job-processors';
export * from './redis-connection';
export * from './queue.module';
export * from './request-context';
