import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '#config';

/** This process's own registry (the API and a worker may share one Node process in tests). */
export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');
const METRICS_PORT_SETTING = Symbol('METRICS_PORT_SETTING');

type PortSetting = 'METRICS_PORT' | 'WORKER_METRICS_PORT';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether an `Authorization` header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Serves `GET /metrics` in the Prometheus text format on a port of its own, behind METRICS_TOKEN when set. */
export function serveMetrics(registry: Registry, port: number, token: string | undefined): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Introuvable : les métriques sont sous /metrics.\n');
      return;
    }
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer' }).end('Jeton de métriques manquant ou invalide (Authorization: Bearer <METRICS_TOKEN>).\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Les métriques ne peuvent pas être lues pour le moment.\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

/** Opens the metrics port when the process's setting names one; nothing otherwise. */
@Injectable()
export class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @Inject(METRICS_PORT_SETTING) private readonly setting: PortSetting,
  ) {}

  /** The port it listens on, when it does. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config[this.setting];
    if (port === undefined) return;
    this.server = await serveMetrics(this.registry, port, this.config.METRICS_TOKEN);
    this.logger.log(`Prometheus metrics on :${this.port}/metrics${this.config.METRICS_TOKEN ? ' (bearer token)' : ''}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

@Module({})
export class MetricsModule {
  /** The process's registry (with Node's default process metrics) and its endpoint, on the port `setting` names. */
  static forProcess(setting: PortSetting): DynamicModule {
    return {
      module: MetricsModule,
      providers: [
        {
          provide: METRICS_REGISTRY,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): Registry => {
            const registry = new Registry();
            // Node's own series (CPU, memory, event loop lag, GC) only when someone scrapes them.
            if (config[setting] !== undefined) collectDefaultMetrics({ register: registry });
            return registry;
          },
        },
        { provide: METRICS_PORT_SETTING, useValue: setting },
        MetricsEndpoint,
      ],
      exports: [METRICS_REGISTRY, MetricsEndpoint],
    };
  }
}
