import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { poolQuery } from '#database';
import { APP_CONFIG, type AppConfig } from '#config';
import type { AccessState } from '#contracts';
import { isActiveStatus } from '#domain/billing';

export interface AccessCheck extends AccessState {
  /** The household the user belongs to now (it changes when they join a family). */
  householdId: string | null;
}

interface AccessRow {
  has_profile: boolean;
  has_preferences: boolean;
  household_id: string | null;
  /** Every member of the household (the user included): e-mail and subscription status. */
  family: { email: string | null; status: string | null }[];
}

/**
 * The dashboard access check (product spec, section 4): a profile, a preferences record and an
 * active subscription, in that order. Family sharing is part of the plan: a member of a household
 * where someone is subscribed (or complimentary) has access too. One query, since it runs on
 * every dashboard request. The API enforces it; the web app only follows `next`.
 */
@Injectable()
export class AccessService {
  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async state(userId: string): Promise<AccessState> {
    const { householdId: _householdId, ...state } = await this.check(userId);
    return state;
  }

  async check(userId: string): Promise<AccessCheck> {
    const [row] = await poolQuery<AccessRow>(
      this.db,
      `SELECT
         EXISTS (SELECT 1 FROM profiles WHERE id = $1) AS has_profile,
         EXISTS (SELECT 1 FROM user_preferences WHERE user_id = $1) AS has_preferences,
         me.household_id,
         COALESCE(
           (SELECT json_agg(json_build_object('email', p.email, 'status', s.status))
            FROM household_members o
            LEFT JOIN profiles p ON p.id = o.user_id
            LEFT JOIN user_subscriptions s ON s.user_id = o.user_id
            WHERE o.household_id = me.household_id),
           (SELECT json_agg(json_build_object('email', u.email, 'status', s.status))
            FROM users u LEFT JOIN user_subscriptions s ON s.user_id = u.id WHERE u.id = $1),
           '[]'::json
         ) AS family
       FROM (SELECT $1::uuid AS user_id) q
       LEFT JOIN household_members me ON me.user_id = q.user_id`,
      [userId],
    );
    const complimentary = (email: string | null) => !!email && this.config.COMPLIMENTARY_EMAILS.includes(email.toLowerCase());
    // BILLING_MODE=off (a family's own server): nobody is asked to subscribe.
    const subscribed = this.config.billingOff || row!.family.some((m) => isActiveStatus(m.status) || complimentary(m.email));
    const { has_profile: hasProfile, has_preferences: hasPreferences } = row!;
    // Complimentary accounts count as subscribed; like everyone they answer the questionnaire
    // first, since suggestions need their preferences.
    const next = !hasProfile || !hasPreferences ? '/questionnaire' : subscribed ? '/dashboard' : '/subscription';
    return { hasProfile, hasPreferences, subscribed, next, householdId: row!.household_id };
  }
}
