import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { RefreshTokenEntity, SessionEntity } from '#database';
import { RealtimeEmitter } from '#realtime';
import { REDIS, redisKey } from '#redis';
import { hashToken, newOpaqueToken } from './tokens';

export interface IssuedRefresh {
  sessionId: string;
  userId: string;
  refreshToken: string;
  expiresAt: Date;
}

export type RotateResult = { ok: true; issued: IssuedRefresh } | { ok: false; reason: 'unknown' | 'reused' | 'ended' };

// How long a used refresh token still returns the pair it was traded for (not a setting: long
// enough for a retry or a second tab, short enough that a stolen copy is caught as reuse).
const GRACE_SECONDS = 10;

/** Sessions and their rotating refresh tokens (design, departure 1). */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly realtime: RealtimeEmitter,
  ) {}

  private sessionEnd(): Date {
    return new Date(Date.now() + this.config.REFRESH_TTL_DAYS * 86_400_000);
  }

  async create(
    userId: string,
    meta: { userAgent?: string; ip?: string },
    manager: EntityManager = this.db.manager,
  ): Promise<IssuedRefresh> {
    const session = await manager.save(
      manager.create(SessionEntity, {
        userId,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        ip: meta.ip ?? null,
        expiresAt: this.sessionEnd(),
        revokedAt: null,
      }),
    );
    const refreshToken = await this.issueToken(manager, session.id);
    return { sessionId: session.id, userId, refreshToken, expiresAt: session.expiresAt };
  }

  /**
   * Trades a refresh token for a new one. A token can be used once: presenting a used one
   * means it was copied, so the whole session is revoked; except within REFRESH_GRACE_SECONDS
   * of its use, when the same new pair is returned again (a retry after a lost answer, two tabs
   * refreshing at once), as GoTrue does.
   */
  async rotate(refreshToken: string): Promise<RotateResult> {
    const tokenHash = hashToken(refreshToken);
    const outcome = await this.db.transaction(async (m): Promise<RotateResult> => {
      // Claiming the token and checking it is unused is one statement, so two racing requests
      // cannot both rotate it.
      const claimed = (
        await m
          .createQueryBuilder()
          .update(RefreshTokenEntity)
          .set({ usedAt: () => 'now()' })
          .where('token_hash = :tokenHash AND used_at IS NULL', { tokenHash })
          .returning(['sessionId'])
          .execute()
      ).raw as { session_id: string }[];
      if (claimed.length === 0) {
        const known = await m.findOne(RefreshTokenEntity, { where: { tokenHash } });
        if (!known) return { ok: false, reason: 'unknown' };
        const again = await this.recentRotation(m, tokenHash);
        if (again) return { ok: true, issued: again };
        await this.revokeWith(m, known.sessionId);
        return { ok: false, reason: 'reused' };
      }
      const sessionId = claimed[0]!.session_id;
      const session = await m.findOne(SessionEntity, { where: { id: sessionId } });
      if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
        return { ok: false, reason: 'ended' };
      }
      session.expiresAt = this.sessionEnd();
      await m.save(session);
      const next = await this.issueToken(m, sessionId);
      const issued = { sessionId, userId: session.userId, refreshToken: next, expiresAt: session.expiresAt };
      // Written before the commit: a racing request waits on the row lock above, then finds it.
      await this.redis.set(this.graceKey(tokenHash), JSON.stringify(issued), 'EX', GRACE_SECONDS);
      return { ok: true, issued };
    });
    if (!outcome.ok && outcome.reason === 'reused') await this.markRevoked([await this.sessionOfToken(tokenHash)]);
    return outcome;
  }

  /** The session a refresh token belongs to, whether or not it was used. */
  async sessionIdForToken(refreshToken: string): Promise<string | null> {
    return this.sessionOfToken(hashToken(refreshToken));
  }

  async revoke(sessionId: string): Promise<void> {
    await this.revokeWith(this.db.manager, sessionId);
    await this.markRevoked([sessionId]);
  }

  /** Ends every session of a user except `keep`, e.g. after a password change. */
  async revokeAllForUser(userId: string, keep?: string, manager: EntityManager = this.db.manager): Promise<void> {
    const sessions = await manager.find(SessionEntity, { where: { userId, revokedAt: IsNull() } });
    const ids = sessions.map((s) => s.id).filter((id) => id !== keep);
    if (ids.length === 0) return;
    await manager
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: () => 'now()' })
      .whereInIds(ids)
      .execute();
    await this.markRevoked(ids);
  }

  /** Access tokens are checked against this list, so a revoked session stops at once. */
  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.revokedKey(sessionId))) === 1;
  }

  private revokedKey(sessionId: string): string {
    return redisKey('revoked-session', sessionId);
  }

  private async markRevoked(sessionIds: (string | null)[]): Promise<void> {
    const ttl = this.config.JWT_ACCESS_TTL_SECONDS + 60;
    const pipeline = this.redis.pipeline();
    for (const id of sessionIds) if (id) pipeline.set(this.revokedKey(id), '1', 'EX', ttl);
    await pipeline.exec();
    // Their open sockets close too, on every API instance; a reconnect is refused as revoked.
    this.realtime.disconnectSessions(sessionIds.filter((id): id is string => !!id));
  }

  private async sessionOfToken(tokenHash: string): Promise<string | null> {
    const row = await this.db.manager.findOne(RefreshTokenEntity, { where: { tokenHash } });
    return row?.sessionId ?? null;
  }

  private graceKey(tokenHash: string): string {
    return redisKey('refresh-grace', tokenHash);
  }

  /** The pair a token was traded for within the grace window, if its session still holds. */
  private async recentRotation(m: EntityManager, tokenHash: string): Promise<IssuedRefresh | null> {
    const raw = await this.redis.get(this.graceKey(tokenHash));
    if (!raw) return null;
    const issued = JSON.parse(raw) as Omit<IssuedRefresh, 'expiresAt'> & { expiresAt: string };
    const session = await m.findOne(SessionEntity, { where: { id: issued.sessionId } });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
    return { ...issued, expiresAt: new Date(issued.expiresAt) };
  }

  private async revokeWith(m: EntityManager, sessionId: string): Promise<void> {
    await m.update(SessionEntity, { id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async issueToken(m: EntityManager, sessionId: string): Promise<string> {
    const token = newOpaqueToken();
    await m.insert(RefreshTokenEntity, { sessionId, tokenHash: hashToken(token), usedAt: null });
    return token;
  }
}
