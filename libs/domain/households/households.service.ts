import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { ACCOUNT_MESSAGES, HOUSEHOLD_MAX_MEMBERS, type Household, type InvitationPreview } from '#contracts';
import {
  HouseholdEntity,
  HouseholdInvitationEntity,
  HouseholdMemberEntity,
  ProfileEntity,
} from '#database';
import { hashToken, newOpaqueToken, normalizeEmail } from '#domain/accounts';
import { RealtimeEmitter } from '#realtime';
import { DomainError } from '#domain/errors';

const INVITATION_TTL_MS = 7 * 86_400_000;
// A shopping row's shares (its recipes) move with it.
const KITCHEN_TABLES = ['shopping_items', 'shopping_item_shares', 'planned_meals', 'inventory_items'] as const;

/** Family sharing: one household per user, invitations by e-mail, membership changes. */
@Injectable()
export class HouseholdsService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly realtime: RealtimeEmitter) {}

  async current(userId: string): Promise<Household> {
    const member = await this.membership(this.db.manager, userId);
    const household = await this.db.manager.findOneByOrFail(HouseholdEntity, { id: member.householdId });
    const members: { user_id: string; first_name: string; last_name: string; email: string; role: 'owner' | 'member'; joined_at: Date }[] =
      await this.db.query(
        `SELECT m.user_id, p.first_name, p.last_name, p.email, m.role, m.joined_at
         FROM household_members m JOIN profiles p ON p.id = m.user_id
         WHERE m.household_id = $1 ORDER BY m.joined_at`,
        [household.id],
      );
    const invitations = await this.db.manager.find(HouseholdInvitationEntity, {
      where: { householdId: household.id, acceptedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
    return {
      id: household.id,
      name: household.name,
      members: members.map((m) => ({
        userId: m.user_id,
        firstName: m.first_name,
        lastName: m.last_name,
        email: m.email,
        role: m.role,
        joinedAt: m.joined_at.toISOString(),
      })),
      invitations: invitations.map((i) => ({
        id: i.id,
        email: i.email,
        createdAt: i.createdAt.toISOString(),
        expiresAt: i.expiresAt.toISOString(),
      })),
    };
  }

  async rename(userId: string, name: string): Promise<Household> {
    const member = await this.membership(this.db.manager, userId);
    await this.db.manager.update(HouseholdEntity, { id: member.householdId }, { name: name.trim() });
    return this.current(userId);
  }

  /** Creates (or renews) the invitation; returns the token for the e-mailed link. */
  async invite(userId: string, rawEmail: string): Promise<{ token: string; householdName: string; inviterName: string; email: string }> {
    const email = normalizeEmail(rawEmail);
    return this.db.transaction(async (m) => {
      const member = await this.membership(m, userId);
      const inviter = await m.findOneByOrFail(ProfileEntity, { id: userId });
      if (inviter.email === email) throw new DomainError('INVITE_SELF');
      const alreadyMember: unknown[] = await m.query(
        `SELECT 1 FROM household_members hm JOIN profiles p ON p.id = hm.user_id WHERE hm.household_id = $1 AND p.email = $2`,
        [member.householdId, email],
      );
      if (alreadyMember.length) throw new DomainError('ALREADY_MEMBER');
      await m.delete(HouseholdInvitationEntity, { householdId: member.householdId, email, acceptedAt: IsNull() });
      // Members and open invitations together stay within the limit (a renewed invitation replaces its old one).
      await this.lockHousehold(m, member.householdId);
      if ((await this.seatsTaken(m, member.householdId)) >= HOUSEHOLD_MAX_MEMBERS) throw new DomainError('HOUSEHOLD_FULL');
      const token = newOpaqueToken();
      await m.insert(HouseholdInvitationEntity, {
        householdId: member.householdId,
        email,
        invitedBy: userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        acceptedAt: null,
      });
      const household = await m.findOneByOrFail(HouseholdEntity, { id: member.householdId });
      return { token, householdName: household.name, inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(), email };
    });
  }

  async cancelInvitation(userId: string, invitationId: string): Promise<void> {
    const member = await this.membership(this.db.manager, userId);
    const result = await this.db.manager.delete(HouseholdInvitationEntity, {
      id: invitationId,
      householdId: member.householdId,
      acceptedAt: IsNull(),
    });
    if (!result.affected) throw new DomainError('NOT_FOUND');
  }

  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.openInvitation(this.db.manager, token);
    const household = await this.db.manager.findOneByOrFail(HouseholdEntity, { id: invitation.householdId });
    const inviter = invitation.invitedBy
      ? await this.db.manager.findOneBy(ProfileEntity, { id: invitation.invitedBy })
      : null;
    return {
      householdName: household.name,
      invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : null,
      email: invitation.email,
    };
  }

  /**
   * Joins the inviting household. A user alone in their old household brings its shopping list,
   * planning and fridge along; otherwise those stay with the family they leave.
   */
  async accept(userId: string, token: string): Promise<Household> {
    const { from, to } = await this.db.transaction(async (m) => {
      const invitation = await this.openInvitation(m, token, true);
      const profile = await m.findOneByOrFail(ProfileEntity, { id: userId });
      if (profile.email !== invitation.email) throw new DomainError('INVITATION_WRONG_ACCOUNT');
      const member = await this.membership(m, userId);
      await m.update(HouseholdInvitationEntity, { id: invitation.id }, { acceptedAt: new Date() });
      if (member.householdId !== invitation.householdId) {
        // Two invitations accepted at once must not both see the last seat free.
        await this.lockHousehold(m, invitation.householdId);
        if ((await this.memberCount(m, invitation.householdId)) >= HOUSEHOLD_MAX_MEMBERS) {
          throw new DomainError('HOUSEHOLD_FULL', { message: ACCOUNT_MESSAGES.householdFullOnAccept });
        }
        await this.moveMember(m, userId, member, invitation.householdId, 'member');
      }
      return { from: member.householdId, to: invitation.householdId };
    });
    this.announce(userId, from, to);
    return this.current(userId);
  }

  /** Leaves the family for a household of one's own; the kitchen data stays with the family. */
  async leave(userId: string): Promise<Household> {
    const { from, to } = await this.db.transaction(async (m) => {
      const member = await this.membership(m, userId);
      if ((await this.memberCount(m, member.householdId)) === 1) throw new DomainError('ALONE_IN_HOUSEHOLD');
      const to = await this.newPersonalHousehold(m, userId);
      await this.moveMember(m, userId, member, to, 'owner');
      return { from: member.householdId, to };
    });
    this.announce(userId, from, to);
    return this.current(userId);
  }

  async removeMember(ownerId: string, memberId: string): Promise<Household> {
    const { from, to } = await this.db.transaction(async (m) => {
      const owner = await this.membership(m, ownerId);
      if (owner.role !== 'owner') throw new DomainError('NOT_OWNER');
      const target = await m.findOneBy(HouseholdMemberEntity, { userId: memberId, householdId: owner.householdId });
      if (!target || memberId === ownerId) throw new DomainError('NOT_FOUND');
      const to = await this.newPersonalHousehold(m, memberId);
      await this.moveMember(m, memberId, target, to, 'owner');
      return { from: owner.householdId, to };
    });
    this.announce(memberId, from, to);
    return this.current(ownerId);
  }

  private announce(userId: string, from: string, to: string): void {
    this.realtime.moveUser(userId, from, to);
    this.realtime.toUser(userId, 'household.updated', { householdId: to });
    this.realtime.toHousehold(from, 'household.updated', { householdId: from });
    this.realtime.toHousehold(to, 'household.updated', { householdId: to });
  }

  private async moveMember(
    m: EntityManager,
    userId: string,
    current: HouseholdMemberEntity,
    to: string,
    role: 'owner' | 'member',
  ): Promise<void> {
    const from = current.householdId;
    const othersLeft = (await this.memberCount(m, from)) - 1;
    await m.delete(HouseholdMemberEntity, { userId });
    await m.insert(HouseholdMemberEntity, { householdId: to, userId, role });
    if (othersLeft === 0) {
      await this.mergeKitchen(m, from, to);
      await m.delete(HouseholdEntity, { id: from });
    } else if (current.role === 'owner') {
      // The family keeps an owner: the member who joined first.
      await m.query(
        `UPDATE household_members SET role = 'owner' WHERE household_id = $1 AND user_id = (
           SELECT user_id FROM household_members WHERE household_id = $1 ORDER BY joined_at LIMIT 1)`,
        [from],
      );
    }
  }

  private async mergeKitchen(m: EntityManager, from: string, to: string): Promise<void> {
    // A recipe's ingredient already on the family's list is not added twice.
    await m.query(
      `DELETE FROM shopping_items o WHERE o.household_id = $1 AND o.recipe_id IS NOT NULL AND EXISTS (
         SELECT 1 FROM shopping_items n WHERE n.household_id = $2 AND n.recipe_id = o.recipe_id AND lower(n.name) = lower(o.name))`,
      [from, to],
    );
    for (const table of KITCHEN_TABLES) {
      await m.query(`UPDATE ${table} SET household_id = $2 WHERE household_id = $1`, [from, to]);
    }
  }

  private async newPersonalHousehold(m: EntityManager, userId: string): Promise<string> {
    const profile = await m.findOneByOrFail(ProfileEntity, { id: userId });
    const household = await m.save(m.create(HouseholdEntity, { name: `Foyer de ${profile.firstName}` }));
    return household.id;
  }

  private async memberCount(m: EntityManager, householdId: string): Promise<number> {
    return m.countBy(HouseholdMemberEntity, { householdId });
  }

  /** Members, and invitations still open, of a household: the seats HOUSEHOLD_MAX_MEMBERS bounds. */
  private async seatsTaken(m: EntityManager, householdId: string): Promise<number> {
    const open = await m.countBy(HouseholdInvitationEntity, { householdId, acceptedAt: IsNull(), expiresAt: MoreThan(new Date()) });
    return (await this.memberCount(m, householdId)) + open;
  }

  /** Serialises the changes of one household's membership (its row locked until the transaction ends). */
  private async lockHousehold(m: EntityManager, householdId: string): Promise<void> {
    await m.query('SELECT 1 FROM households WHERE id = $1 FOR UPDATE', [householdId]);
  }

  private async membership(m: EntityManager, userId: string): Promise<HouseholdMemberEntity> {
    const member = await m.findOne(HouseholdMemberEntity, { where: { userId }, lock: m.queryRunner?.isTransactionActive ? { mode: 'pessimistic_write' } : undefined });
    if (!member) throw new DomainError('NOT_FOUND');
    return member;
  }

  private async openInvitation(m: EntityManager, token: string, lock = false): Promise<HouseholdInvitationEntity> {
    const invitation = await m.findOne(HouseholdInvitationEntity, {
      where: { tokenHash: hashToken(token), acceptedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!invitation) throw new DomainError('INVITATION_INVALID');
    return invitation;
  }
}
