import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runInRequest } from '#queue';
import type { RequestUser } from '../auth/access-token';

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

type LoggedRequest = IncomingMessage & { originalUrl?: string; user?: RequestUser };

// A secret the address itself carries (the calendar feed's, an invitation's `?token=`): a calendar
// app fetches the feed every few minutes, and each line would write the household's key to the logs.
const SECRET_IN_QUERY = /([?&](?:token|key|secret)=)[^&#]*/gi;
const withoutSecrets = (url: string | undefined): string | undefined => url?.replace(SECRET_IN_QUERY, '$1…');

/**
 * What a log line says of a request: its id (the X-Request-Id, so a user's report, the proxy's log,
 * ours and the worker's name one request), method and URL, and who made it once the guards know.
 * Never its headers (they carry the tokens and cookies), nor a secret of its address.
 */
export function describeRequest(req: LoggedRequest): object {
  const user = req.user;
  return {
    req: { id: requestIdOf(req), method: req.method, url: withoutSecrets(req.originalUrl ?? req.url) },
    ...(user ? { userId: user.userId, householdId: user.householdId } : {}),
  };
}

/**
 * The rest of the request runs in its context, so the jobs it enqueues carry its id to the
 * worker's logs, and the lines logged meanwhile name it (describeRequest). Mounted after the body
 * parsers: their stream callbacks would leave the context.
 */
export function requestContext(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
  runInRequest(requestIdOf(req), next, () => describeRequest(req));
}
