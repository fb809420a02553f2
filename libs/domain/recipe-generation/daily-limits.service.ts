import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#config';
import { REDIS, redisKey } from '#redis';

export type LimitedAction = 'recipe' | 'chat';

/** Per-user daily allowances of model calls (AI_DAILY_RECIPE_LIMIT, AI_DAILY_CHAT_LIMIT). */
@Injectable()
export class DailyLimitsService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, @Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one use; false when today's allowance was already spent. */
  async take(userId: string, action: LimitedAction): Promise<boolean> {
    const day = new Date().toISOString().slice(0, 10);
    const key = redisKey('ai', 'daily', action, userId, day);
    const [[, used]] = (await this.redis.multi().incr(key).expire(key, 2 * 86_400).exec()) as [[null, number], unknown];
    const limit = action === 'recipe' ? this.config.AI_DAILY_RECIPE_LIMIT : this.config.AI_DAILY_CHAT_LIMIT;
    return used <= limit;
  }
}
