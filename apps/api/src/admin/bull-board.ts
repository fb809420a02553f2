import { timingSafeEqual } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '#config';
import { COMMON_MESSAGES } from '#contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { ALL_QUEUES } from '#queue';
import { REDIS, redisKey } from '#redis';
import { clientIp } from '../common/client-ip';

export const BULL_BOARD_PATH = '/admin/queues';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// Wrong logins allowed per address in 15 minutes before the board answers 429.
const FAILED_LOGINS = 10;

/** Basic auth with its failures counted per address, and the board never framed by another page. */
function basicAuth(user: string, password: string, redis: Redis) {
  const failures = new RateLimiterRedis({ storeClient: redis, keyPrefix: redisKey('rl', 'bull-board'), points: FAILED_LOGINS, duration: 900 });
  return async (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    const ip = clientIp(req);
    const spent = await failures.get(ip).catch(() => null);
    if (spent && spent.consumedPoints >= FAILED_LOGINS) {
      res.setHeader('Retry-After', String(Math.ceil(spent.msBeforeNext / 1000)));
      return res.status(429).json({ statusCode: 429, code: 'RATE_LIMITED', message: COMMON_MESSAGES.tooManyAttempts });
    }
    const header = req.headers.authorization ?? '';
    const [scheme, encoded] = header.split(' ');
    const [u, ...rest] = Buffer.from(encoded ?? '', 'base64').toString('utf8').split(':');
    if (scheme === 'Basic' && same(u ?? '', user) && same(rest.join(':'), password)) return next();
    if (scheme === 'Basic') await failures.consume(ip).catch(() => undefined);
    res.setHeader('WWW-Authenticate', 'Basic realm="Mijote queues", charset="UTF-8"');
    res.status(401).json({ statusCode: 401, code: 'UNAUTHENTICATED', message: COMMON_MESSAGES.authRequired });
  };
}

/**
 * Mounts Bull Board for every queue, behind basic auth; does nothing unless both settings are set.
 * It shows the queues the API already registered (QueueModule), so Nest closes them on shutdown.
 */
export async function mountBullBoard(app: INestApplication, config: AppConfig): Promise<void> {
  if (!config.BULL_BOARD_USER || !config.BULL_BOARD_PASSWORD) return;
  // Loaded only when the board is on: about 1 MiB of code most deployments never serve.
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/express'),
  ]);
  const queues = ALL_QUEUES.map((name) => app.get<Queue>(getQueueToken(name), { strict: false }));
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter, options: { uiConfig: { boardTitle: 'Mijote' } } });
  app.use(BULL_BOARD_PATH, basicAuth(config.BULL_BOARD_USER, config.BULL_BOARD_PASSWORD, app.get<Redis>(REDIS)), serverAdapter.getRouter());
}
