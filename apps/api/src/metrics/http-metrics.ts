import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Histogram, type Registry } from 'prom-client';

/** The route's template ('/api/shopping-items/:id'), never the URL: one series per route, not per id. */
function routeOf(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  // Static files, the web app's pages, unknown paths and requests refused before routing share one.
  return typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : 'other';
}

/** Times every HTTP request into `http_request_duration_seconds{method, route, status_code}`. */
export function httpMetrics(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const end = duration.startTimer();
    res.once('finish', () => end({ method: req.method, route: routeOf(req), status_code: String(res.statusCode) }));
    next();
  };
}
