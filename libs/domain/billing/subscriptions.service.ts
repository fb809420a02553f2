import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import type { SubscriptionState } from '#contracts';
import { ProfileEntity, UserSubscriptionEntity } from '#database';
import { toSubscriptionState } from './subscription-state';

/** Reads a user's subscription; only Stripe's signed events (BillingEventsService) change it. */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** COMPLIMENTARY_EMAILS are always subscribed and can never be set unsubscribed. */
  isComplimentary(email: string | null | undefined): boolean {
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
    return toSubscriptionState(row, this.isComplimentary(profile?.email));
  }
}
