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
  // createApplicationContext initialises the modules, so the BullMQ workers take jobs before it
  // returns and before Nest listens for signals: a SIGTERM in that window killed the process
  // outright and left its job « active ». The signal is held until Nest can close gracefully.
  let early: NodeJS.Signals | undefined;
  const hold = (signal: NodeJS.Signals) => {
    early ??= signal;
  };
  process.on('SIGTERM', hold).on('SIGINT', hold);
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  // SIGTERM closes the BullMQ workers: running jobs finish, waiting ones stay queued.
  app.enableShutdownHooks();
  process.off('SIGTERM', hold).off('SIGINT', hold);
  if (early) {
    process.kill(process.pid, early);
    return;
  }
  await app.init();
  app.get(Logger).log('Mijote worker started');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
