import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfig } from '#config';
import { assertNoEviction, createRedisClient, keepAliveOnStrayRejections, untilReachable } from '#redis';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  keepAliveOnStrayRejections('worker');
  const config = loadConfig();
  const redis = createRedisClient(config.REDIS_URL, { maxRetriesPerRequest: null });
  try {
    await untilReachable('Redis', () => redis.ping());
    await assertNoEviction(redis);
  } finally {
    redis.disconnect();
  }
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  // SIGTERM closes the BullMQ workers: running jobs finish, waiting ones stay queued.
  app.enableShutdownHooks();
  await app.init();
  app.get(Logger).log('Mijote worker started');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
