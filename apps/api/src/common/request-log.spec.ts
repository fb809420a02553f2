import { Writable } from 'node:stream';
import express, { type Request } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { currentRequestLogFields } from '#queue';
import { accessLog, requestContext } from './request-log';
import { nameRequest } from './request-id';

/** An API in miniature with the real middlewares, its log lines collected as JSON. */
function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level, mixin: currentRequestLogFields }, sink);
  const app = express();
  app.use(nameRequest);
  app.use('/api', accessLog(logger));
  app.use(requestContext);
  app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
  app.get('/api/list', (req, res) => {
    // What the guards do: the request now knows who made it.
    (req as Request & { user: unknown }).user = { userId: 'u-1', sessionId: 's-1', householdId: 'h-1' };
    setImmediate(() => {
      logger.warn('stock bas');
      res.json([]);
    });
  });
  app.get('/api/broken', (_req, res) => res.status(500).json({ code: 'INTERNAL' }));
  return { http: request(app), lines };
}

describe('request logs', () => {
  it('writes one line per API request with its id, method, URL, who made it, status and time', async () => {
    const { http, lines } = appLogging('info');
    await http.get('/api/list?week=48').set('X-Request-Id', 'proxy-1234abcd').set('Authorization', 'Bearer secret').expect(200);
    const done = lines.find((l) => l.msg === 'request completed');
    expect(done).toMatchObject({ level: 30, req: { id: 'proxy-1234abcd', method: 'GET', url: '/api/list?week=48' }, userId: 'u-1', householdId: 'h-1', res: { statusCode: 200 } });
    expect(typeof done!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('names the request on every line logged while it runs, and on none after', async () => {
    const { http, lines } = appLogging('info');
    await http.get('/api/list').set('X-Request-Id', 'proxy-5678abcd').expect(200);
    expect(lines.find((l) => l.msg === 'stock bas')).toMatchObject({ level: 40, req: { id: 'proxy-5678abcd', url: '/api/list' }, userId: 'u-1' });
    expect(currentRequestLogFields()).toEqual({});
  });

  it('at LOG_LEVEL=warn writes only what went wrong: a 5xx and the warnings, not each request', async () => {
    const { http, lines } = appLogging('warn');
    await http.get('/api/list').expect(200);
    await http.get('/api/broken').expect(500);
    expect(lines.map((l) => l.msg)).toEqual(['stock bas', 'request errored']);
    expect(lines[1]).toMatchObject({ level: 50, req: { method: 'GET', url: '/api/broken' }, res: { statusCode: 500 } });
  });

  it("never writes a secret the address carries: the calendar feed's or an invitation's token", async () => {
    const { http, lines } = appLogging('info');
    await http.get('/api/list?token=feed-secret-1234&week=48').expect(200);
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ req: { url: '/api/list?token=…&week=48' } });
    expect(JSON.stringify(lines)).not.toContain('feed-secret-1234');
  });

  it('leaves the health probes out', async () => {
    const { http, lines } = appLogging('info');
    await http.get('/api/health').expect(200);
    expect(lines).toEqual([]);
  });
});
