import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '#config';
import { AccessTokensService } from '#domain/accounts';
import { DomainError } from '#domain/errors';
import { REDIS, redisKey } from '#redis';
import type { RequestUser } from './access-token';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The bearer credential of a request, if it sends one. */
export function bearerOf(request: Request): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * Admits a request made with a personal access token: a live token, within its per-minute
 * allowance, and a read-only token only for reads. The household comes from the access check.
 */
@Injectable()
export class AccessTokenAuth {
  private readonly perToken: RateLimiterRedis;

  constructor(
    private readonly tokens: AccessTokensService,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perToken = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: redisKey('rl', 'access-token'),
      points: config.RATE_LIMIT_ACCESS_TOKEN_PER_MINUTE,
      duration: 60,
    });
  }

  async admit(request: Request, token: string): Promise<RequestUser> {
    const holder = await this.tokens.authenticate(token);
    try {
      await this.perToken.consume(holder.tokenId);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new DomainError('RATE_LIMITED', { retryAfterSeconds: err.msBeforeNext / 1000 });
      throw err;
    }
    if (holder.scope === 'read' && !READ_METHODS.has(request.method)) throw new DomainError('ACCESS_TOKEN_READ_ONLY');
    // No session behind a token: the id names the token, so nothing mistakes it for a device.
    return { userId: holder.userId, sessionId: `token:${holder.tokenId}`, householdId: '' };
  }
}
