import { Module } from '@nestjs/common';
import { NotificationsModule as NotificationsDomainModule } from '#domain/notifications';
import { NotificationsController } from './notifications.controller';

@Module({ imports: [NotificationsDomainModule], controllers: [NotificationsController] })
export class NotificationsModule {}
