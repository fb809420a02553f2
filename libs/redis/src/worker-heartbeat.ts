import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { redisKey } from './redis.module';

// A worker has no HTTP port: it says it is alive by renewing a key in the Redis it works from.
// The API's readiness and the container's healthcheck read it.
export const HEARTBEAT_EVERY_MS = 10_000;
const HEARTBEAT_TTL_SECONDS = 30;

/** This worker process's key: one per host and process, so two workers never mask each other. */
export const heartbeatKey = (id = `${hostname()}-${process.pid}`) => redisKey('worker', 'alive', id);

export async function beat(redis: Redis, key = heartbeatKey()): Promise<void> {
  await redis.set(key, new Date().toISOString(), 'EX', HEARTBEAT_TTL_SECONDS);
}

async function countKeys(redis: Redis, pattern: string): Promise<number> {
  let cursor = '0';
  let count = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 100);
    cursor = next;
    count += keys.length;
  } while (cursor !== '0');
  return count;
}

/** How many worker processes renewed their key within the last 30 s. */
export const liveWorkers = (redis: Redis) => countKeys(redis, redisKey('worker', 'alive', '*'));

/** Whether a worker on this host renewed its key lately (the container's healthcheck). */
export const aliveOnThisHost = async (redis: Redis) => (await countKeys(redis, redisKey('worker', 'alive', `${hostname()}-*`))) > 0;
