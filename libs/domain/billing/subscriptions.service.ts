import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import type { SubscriptionState } from '#contracts';
import { ProfileEntity, UserSubscriptionEntity } from '#database';
import { isActiveStatus, toSubscriptionState } from './subscription-state';

/** Reads a user's subscription; only Stripe's signed events (BillingEventsService) change it. */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** COMPLIMENTARY_EMAILS are always subscribed and can never be set unsubscribed. */
  isComplimentary(email: string | null | undefined): boolean {
    if (this.config.billingOff) return true;
    return !!email && this.config.COMPLIMENTARY_EMAILS.includes(email.toLowerCase());
  }

  findRow(userId: string): Promise<UserSubscriptionEntity | null> {
    return this.db.manager.findOne(UserSubscriptionEntity, { where: { userId } });
  }

  async state(userId: string): Promise<SubscriptionState> {
    const [row, profile] = await Promise.all([
      this.findRow(userId),
      this.db.manager.findOne(ProfileEntity, { where: { id: userId }, select: { id: true, email: true } }),
    ]);
    const state = toSubscriptionState(row, this.isComplimentary(profile?.email));
    return state.active ? state : { ...state, familyPlanBy: await this.familyPlanHolder(userId) };
  }

  /** The first name of the household member whose subscription covers the family, if any. */
  private async familyPlanHolder(userId: string): Promise<string | null> {
    const members: { first_name: string; email: string | null; status: string | null }[] = await this.db.query(
      `SELECT p.first_name, p.email, s.status
       FROM household_members me
       JOIN household_members o ON o.household_id = me.household_id AND o.user_id <> me.user_id
       JOIN profiles p ON p.id = o.user_id
       LEFT JOIN user_subscriptions s ON s.user_id = o.user_id
       WHERE me.user_id = $1
       ORDER BY o.joined_at`,
      [userId],
    );
    return members.find((m) => isActiveStatus(m.status) || this.isComplimentary(m.email))?.first_name ?? null;
  }
}
