import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, beat, heartbeatKey, HEARTBEAT_EVERY_MS } from '#redis';

/** Renews this worker's heartbeat in Redis (read by the API's readiness and the container healthcheck). */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHeartbeat.name);
  private readonly key = heartbeatKey();
  private timer?: NodeJS.Timeout;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationBootstrap(): Promise<void> {
    const renew = () => beat(this.redis, this.key).catch((err: Error) => this.logger.warn(`heartbeat not renewed: ${err.message}`));
    await renew();
    this.timer = setInterval(renew, HEARTBEAT_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    // A worker stopped on purpose is gone at once, not 30 s later.
    await this.redis.del(this.key).catch(() => undefined);
  }
}
