import type { Request } from 'express';

/** The caller's address; X-Forwarded-For counts only from a TRUSTED_PROXIES address (bootstrap.ts). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
