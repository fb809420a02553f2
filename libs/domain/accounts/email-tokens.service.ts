import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { EmailTokenEntity, type EmailTokenPurpose } from '#database';
import { hashToken, newOpaqueToken } from './tokens';

/** Single-use links sent by e-mail. */
@Injectable()
export class EmailTokensService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(
    userId: string,
    purpose: EmailTokenPurpose,
    ttlMs: number,
    newEmail: string | null = null,
    manager: EntityManager = this.db.manager,
  ): Promise<string> {
    // A new link replaces any earlier one of the same kind; except an "undo" link, which a later
    // request (maybe from whoever took the account) must not be able to void.
    if (purpose !== 'email_change_cancel') await this.invalidate(userId, purpose, manager);
    const token = newOpaqueToken();
    await manager.insert(EmailTokenEntity, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail,
      expiresAt: new Date(Date.now() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  /** Voids the user's unused links of this kind. */
  async invalidate(userId: string, purpose: EmailTokenPurpose, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.update(EmailTokenEntity, { userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /** Marks the token used and returns it, or null when it is unknown, used or expired. */
  async consume(
    token: string,
    purpose: EmailTokenPurpose | EmailTokenPurpose[],
    manager: EntityManager,
  ): Promise<EmailTokenEntity | null> {
    const purposes = Array.isArray(purpose) ? purpose : [purpose];
    const rows = (
      await manager
        .createQueryBuilder()
        .update(EmailTokenEntity)
        .set({ usedAt: () => 'now()' })
        .where('token_hash = :hash AND purpose IN (:...purposes) AND used_at IS NULL AND expires_at > now()', {
          hash: hashToken(token),
          purposes,
        })
        .returning(['id'])
        .execute()
    ).raw as { id: string }[];
    if (rows.length === 0) return null;
    return manager.findOneOrFail(EmailTokenEntity, { where: { id: rows[0]!.id } });
  }

  /**
   * The token when it was already used (opened, or replaced by a newer link), without touching it;
   * null when it is unknown or still unused. Expiry is not checked: a used link stays used.
   */
  async findUsed(
    token: string,
    purpose: EmailTokenPurpose | EmailTokenPurpose[],
    manager: EntityManager = this.db.manager,
  ): Promise<EmailTokenEntity | null> {
    const purposes = Array.isArray(purpose) ? purpose : [purpose];
    return manager.findOne(EmailTokenEntity, {
      where: { tokenHash: hashToken(token), purpose: In(purposes), usedAt: Not(IsNull()) },
    });
  }
}
