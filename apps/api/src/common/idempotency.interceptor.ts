import { createHash } from 'node:crypto';
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

interface StoredAnswer {
  state: 'pending' | 'done';
  /** Same key, other request: a client bug, refused rather than answered with another request's result. */
  fingerprint: string;
  status?: number;
  body?: unknown;
}

/**
 * Writes sent with an `Idempotency-Key` (the web app's offline outbox) are applied once: the first
 * request reserves the key, runs, and stores its answer; a replay of the same key by the same user
 * gets that answer back (with `Idempotent-Replayed: true`) and nothing runs again. A refused request
 * (DomainError, validation) frees its key: it changed nothing, so trying again is safe.
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
    const pending: StoredAnswer = { state: 'pending', fingerprint };
    const reserved = await this.redis.set(key, JSON.stringify(pending), 'EX', PENDING_TTL_SECONDS, 'NX');
    if (!reserved) return this.replay(key, fingerprint, res);
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (err) {
      await this.redis.del(key).catch(() => undefined);
      throw err;
    }
    const done: StoredAnswer = { state: 'done', fingerprint, status: res.statusCode, body };
    await this.redis.set(key, JSON.stringify(done), 'EX', STORED_ANSWER_TTL_SECONDS);
    return body;
  }

  private async replay(key: string, fingerprint: string, res: Response): Promise<unknown> {
    const raw = await this.redis.get(key);
    const stored = raw ? (JSON.parse(raw) as StoredAnswer) : null;
    // Expired between SET NX and GET: the first request's answer is gone but it did run.
    if (!stored || stored.state === 'pending') throw new DomainError('IDEMPOTENT_REQUEST_IN_PROGRESS', { retryAfterSeconds: 1 });
    if (stored.fingerprint !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
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
