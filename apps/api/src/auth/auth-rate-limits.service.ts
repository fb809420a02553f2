import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '#config';
import { REDIS, redisKey } from '#redis';
import { MESSAGES } from '#contracts';
import { DomainError } from '#domain/errors';
import { SignInDelay } from './sign-in-delay';

type Action = 'sign-in' | 'reset';
/** Mails an account makes Mijote send to an address of its choice, counted per account and day. */
export type DailyAction = 'email-change' | 'invitation';

/**
 * Per-IP limits on sign-in, password reset and sign-up; per address, a limit on reset mails and a
 * progressive delay on sign-in (SignInDelay); counted in Redis.
 */
@Injectable()
export class AuthRateLimitsService {
  private readonly limiters: Record<Action, { ip: RateLimiterRedis; email?: RateLimiterRedis }>;
  private readonly signInDelay: SignInDelay;
  private readonly signUpByIp: RateLimiterRedis;
  private readonly daily: Record<DailyAction, RateLimiterRedis>;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const make = (name: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: redisKey('rl', name),
        points,
        duration: config.RATE_LIMIT_WINDOW_SECONDS,
      });
    this.limiters = {
      'sign-in': { ip: make('sign-in-ip', config.RATE_LIMIT_SIGN_IN_PER_IP) },
      reset: {
        ip: make('reset-ip', config.RATE_LIMIT_RESET_PER_IP),
        email: make('reset-email', config.RATE_LIMIT_RESET_PER_EMAIL),
      },
    };
    this.signInDelay = new SignInDelay(redis, {
      freeAttempts: config.RATE_LIMIT_SIGN_IN_PER_EMAIL,
      baseSeconds: config.SIGN_IN_DELAY_BASE_SECONDS,
      maxSeconds: config.SIGN_IN_DELAY_MAX_SECONDS,
    });
    this.signUpByIp = make('sign-up-ip', config.RATE_LIMIT_SIGN_UP_PER_IP);
    const perDay = (name: string, points: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: redisKey('rl', name), points, duration: 86_400 });
    this.daily = {
      'email-change': perDay('email-change-user', config.RATE_LIMIT_EMAIL_CHANGES_PER_DAY),
      invitation: perDay('invitation-user', config.RATE_LIMIT_INVITATIONS_PER_DAY),
    };
  }

  /** Counts one account creation from this address. */
  async consumeSignUp(ip: string): Promise<void> {
    await this.limited(() => this.signUpByIp.consume(ip));
  }

  /** Counts one such mail for the account; 429 with Retry-After once the day's allowance is used. */
  async consumeDaily(action: DailyAction, userId: string): Promise<void> {
    await this.limited(() => this.daily[action].consume(userId), MESSAGES.dailyLimitReached);
  }

  private async limited(fn: () => Promise<unknown>, message?: string): Promise<void> {
    try {
      await fn();
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new DomainError('RATE_LIMITED', { message, retryAfterSeconds: err.msBeforeNext / 1000 });
      throw err;
    }
  }

  /** Counts one attempt; throws 429 with a French message when either limit is reached. */
  async consume(action: Action, ip: string, email: string): Promise<void> {
    const { ip: byIp, email: byEmail } = this.limiters[action];
    await this.limited(async () => {
      await byIp.consume(ip);
      await byEmail?.consume(email.trim().toLowerCase());
    });
  }

  /**
   * Counts one sign-in attempt: per IP, and on the address unless this device signed in to it
   * before (the owner is never slowed on their own device). 429 with Retry-After when too soon.
   */
  async consumeSignIn(ip: string, email: string, knownDevice: boolean): Promise<void> {
    await this.consume('sign-in', ip, email);
    if (knownDevice) return;
    const waitMs = await this.signInDelay.attempt(email);
    if (waitMs > 0) throw new DomainError('RATE_LIMITED', { message: MESSAGES.signInSlowedDown, retryAfterSeconds: waitMs / 1000 });
  }

  /** A successful sign-in forgets the address's failures, so earlier typos cost nothing later. */
  async signedIn(email: string): Promise<void> {
    await this.signInDelay.forget(email);
  }
}
