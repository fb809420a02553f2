import { Injectable } from '@nestjs/common';
import { HOUSEHOLD_NOTIFICATIONS, type Household, type HouseholdMember } from '#contracts';
import { JobQueue, QueueName, type NotificationJob } from '#queue';

const fullName = (m: HouseholdMember) => `${m.firstName} ${m.lastName}`.trim();

/**
 * Tells the other members' bells when someone joins or leaves their family, and a removed member
 * why (the notifications queue stores and pushes them). Used by the invitation page's accept, by
 * sign-up from an invitation link, by leaving and by the owner's removal of a member.
 */
@Injectable()
export class HouseholdNotices {
  constructor(private readonly jobs: JobQueue) {}

  /** `household` as it is now, with the newcomer among its members. */
  joined(household: Household, userId: string): Promise<void> {
    const newcomer = household.members.find((m) => m.userId === userId);
    return newcomer ? this.tellOthers(household, userId, HOUSEHOLD_NOTIFICATIONS.joined(fullName(newcomer), household.name)) : Promise.resolve();
  }

  /** `family` as it was before `userId` left it. */
  left(family: Household, userId: string): Promise<void> {
    const leaver = family.members.find((m) => m.userId === userId);
    return leaver ? this.tellOthers(family, userId, HOUSEHOLD_NOTIFICATIONS.left(fullName(leaver), family.name)) : Promise.resolve();
  }

  /** `family` as it was before its owner `ownerId` removed `memberId`: the removed member is told. */
  async removed(family: Household, ownerId: string, memberId: string): Promise<void> {
    const owner = family.members.find((m) => m.userId === ownerId);
    if (!owner || !family.members.some((m) => m.userId === memberId)) return;
    await this.jobs.enqueueMany(QueueName.Notifications, [{ userId: memberId, ...HOUSEHOLD_NOTIFICATIONS.removed(fullName(owner), family.name) }], { name: 'household' });
  }

  private async tellOthers(household: Household, userId: string, notice: Omit<NotificationJob, 'userId'>): Promise<void> {
    const others = household.members.filter((m) => m.userId !== userId);
    if (others.length === 0) return;
    await this.jobs.enqueueMany(QueueName.Notifications, others.map((m) => ({ userId: m.userId, ...notice })), { name: 'household' });
  }
}
