import { Body, Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { ReminderSettings } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { ReminderSettingsService } from '#domain/waste';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { ReminderSettingsDto } from './dto/waste.dto';
import { Put } from '../common/write-routes';

@ApiTags('notifications')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('notifications/settings')
export class ReminderSettingsController {
  constructor(private readonly settings: ReminderSettingsService) {}

  @ApiOperation({ summary: 'Lit les réglages des rappels anti-gaspi' })
  @Get()
  get(@Kitchen() scope: KitchenScope): Promise<ReminderSettings> {
    return this.settings.get(scope);
  }

  @ApiOperation({ summary: 'Modifie les réglages des rappels anti-gaspi' })
  @Put()
  update(@Kitchen() scope: KitchenScope, @Body() dto: ReminderSettingsDto): Promise<ReminderSettings> {
    return this.settings.update(scope, dto);
  }
}
