import { Redis } from 'ioredis';
import { DevOutbox, type OutboxEntry } from '#domain/mail';
import { WORKER_WAIT_MS } from './waits';

/** Waits until the worker has put an e-mail for `to` in the dev outbox. */
export async function waitForEmail(
  to: string,
  match: (e: OutboxEntry) => boolean = () => true,
  timeoutMs = WORKER_WAIT_MS,
): Promise<OutboxEntry> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const outbox = new DevOutbox(redis);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const found = (await outbox.list(to)).find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`No e-mail for ${to} within ${timeoutMs} ms`);
  } finally {
    redis.disconnect();
  }
}

export function linkIn(email: OutboxEntry): URL {
  const m = email.text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`No link in e-mail "${email.subject}"`);
  return new URL(m[0]);
}
