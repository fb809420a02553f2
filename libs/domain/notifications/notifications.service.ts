import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import type { NotificationDto, NotificationList } from '#contracts';
import { NotificationEntity } from '#database';
import type { NotificationJob } from '#queue';
import { RealtimeEmitter } from '#realtime';

const toDto = (n: NotificationEntity): NotificationDto => ({
  id: n.id,
  title: n.title,
  message: n.message,
  type: n.type,
  read: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});

const LIST_LIMIT = 50;

@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly realtime: RealtimeEmitter) {}

  /** Stores the notification, then tells the user's open screens. */
  async create(job: NotificationJob): Promise<NotificationDto> {
    const repo = this.db.getRepository(NotificationEntity);
    const saved = await repo.save(repo.create({ ...job, readAt: null }));
    const dto = toDto(saved);
    this.realtime.toUser(job.userId, 'notification.created', dto);
    return dto;
  }

  async list(userId: string): Promise<NotificationList> {
    const repo = this.db.getRepository(NotificationEntity);
    const [items, unreadCount] = await Promise.all([
      repo.find({ where: { userId }, order: { createdAt: 'DESC' }, take: LIST_LIMIT }),
      repo.count({ where: { userId, readAt: IsNull() } }),
    ]);
    return { items: items.map(toDto), unreadCount };
  }

  /** False when the notification is not this user's. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const repo = this.db.getRepository(NotificationEntity);
    const found = await repo.findOne({ where: { id, userId } });
    if (!found) return false;
    if (!found.readAt) await repo.update({ id, userId }, { readAt: new Date() });
    return true;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db.getRepository(NotificationEntity).update({ userId, readAt: IsNull() }, { readAt: new Date() });
  }
}
