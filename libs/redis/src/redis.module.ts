import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { loadConfig } from '#config';

export const REDIS = Symbol('REDIS');

/** One shared ioredis client for caches, rate limits and the dev outbox. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      // Auto-pipelining: the commands of every request issued in one turn of the event loop (each
      // request's revoked-session look-up, a write's live update) leave in one write to Redis, not
      // one system call and one Redis wake-up each. Under load that is most of what Redis costs
      // the API: bench:api's PATCH went from 696 to 655 µs of CPU a request, 0.68 to 0.73 of bare
      // (issue 14). Only this client: a subscriber or BullMQ's blocking connection must not pipeline.
      useFactory: () => createRedisClient(loadConfig().REDIS_URL, { enableAutoPipelining: true }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * A client that never gives up on Redis: it reconnects forever, every second at most once the backoff has grown,
 * while each command waits for at most one reconnection before failing (a request then answers
 * 503 at once instead of hanging). BullMQ's own connections use maxRetriesPerRequest: null.
 */
export function createRedisClient(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 4), 1000),
    ...options,
  });
  // Without a listener ioredis prints every failed reconnection; the outage is logged by the API.
  client.on('error', () => undefined);
  return client;
}

/** Builds a key under REDIS_PREFIX so test runs and apps sharing a Redis never collide. */
export function redisKey(...parts: string[]): string {
  return [loadConfig().REDIS_PREFIX, ...parts].join(':');
}

/**
 * BullMQ keeps jobs as Redis keys: a Redis that evicts keys under memory pressure loses jobs.
 * Refuses to start when Redis has a memory limit and an eviction policy; a managed Redis that
 * forbids CONFIG is trusted (its documentation must say noeviction).
 */
export async function assertNoEviction(client: Redis): Promise<void> {
  let settings: string[];
  try {
    settings = (await client.config('GET', 'maxmemory*')) as string[];
  } catch {
    return;
  }
  const value = (name: string) => settings[settings.indexOf(name) + 1];
  const policy = value('maxmemory-policy');
  if (Number(value('maxmemory') ?? 0) > 0 && policy && policy !== 'noeviction') {
    throw new Error(`Redis evicts keys (maxmemory-policy ${policy}): BullMQ would lose jobs. Set maxmemory-policy noeviction.`);
  }
}
