import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { describeRequest } from './request-id';

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
