import { Controller, Get, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import { type NotificationList } from '#contracts';
import { NotificationsService } from '#domain/notifications';
import { DomainError } from '#domain/errors';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { UuidParam } from '../common/uuid-param.pipe';
import { Post } from '../common/write-routes';

@ApiTags('notifications')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @ApiOperation({ summary: 'Liste les notifications et le nombre de non lues' })
  @Get()
  list(@CurrentUser() user: RequestUser): Promise<NotificationList> {
    return this.notifications.list(user.userId);
  }

  @ApiOperation({ summary: 'Marque toutes les notifications comme lues' })
  @Post('read-all')
  @HttpCode(204)
  async readAll(@CurrentUser() user: RequestUser): Promise<void> {
    await this.notifications.markAllRead(user.userId);
  }

  @ApiOperation({ summary: 'Marque une notification comme lue' })
  @Post(':id/read')
  @HttpCode(204)
  async read(
    @CurrentUser() user: RequestUser,
    @Param('id', UuidParam) id: string,
  ): Promise<void> {
    if (!(await this.notifications.markRead(user.userId, id))) throw new DomainError('NOT_FOUND');
  }
}
