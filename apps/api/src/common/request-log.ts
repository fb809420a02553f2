import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { runInRequest } from '#queue';
import type { RequestUser } from '../auth/access-token';
import { requestIdOf } from './request-id';

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

/**
 * One line per API request once it is answered: « request completed » (info), « request errored »
 * (error, 5xx) or « request aborted » (warn, the caller left first), with the status and the time
 * taken. It only listens for the end: nothing is built for a request whose line the level leaves
 * out, so a quiet log (LOG_LEVEL=warn) costs the hot routes nothing (issue 14: pino-http made a
 * child logger per request, about 40 µs, even when it wrote nothing). Health probes are not logged.
 */
export function accessLog(logger: Logger): (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '';
    if (url.startsWith('/api/health')) return next();
    const started = performance.now();
    const done = (): void => {
      res.off('finish', done);
      res.off('close', done);
      const aborted = !res.writableFinished;
      const level = aborted ? 'warn' : res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const message = aborted ? 'request aborted' : level === 'error' ? 'request errored' : 'request completed';
      logger[level]({ ...describeRequest(req), res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) }, message);
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
