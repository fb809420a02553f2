import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DashboardStats } from '#contracts';
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

  /** The home page's counts: this ISO week's planned meals, unchecked items, the user's favourites, the fridge's items, the anti-gaspi figures. */
  @ApiOperation({ summary: 'Les chiffres du tableau de bord (repas de la semaine, courses, favoris, anti-gaspi)' })
  @Get('stats')
  async stats(@CurrentUser() user: RequestUser): Promise<DashboardStats> {
    const [[row], waste] = await Promise.all([this.db.query(
      `SELECT
         (SELECT count(*)::int FROM planned_meals WHERE household_id = $1
            AND date >= date_trunc('week', current_date) AND date < date_trunc('week', current_date) + interval '7 days') AS "plannedMealsThisWeek",
         (SELECT count(*)::int FROM shopping_items WHERE household_id = $1 AND NOT checked) AS "itemsToBuy",
         (SELECT count(*)::int FROM recipe_favorites WHERE user_id = $2) AS "favorites",
         (SELECT count(*)::int FROM inventory_items WHERE household_id = $1) AS "fridgeItems"`,
      [user.householdId, user.userId],
    ), this.waste.figures(user.householdId)]);
    return { ...row, waste } as DashboardStats;
  }
}
