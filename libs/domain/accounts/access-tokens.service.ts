import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_PER_USER,
  type AccessTokenScope,
  type AccessTokenView,
  type CreateAccessTokenRequest,
  type CreatedAccessToken,
} from '#contracts';
import { AccessTokenEntity } from '#database';
import { DomainError } from '#domain/errors';
import { hashToken, newOpaqueToken } from './tokens';

/** Who a valid token speaks for. */
export interface AccessTokenHolder {
  tokenId: string;
  userId: string;
  scope: AccessTokenScope;
}

// "Last used" is written at most once a minute per token: a script polling every second must not
// turn every read into a write.
const LAST_USED_PRECISION_SECONDS = 60;

const view = (row: AccessTokenEntity): AccessTokenView => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A member's personal access tokens: made, listed, revoked, and checked on each scripted request. */
@Injectable()
export class AccessTokensService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  static looksLikeOne(bearer: string | undefined): bearer is string {
    return typeof bearer === 'string' && bearer.startsWith(ACCESS_TOKEN_PREFIX);
  }

  async list(userId: string): Promise<AccessTokenView[]> {
    const rows = await this.db.getRepository(AccessTokenEntity).find({ where: { userId }, order: { createdAt: 'DESC' } });
    return rows.map(view);
  }

  /** Makes a token; the answer is the only place it ever appears in clear. */
  async create(userId: string, request: CreateAccessTokenRequest): Promise<CreatedAccessToken> {
    const token = `${ACCESS_TOKEN_PREFIX}${newOpaqueToken()}`;
    const expiresAt = request.lifetimeDays === null ? null : new Date(Date.now() + request.lifetimeDays * 86_400_000);
    // The count and the insert in one statement: two creations at once cannot pass the limit.
    const inserted: Omit<AccessTokenEntity, 'userId' | 'tokenHash'>[] = await this.db.query(
      `INSERT INTO access_tokens (user_id, name, scope, token_hash, hint, expires_at)
       SELECT $1, $2, $3, $4, $5, $6
       WHERE (SELECT count(*) FROM access_tokens WHERE user_id = $1) < $7
       RETURNING id, name, scope, hint, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt"`,
      [userId, request.name.trim(), request.scope, hashToken(token), token.slice(-4), expiresAt, ACCESS_TOKENS_PER_USER],
    );
    if (inserted.length === 0) throw new DomainError('ACCESS_TOKEN_LIMIT');
    return { ...view(inserted[0] as AccessTokenEntity), token };
  }

  /** Revokes one of the member's tokens; another member's token is not found. */
  async revoke(userId: string, id: string): Promise<void> {
    const result = await this.db.getRepository(AccessTokenEntity).delete({ id, userId });
    if (!result.affected) throw new DomainError('NOT_FOUND');
  }

  /** The holder of a presented token, or ACCESS_TOKEN_INVALID (unknown, expired or revoked). */
  async authenticate(token: string): Promise<AccessTokenHolder> {
    // A read, and a write only when "last used" is stale: polling every second costs one SELECT.
    const rows = (await this.db.query(
      `SELECT id, user_id, scope, (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2)) AS stale
         FROM access_tokens WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > now())`,
      [hashToken(token), LAST_USED_PRECISION_SECONDS],
    )) as { id: string; user_id: string; scope: AccessTokenScope; stale: boolean }[];
    const row = rows[0];
    if (!row) throw new DomainError('ACCESS_TOKEN_INVALID');
    if (row.stale) {
      await this.db.query(
        `UPDATE access_tokens SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
        [row.id, LAST_USED_PRECISION_SECONDS],
      );
    }
    return { tokenId: row.id, userId: row.user_id, scope: row.scope };
  }
}
