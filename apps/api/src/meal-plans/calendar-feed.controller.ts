import { Controller, Get, Header, HttpCode, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../common/api-docs';
import type { CalendarFeed } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { CalendarFeedService } from '#domain/meal-plans';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { ApiErrors } from '../common/api-errors.decorator';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { Post } from '../common/write-routes';

/**
 * The planning as an ICS feed. Calendar apps cannot sign in: the secret in the address is the
 * access, so the feed route has no session guard; the link itself is made behind one.
 */
@ApiTags('planned-meals')
@Controller('planned-meals')
export class CalendarFeedController {
  constructor(private readonly feed: CalendarFeedService) {}

  @ApiOperation({ summary: 'Le planning du foyer au format iCalendar (adresse secrète)' })
  @ApiOkResponse({ description: 'Le calendrier (RFC 5545).', content: { 'text/calendar': {} } })
  @ApiErrors('NOT_FOUND')
  @Get('calendar.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=300')
  calendar(@Query('token') token?: string): Promise<string> {
    return this.feed.feed(token);
  }

  /** A new secret address; the previous one stops working. */
  @ApiOperation({ summary: "Crée une nouvelle adresse secrète du calendrier (l'ancienne cesse de marcher)" })
  @Post('calendar-token')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(DashboardAccessGuard)
  regenerate(@Kitchen() scope: KitchenScope): Promise<CalendarFeed> {
    return this.feed.regenerate(scope.householdId);
  }
}
