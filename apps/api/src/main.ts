import 'reflect-metadata';
import { loadConfig } from '#config';
import { runMigrations } from '#database';
import { assertNoEviction, createRedisClient, keepAliveOnStrayRejections, untilReachable } from '#redis';
import { createApp } from './bootstrap';

async function main(): Promise<void> {
  keepAliveOnStrayRejections('api');
  const config = loadConfig();
  // Started before its database or Redis (a container restart, a boot order): wait for them.
  await untilReachable('PostgreSQL', () => runMigrations(config));
  const redis = createRedisClient(config.REDIS_URL, { maxRetriesPerRequest: null });
  try {
    await untilReachable('Redis', () => redis.ping());
    await assertNoEviction(redis);
  } finally {
    redis.disconnect();
  }
  const app = await createApp(config);
  await app.listen(config.PORT, '0.0.0.0');
  console.log(`Mijote API listening on ${config.APP_ORIGIN} (port ${config.PORT})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
