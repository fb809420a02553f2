import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '#contracts';
import { DomainError } from '#domain/errors';
import { REDIS, redisKey } from '#redis';
import type { RequestUser } from '../auth/access-token';

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
/** A phone may stay offline for a day in a holiday house; its outbox is replayed when it comes back. */
export const STORED_ANSWER_TTL_SECONDS = 7 * 24 * 3600;
/** Long enough for any write to finish; a crashed request frees its key after this. */
const PENDING_TTL_SECONDS = 60;
/**
 * A replay that arrives while the first request is still running (a phone retrying after a lost
 * answer) waits this long for its answer before being told 409 'en cours'.
 */
const WAIT_FOR_FIRST_MS = 5_000;
const WAIT_STEP_MS = 50;
/** Frees a claim only if it is still this request's: an expired claim may have been taken since. */
const RELEASE_OWN_CLAIM = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

interface StoredAnswer {
  state: 'pending' | 'done';
  /** Same key, other request: a client bug, refused rather than answered with another request's result. */
  fingerprint: string;
  /** Whose claim a pending marker is, so that only that request frees it. */
  claim?: string;
  status?: number;
  body?: unknown;
}

/**
 * The stored answer of a write already applied, thrown by the guard so that nothing else runs
 * (no pipe, no upload parsing, no handler); HttpExceptionFilter sends it as the first request's answer.
 */
export class ReplayedAnswer {
  constructor(private readonly stored: StoredAnswer) {}

  send(res: Response): void {
    res.status(this.stored.status ?? 200).setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
    const { body } = this.stored;
    if (body === undefined || typeof body === 'string') res.send(body);
    else res.json(body);
  }
}

/**
 * Writes sent with an `Idempotency-Key` (the web app's offline outbox) are applied once. The key
 * is claimed before the write runs (SET NX with a pending marker), so of two identical requests
 * arriving together only one runs; the other waits for its stored answer (409 'en cours' if it
 * takes too long). The answer is stored for a week, before it is sent: a replay of the same key by
 * the same user gets it back (with `Idempotent-Replayed: true`) and nothing runs again. A refused
 * or failed request (DomainError, validation, a crash) frees its claim: it changed nothing, so
 * trying again is safe.
 *
 * A guard, the last of each write route's (common/write-routes.ts), so the user is known: a write
 * without a key costs one header read. As an interceptor it made Nest run every write inside an
 * rxjs pipeline, key or not: about 100 µs of CPU a request on the 2-core machine (issue 14).
 */
@Injectable()
export class IdempotencyGuard implements CanActivate {
  private readonly logger = new Logger(IdempotencyGuard.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request & { user?: RequestUser }>();
    const header = req.headers[HEADER];
    // Only write routes carry this guard (common/write-routes.ts): a read never gets here.
    if (header === undefined) return true;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new DomainError('BAD_REQUEST');
    // Keys are per user: one member cannot read another's stored answer by guessing a key.
    const user = req.user?.userId;
    if (!user) return true;
    return this.claim(redisKey('idem', user, header), fingerprintOf(req), context.switchToHttp().getResponse<Response>());
  }

  /** Claims the key (true: the write runs, its answer is recorded) or throws the stored answer. */
  private async claim(key: string, fingerprint: string, res: Response): Promise<boolean> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    const marker = JSON.stringify({ state: 'pending', fingerprint, claim: randomUUID() } satisfies StoredAnswer);
    // Claimed, or answered from the first request's stored answer; a claim freed by a failed
    // first request is taken again, as the request it is a retry of.
    for (;;) {
      if (await this.redis.set(key, marker, 'EX', PENDING_TTL_SECONDS, 'NX')) break;
      const raw = await this.redis.get(key);
      if (raw === null) continue;
      const stored = JSON.parse(raw) as StoredAnswer;
      if (stored.fingerprint !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
      if (stored.state === 'done') throw new ReplayedAnswer(stored);
      if (Date.now() >= deadline) throw new DomainError('IDEMPOTENT_REQUEST_IN_PROGRESS', { retryAfterSeconds: 1 });
      await sleep(WAIT_STEP_MS);
    }
    this.recordAnswer(res, key, marker, fingerprint);
    return true;
  }

  /**
   * Whatever answers this request (the handler's result through Nest, or the exception filter's
   * error) goes out through `res.json` or `res.send` (Nest's Express adapter). The answer is kept,
   * or the claim freed, before it leaves.
   */
  private recordAnswer(res: Response, key: string, marker: string, fingerprint: string): void {
    const send = res.send.bind(res);
    const json = res.json.bind(res);
    const settle = (body: unknown): Promise<unknown> =>
      res.statusCode >= 400
        ? this.redis.eval(RELEASE_OWN_CLAIM, 1, key, marker)
        : this.redis.set(key, JSON.stringify({ state: 'done', fingerprint, status: res.statusCode, body } satisfies StoredAnswer), 'EX', STORED_ANSWER_TTL_SECONDS);
    // The first call only: res.json sends through res.send.
    let settled = false;
    const answer = (body: unknown, reply: () => void): Response => {
      if (settled) {
        reply();
        return res;
      }
      settled = true;
      res.send = send;
      res.json = json;
      // A lost record leaves the pending claim to expire (a retry then runs again): the answer still goes out.
      settle(body).then(reply, (err: Error) => {
        this.logger.warn(`Idempotent answer not recorded: ${err.message}`);
        reply();
      });
      return res;
    };
    res.json = (body?: unknown) => answer(body, () => json(body));
    res.send = (body?: unknown) => answer(body, () => send(body));
  }
}

function fingerprintOf(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
    .digest('base64url');
}
