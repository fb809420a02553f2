// Errors that mean PostgreSQL or Redis cannot be reached right now, not that the request is wrong:
// the API answers them 503 with Retry-After (the web app tries again); a worker puts the job back
// to wait, without spending one of its attempts.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
// PostgreSQL: connection exceptions (08…), shutting down / cannot connect now (57P01-57P03).
const PG_UNAVAILABLE = /^(08|57P0[1-3])/;
const MESSAGES = [
  /Connection is closed/i, // ioredis, a command sent while Redis is away
  /Reached the max retries per request limit/i, // ioredis MaxRetriesPerRequestError
  /Connection terminated/i, // pg
  /timeout exceeded when trying to connect/i, // pg pool
  /the database system is (starting up|shutting down)/i,
];

export function isDependencyDown(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const x = e as { name?: string; code?: string; message?: string; driverError?: unknown; cause?: unknown };
    if (x.name === 'MaxRetriesPerRequestError') return true;
    if (typeof x.code === 'string' && (CONNECTION_CODES.has(x.code) || PG_UNAVAILABLE.test(x.code))) return true;
    if (typeof x.message === 'string' && MESSAGES.some((m) => m.test(x.message!))) return true;
    e = x.driverError ?? x.cause;
  }
  return false;
}
