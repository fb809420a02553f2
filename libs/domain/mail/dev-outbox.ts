import type { Redis } from 'ioredis';
import { redisKey } from '#redis';
import type { RenderedEmail } from './render-email';

export interface OutboxEntry extends RenderedEmail {
  to: string;
  from: string;
  sentAt: string;
}

const OUTBOX_SIZE = 100;

/** Development mailbox: the last e-mails "sent" without SMTP, newest first, kept in Redis. */
export class DevOutbox {
  constructor(private readonly redis: Redis) {}

  private get key(): string {
    return redisKey('dev-outbox');
  }

  async push(entry: OutboxEntry): Promise<void> {
    await this.redis.multi().lpush(this.key, JSON.stringify(entry)).ltrim(this.key, 0, OUTBOX_SIZE - 1).exec();
  }

  async list(to?: string): Promise<OutboxEntry[]> {
    const raw = await this.redis.lrange(this.key, 0, OUTBOX_SIZE - 1);
    const entries = raw.map((r) => JSON.parse(r) as OutboxEntry);
    return to ? entries.filter((e) => e.to.toLowerCase() === to.toLowerCase()) : entries;
  }
}
