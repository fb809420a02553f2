// Small network probes shared by start, dev, test and the e2e harness.
import net from 'node:net';

/** True when nothing listens on host:port (we can bind it ourselves). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free right now. */
export function randomFreePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `preferred` if it is free, else any free port (stable ports are friendlier in logs and URLs). */
export async function preferPort(preferred, host = '127.0.0.1') {
  return (await isPortFree(preferred, host)) ? preferred : randomFreePort(host);
}

/**
 * Sends an inline PING to a Redis server and returns its first reply line:
 * '+PONG' when usable, '-NOAUTH ...' when it wants a password, null when nothing answers.
 */
export function redisPing(port, host = '127.0.0.1', timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let reply = '';
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.once('error', () => done(null));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      const end = reply.indexOf('\r\n');
      if (end >= 0) done(reply.slice(0, end));
    });
    socket.once('end', () => done(reply || null));
  });
}

/**
 * Polls an HTTP URL until it answers 2xx. `abort()` returning true stops waiting
 * (e.g. the process we wait for has died), so callers never hang on a dead child.
 */
export async function waitForHttp(url, { timeoutMs = 90_000, intervalMs = 300, abort = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (abort()) throw new Error(`stopped waiting for ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return res;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err?.cause?.code ?? err?.message ?? String(err);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}
