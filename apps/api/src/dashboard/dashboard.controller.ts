import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { DashboardStats } from '#contracts';
import { KitchenCountsService } from '#domain/kitchen';
import { WasteFiguresService } from '#domain/waste';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';

@ApiTags('dashboard')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly kitchen: KitchenCountsService, private readonly waste: WasteFiguresService) {}

  /** The home page's counts: this week's and next week's planned meals, unchecked items, the user's favourites, the fridge's items, the anti-gaspi figures. */
  @ApiOperation({ summary: 'Les chiffres du tableau de bord (repas de la semaine, courses, favoris, anti-gaspi)' })
  @Get('stats')
  async stats(@CurrentUser() user: RequestUser): Promise<DashboardStats> {
    const [counts, waste] = await Promise.all([this.kitchen.counts(user), this.waste.figures(user.householdId)]);
    return { ...counts, waste };
  }
}
