import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. Our configuration is fixed (no nonce, no directive computed
 * per request), so helmet writes the very same headers on every answer; run as its own chain it
 * is twelve middlewares per request on the API's hottest routes. Helmet stays the one that knows
 * which headers and values to send: it writes them once, at start, into a recording answer, and
 * each request gets them in one call.
 */
export function securityHeaders(options: HelmetOptions): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const headers = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => removed.push(name),
  };
  let called = false;
  helmet(options)({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => (called = true));
  // A configuration that needs the request (a nonce) or answers by itself could not be recorded.
  // Helmet's one removal, Express's X-Powered-By, is turned off at the source (bootstrap).
  if (!called || removed.some((name) => name.toLowerCase() !== 'x-powered-by')) {
    throw new Error('securityHeaders: this helmet configuration is not the same for every request');
  }
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}

/**
 * The API's answers are a household's own data: never kept in a browser's or a proxy's cache (a
 * shared computer, a family tablet), and never given an ETag. Express hashes every answer for one
 * (a SHA-1 of a 50-item list at each read) so that a 304 could spare the bytes, never the work: the
 * list is read from the database first either way. Pictures and the web app's files keep their
 * own long-lived caching (bootstrap.ts), answered before this; a route may say otherwise (the
 * calendar feed, which a calendar app fetches every few minutes).
 */
export function privateApiAnswers(_req: IncomingMessage, res: ServerResponse, next: () => void): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
