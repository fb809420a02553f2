// A small reverse proxy on Node's own http and net, standing for the load balancer in front of
// several API instances: requests and WebSocket upgrades go round-robin over the instances, and
// an instance that refuses connections is skipped for a moment (as a balancer's health check
// would), so killing one moves its users to the others when they reconnect.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

const DOWN_FOR_MS = 2000;

export function startRoundRobinProxy(targets, port) {
  const downUntil = new Map();
  let next = 0;
  const pick = (tried) => {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(next + i) % targets.length];
      if (tried.has(target) || (downUntil.get(target) ?? 0) > Date.now()) continue;
      next = (next + i + 1) % targets.length;
      return target;
    }
    return null;
  };
  const markDown = (target) => downUntil.set(target, Date.now() + DOWN_FOR_MS);

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const tried = new Set();
    const attempt = () => {
      const target = pick(tried);
      if (!target) {
        res.writeHead(502).end();
        return;
      }
      tried.add(target);
      const upstream = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', (err) => {
        if (res.headersSent) return res.destroy();
        if (err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET') markDown(target);
        attempt();
      });
      upstream.end(body);
    };
    attempt();
  });

  // Upgraded connections leave the http server's books: kept here so that closing ends them.
  const tunnels = new Set();
  server.on('upgrade', (req, client, head) => {
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    const tried = new Set();
    const attempt = () => {
      const target = pick(tried);
      if (!target) return client.destroy();
      tried.add(target);
      const upstream = connect(target, '127.0.0.1');
      upstream.once('connect', () => {
        const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]))];
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(client).pipe(upstream);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      });
      upstream.once('error', (err) => {
        if (upstream.readyState !== 'opening' && upstream.bytesWritten > 0) return client.destroy();
        markDown(target);
        attempt();
      });
    };
    attempt();
  });

  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise((r) => {
            for (const tunnel of tunnels) tunnel.destroy();
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    ),
  );
}
