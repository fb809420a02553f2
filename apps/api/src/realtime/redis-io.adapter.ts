import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { ServerOptions } from 'socket.io';
import type { AppConfig } from '#config';
import { socketIoKey } from '#realtime';
import { createRedisClient } from '#redis';

/** Socket.IO over Redis: events from any API instance or from the worker reach every client. */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(app: INestApplicationContext, config: AppConfig) {
    super(app);
    // Two clients of ours (not duplicate(), which drops the error listener createRedisClient adds).
    this.pub = createRedisClient(config.REDIS_URL, { maxRetriesPerRequest: null });
    this.sub = createRedisClient(config.REDIS_URL, { maxRetriesPerRequest: null });
  }

  override createIOServer(port: number, options?: ServerOptions) {
    const server = super.createIOServer(port, { ...options, path: '/socket.io', serveClient: false } as ServerOptions);
    server.adapter(createAdapter(this.pub, this.sub, { key: socketIoKey() }));
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    // The adapter subscribes as the clients connect, without handling a failure: closing a client
    // before it is ready rejects those commands ("Connection is closed") with nobody listening.
    // Let them connect first (or give up after 2 s); QUIT then waits for their replies.
    await Promise.all([untilSettled(this.pub), untilSettled(this.sub)]);
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

function untilSettled(client: Redis): Promise<void> {
  if (client.status === 'ready' || client.status === 'end') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    client.once('ready', done);
    client.once('end', done);
  });
}
