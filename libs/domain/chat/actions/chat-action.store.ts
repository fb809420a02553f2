import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ChatActionDto } from '#contracts';
import { REDIS, redisKey } from '#redis';
import type { KitchenScope } from '#domain/kitchen';

/** A proposal as kept between the chef's reply and the user's tap: who may act on it, and how to undo it. */
export interface StoredChatAction extends ChatActionDto {
  userId: string;
  householdId: string;
  /** The validated tool arguments. */
  args: Record<string, unknown>;
  /** After confirm: what undo needs (ids created, the item removed…). */
  undo?: Record<string, unknown>;
}

// A proposal left untouched for a day is forgotten: the conversation has moved on.
const TTL_SECONDS = 24 * 3600;
// As many as the chat's history shows messages.
const LIST_LIMIT = 50;
// Confirming writes in a few database calls; the lock outlives them, and a crashed holder.
const LOCK_MS = 30_000;

/** Proposed actions in Redis with a TTL: nothing of the household's data is written before confirm. */
@Injectable()
export class ChatActionStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async save(action: StoredChatAction): Promise<void> {
    await this.redis.set(this.key(action.id), JSON.stringify(action), 'EX', TTL_SECONDS);
  }

  /** A new proposal, also listed under its user so a reloaded chat shows its cards again. */
  async add(action: StoredChatAction): Promise<void> {
    const list = this.userKey(action.userId);
    await this.redis.multi().set(this.key(action.id), JSON.stringify(action), 'EX', TTL_SECONDS).rpush(list, action.id).ltrim(list, -LIST_LIMIT, -1).expire(list, TTL_SECONDS).exec();
  }

  /** The user's proposals of the last day still kept, oldest first. */
  async list(scope: KitchenScope): Promise<StoredChatAction[]> {
    const ids = await this.redis.lrange(this.userKey(scope.userId), 0, -1);
    if (ids.length === 0) return [];
    const raws = await this.redis.mget(ids.map((id) => this.key(id)));
    return raws
      .filter((raw): raw is string => raw !== null)
      .map((raw) => JSON.parse(raw) as StoredChatAction)
      .filter((a) => a.userId === scope.userId && a.householdId === scope.householdId);
  }

  /** The action, only for the user (and household) it was proposed to: anyone else gets nothing, as for an unknown id. */
  async find(scope: KitchenScope, id: string): Promise<StoredChatAction | null> {
    const raw = await this.redis.get(this.key(id));
    if (!raw) return null;
    const action = JSON.parse(raw) as StoredChatAction;
    return action.userId === scope.userId && action.householdId === scope.householdId ? action : null;
  }

  /**
   * Runs `work` holding the action's lock, so two taps (two tabs) never confirm or undo it twice.
   * False when someone else holds it.
   */
  async withLock<T>(id: string, work: () => Promise<T>): Promise<{ locked: false } | { locked: true; value: T }> {
    const lock = this.key(id, 'lock');
    if ((await this.redis.set(lock, '1', 'PX', LOCK_MS, 'NX')) !== 'OK') return { locked: false };
    try {
      return { locked: true, value: await work() };
    } finally {
      await this.redis.del(lock);
    }
  }

  private userKey(userId: string): string {
    return redisKey('chat', 'actions-of', userId);
  }

  private key(id: string, suffix?: string): string {
    return suffix ? redisKey('chat', 'action', id, suffix) : redisKey('chat', 'action', id);
  }
}
