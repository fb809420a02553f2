import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { kitchenToday, type DashboardStats } from '#contracts';
import type { KitchenScope } from './kitchen-scope';

/** The home page's counts, all but the anti-gaspi figures (#domain/waste). */
export type KitchenCounts = Omit<DashboardStats, 'waste'>;

/** The kitchen's counts in one round trip: the home page asks for them on every visit. */
@Injectable()
export class KitchenCountsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** This week's and next week's planned meals, unchecked items, the user's favourites, the fridge's items. */
  async counts(scope: KitchenScope, now: Date = new Date()): Promise<KitchenCounts> {
    const [row] = (await this.db.query(
      `SELECT
         (SELECT count(*)::int FROM planned_meals WHERE household_id = $1
            AND date >= date_trunc('week', $3::date) AND date < date_trunc('week', $3::date) + interval '7 days') AS "plannedMealsThisWeek",
         (SELECT count(*)::int FROM planned_meals WHERE household_id = $1
            AND date >= date_trunc('week', $3::date) + interval '7 days' AND date < date_trunc('week', $3::date) + interval '14 days') AS "plannedMealsNextWeek",
         (SELECT count(*)::int FROM shopping_items WHERE household_id = $1 AND NOT checked) AS "itemsToBuy",
         (SELECT count(*)::int FROM recipe_favorites WHERE user_id = $2) AS "favorites",
         (SELECT count(*)::int FROM inventory_items WHERE household_id = $1) AS "fridgeItems"`,
      // The kitchen's day, not the database's: at 00:30 on a Monday in Zurich, UTC is still on Sunday.
      [scope.householdId, scope.userId, kitchenToday(now)],
    )) as KitchenCounts[];
    return row!;
  }
}
