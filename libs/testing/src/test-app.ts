import type { AddressInfo } from 'node:net';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { loadConfig, resetConfigCache } from '#config';
import { createApp } from '../../../apps/api/src/bootstrap';
import { WorkerModule } from '../../../apps/worker/src/worker.module';

export interface TestApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/** Starts the test app's HTTP server on a free port (Socket.IO needs a real listener). */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Applies settings for one app's life; the returned function puts the environment back. */
function withEnv(env: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  resetConfigCache();
  return () => {
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetConfigCache();
  };
}

/** The real API (same module, pipes and filters as main.ts) on the run's database and Redis. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const restore = withEnv(env);
  const app = await createApp(loadConfig(), { logger: process.env.TEST_API_LOGS === "1" });
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    close: async () => {
      await app.close();
      restore();
    },
  };
}

/** The real worker process's module, running its BullMQ processors in this test process. */
export async function startTestWorker(env: Record<string, string> = {}): Promise<INestApplicationContext & { stop: () => Promise<void> }> {
  const restore = withEnv(env);
  const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false, abortOnError: false });
  await worker.init();
  return Object.assign(worker, {
    stop: async () => {
      await worker.close();
      restore();
    },
  });
}

export interface TestStack extends TestApp {
  /** The API's data source, to look at what a request left in the database. */
  readonly db: DataSource;
  /** http://127.0.0.1:{port}, when started with `listen` (Socket.IO needs a real listener). */
  readonly baseUrl: string;
}

/**
 * The usual suite set-up, registered as beforeAll/afterAll: the API and, unless `worker` is
 * false, a worker on the same settings, so queued jobs run; `listen` opens a port for sockets.
 */
export function useTestStack(options: { env?: Record<string, string>; worker?: boolean; listen?: boolean } = {}): TestStack {
  let app: TestApp | undefined;
  let worker: Awaited<ReturnType<typeof startTestWorker>> | undefined;
  let baseUrl = '';
  const started = (): TestApp => {
    if (!app) throw new Error('useTestStack: the app starts in beforeAll; use it inside tests and hooks');
    return app;
  };
  beforeAll(async () => {
    app = await createTestApp(options.env);
    if (options.worker !== false) worker = await startTestWorker(options.env);
    if (options.listen) baseUrl = await listen(app);
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });
  return {
    get app() {
      return started().app;
    },
    http: () => started().http(),
    close: () => started().close(),
    get db() {
      return started().app.get<DataSource>(getDataSourceToken());
    },
    get baseUrl() {
      return baseUrl;
    },
  };
}
