import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { loadConfig } from '#config';

export const REDIS = Symbol('REDIS');

/** One shared ioredis client for caches, rate limits and the dev outbox. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      useFactory: () => new Redis(loadConfig().REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: false }),
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

/** Builds a key under REDIS_PREFIX so test runs and apps sharing a Redis never collide. */
export function redisKey(...parts: string[]): string {
  return [loadConfig().REDIS_PREFIX, ...parts].join(':');
}
