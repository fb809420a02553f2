import type { NextFunction, Request, Response } from 'express';
import { CLIENT_CONTRACT_HEADER, MIN_CLIENT_CONTRACT_VERSION } from '#contracts';
import { answer } from './request-body';

const HEADER = CLIENT_CONTRACT_HEADER.toLowerCase();

/**
 * A web app built against a contract the API no longer accepts (an installed phone still running
 * an old service worker) gets 426 CLIENT_OUTDATED, which it understands as 'reload', rather than a
 * request read with a field missing. Callers that do not send the header (scripts, the API's own
 * tests, webhooks) are not concerned. A plain check of one header, at the edge of /api, before
 * anything else: it needs nothing of Nest, so it is not one more interceptor on every request.
 */
export function clientContract(req: Request, res: Response, next: NextFunction): void {
  const header = req.headers[HEADER];
  if (typeof header === 'string') {
    const version = Number(header);
    if (!Number.isInteger(version) || version < MIN_CLIENT_CONTRACT_VERSION) return answer(res, 'CLIENT_OUTDATED');
  }
  next();
}
