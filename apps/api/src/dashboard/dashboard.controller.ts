import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { kitchenToday, type DashboardStats } from '#contracts';
import { WasteFiguresService } from '#domain/waste';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';

@ApiTags('dashboard')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('dashboard')
export class DashboardController {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly waste: WasteFiguresService) {}

  /** The home page's counts: this week's and next week's planned meals, unchecked items, the user's favourites, the fridge's items, the anti-gaspi figures. */
  @ApiOperation({ summary: 'Les chiffres du tableau de bord (repas de la semaine, courses, favoris, anti-gaspi)' })
  @Get('stats')
  async stats(@CurrentUser() user: RequestUser): Promise<DashboardStats> {
    const [[row], waste] = await Promise.all([this.db.query(
      `SELECT
         (SELECT count(*)::int FROM planned_meals WHERE household_id = $1
            AND date >= date_trunc('week', $3::date) AND date < date_trunc('week', $3::date) + interval '7 days') AS "plannedMealsThisWeek",
         (SELECT count(*)::int FROM planned_meals WHERE household_id = $1
            AND date >= date_trunc('week', $3::date) + interval '7 days' AND date < date_trunc('week', $3::date) + interval '14 days') AS "plannedMealsNextWeek",
         (SELECT count(*)::int FROM shopping_items WHERE household_id = $1 AND NOT checked) AS "itemsToBuy",
         (SELECT count(*)::int FROM recipe_favorites WHERE user_id = $2) AS "favorites",
         (SELECT count(*)::int FROM inventory_items WHERE household_id = $1) AS "fridgeItems"`,
      // The kitchen's day, not the database's: at 00:30 on a Monday in Zurich, UTC is still on Sunday.
      [user.householdId, user.userId, kitchenToday()],
    ), this.waste.figures(user.householdId)]);
    return { ...row, waste } as DashboardStats;
  }
}
