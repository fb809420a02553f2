import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A caller's (or the proxy's) X-Request-Id when it is sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}

/**
 * Names the request once, first of all: the header carries the id on (every log line reads it
 * there) and the answer sends it back, even when the body is refused before any handler runs.
 */
export function nameRequest(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const id = requestIdOf(req);
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  next();
}
