import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { ChatMessageDto } from '#contracts';
import { ChatMessageEntity } from '#database';
import { REDIS, redisKey } from '#redis';

export const toChatMessage = (e: ChatMessageEntity): ChatMessageDto => ({
  id: e.id,
  role: e.role,
  content: e.content,
  createdAt: e.createdAt.toISOString(),
});

export const HISTORY_LIMIT = 50;
export const CONTEXT_LIMIT = 10;
// A reply never takes this long; the mark expires in case a worker died mid-reply.
const PENDING_TTL_SECONDS = 180;

/** The user's conversation with the virtual chef. */
@Injectable()
export class ChatService {
  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(REDIS) private readonly redis: Redis) {}

  private get repo() {
    return this.db.getRepository(ChatMessageEntity);
  }

  /** The last 50 messages, oldest first (spec). */
  async history(userId: string, limit = HISTORY_LIMIT): Promise<ChatMessageDto[]> {
    const newest = await this.repo.find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
    return newest.reverse().map(toChatMessage);
  }

  async add(userId: string, role: 'user' | 'assistant', content: string): Promise<ChatMessageDto> {
    return toChatMessage(await this.repo.save(this.repo.create({ userId, role, content })));
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.repo.delete({ id, userId });
  }

  async clear(userId: string): Promise<void> {
    await this.repo.delete({ userId });
  }

  /** Marks a reply as pending; false if one already is (sending is blocked meanwhile). */
  async markPending(userId: string, replyId: string): Promise<boolean> {
    return (await this.redis.set(this.pendingKey(userId), replyId, 'EX', PENDING_TTL_SECONDS, 'NX')) === 'OK';
  }

  async clearPending(userId: string): Promise<void> {
    await this.redis.del(this.pendingKey(userId));
  }

  private pendingKey(userId: string): string {
    return redisKey('chat', 'pending', userId);
  }
}
