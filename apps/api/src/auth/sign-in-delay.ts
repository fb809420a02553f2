import type { Redis } from 'ioredis';
import { redisKey } from '#redis';

export interface SignInDelaySettings {
  /** Attempts on one address before any wait (RATE_LIMIT_SIGN_IN_PER_EMAIL). */
  freeAttempts: number;
  /** The first wait; each further attempt doubles it (SIGN_IN_DELAY_BASE_SECONDS). */
  baseSeconds: number;
  /** The longest wait (SIGN_IN_DELAY_MAX_SECONDS). */
  maxSeconds: number;
}

// Counts the attempt and stamps its time only when it may go ahead, atomically: parallel guesses
// cannot all slip through the same gap. Returns the milliseconds still to wait, 0 when allowed.
const TRY = `
local count = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 't') or '0')
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
if count >= free then
  local wait = math.min(tonumber(ARGV[3]) * (2 ^ (count - free)), tonumber(ARGV[4]))
  if now < last + wait then return math.ceil(last + wait - now) end
end
redis.call('HSET', KEYS[1], 'c', count + 1, 't', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

// A quiet day forgets the address's failures.
const MEMORY_MS = 86_400_000;

/**
 * The per-address brake on sign-in: a progressive delay, never a lockout. After the free attempts
 * each further one must wait twice as long as the last (capped), so guessing from elsewhere slows
 * to a crawl, while the owner still gets in once the current wait is over, and at once from a
 * device that signed in before (the caller skips this for a known device). A success forgets all.
 */
export class SignInDelay {
  constructor(
    private readonly redis: Redis,
    private readonly settings: SignInDelaySettings,
  ) {}

  private key(email: string): string {
    return redisKey('rl', 'sign-in-delay', email.trim().toLowerCase());
  }

  /** Counts an attempt on the address; the milliseconds to wait first when it comes too soon, else 0. */
  async attempt(email: string): Promise<number> {
    const { freeAttempts, baseSeconds, maxSeconds } = this.settings;
    const waitMs = await this.redis.eval(
      TRY,
      1,
      this.key(email),
      Date.now(),
      freeAttempts,
      baseSeconds * 1000,
      maxSeconds * 1000,
      MEMORY_MS,
    );
    return Number(waitMs);
  }

  async forget(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }
}
