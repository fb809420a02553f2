import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '#config';

/** BullMQ connection settings from REDIS_URL; `maxRetriesPerRequest: null` is required by workers. */
export function bullConnection(config: AppConfig): ConnectionOptions {
  const url = new URL(config.REDIS_URL);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname && url.pathname !== '/' ? Number(url.pathname.slice(1)) : undefined,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/** Queue key prefix: `<REDIS_PREFIX>:bull`. */
export function bullPrefix(config: AppConfig): string {
  return `${config.REDIS_PREFIX}:bull`;
}
