import type { Request } from 'express';

/** The caller's address; `trust proxy` in main.ts makes `req.ip` honour X-Forwarded-For. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
