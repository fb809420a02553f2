import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { from, lastValueFrom, of, type Observable } from 'rxjs';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '#contracts';
import { DomainError } from '#domain/errors';
import { REDIS, redisKey } from '#redis';
import type { RequestUser } from '../auth/access-token';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
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
 * Writes sent with an `Idempotency-Key` (the web app's offline outbox) are applied once. The key
 * is claimed before the write runs (SET NX with a pending marker), so of two identical requests
 * arriving together only one runs; the other waits for its stored answer (409 'en cours' if it
 * takes too long). The answer is stored for a week: a replay of the same key by the same user
 * gets it back (with `Idempotent-Replayed: true`) and nothing runs again. A refused or failed
 * request (DomainError, validation, a crash) frees its claim: it changed nothing, so trying again
 * is safe.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request & { user?: RequestUser }>();
    const header = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (header === undefined || !WRITES.has(req.method)) return next.handle();
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new DomainError('BAD_REQUEST');
    // Keys are per user: one member cannot read another's stored answer by guessing a key.
    const user = req.user?.userId;
    if (!user) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return from(this.run(redisKey('idem', user, header), fingerprintOf(req), res, next));
  }

  private async run(key: string, fingerprint: string, res: Response, next: CallHandler): Promise<unknown> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    const pending: StoredAnswer = { state: 'pending', fingerprint, claim: randomUUID() };
    const marker = JSON.stringify(pending);
    // Claimed, or answered from the first request's stored answer; a claim freed by a failed
    // first request is taken again, as the request it is a retry of.
    for (;;) {
      if (await this.redis.set(key, marker, 'EX', PENDING_TTL_SECONDS, 'NX')) break;
      const raw = await this.redis.get(key);
      if (raw === null) continue;
      const stored = JSON.parse(raw) as StoredAnswer;
      if (stored.fingerprint !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
      if (stored.state === 'done') return this.replay(stored, res);
      if (Date.now() >= deadline) throw new DomainError('IDEMPOTENT_REQUEST_IN_PROGRESS', { retryAfterSeconds: 1 });
      await sleep(WAIT_STEP_MS);
    }
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (err) {
      await this.redis.eval(RELEASE_OWN_CLAIM, 1, key, marker).catch(() => undefined);
      throw err;
    }
    const done: StoredAnswer = { state: 'done', fingerprint, status: res.statusCode, body };
    await this.redis.set(key, JSON.stringify(done), 'EX', STORED_ANSWER_TTL_SECONDS);
    return body;
  }

  private replay(stored: StoredAnswer, res: Response): Promise<unknown> {
    res.status(stored.status ?? 200);
    res.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
    return lastValueFrom(of(stored.body));
  }
}

function fingerprintOf(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
    .digest('base64url');
}
