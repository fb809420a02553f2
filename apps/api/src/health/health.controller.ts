import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { COMMON_MESSAGES } from '#contracts';
import { REDIS, liveWorkers } from '#redis';

type Check = 'up' | 'down';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(REDIS) private readonly redis: Redis) {}

  /** Liveness: the process answers (no dependency asked): restart it only when this fails. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: PostgreSQL and Redis answer; a load balancer sends traffic only then. It also says
   * how many workers renewed their heartbeat: with none, the API still serves (so it stays ready),
   * but generations, mail and reminders wait; `worker: "down"` tells the operator.
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<Record<string, unknown>> {
    const deps = await this.check(res);
    const workers = await liveWorkers(this.redis).catch(() => 0);
    return { ...deps, worker: workers > 0 ? 'up' : 'down', workers };
  }

  @Get()
  async check(@Res({ passthrough: true }) res: Response): Promise<Record<string, unknown>> {
    const [database, redis] = await Promise.all([
      this.db.query('SELECT 1').then((): Check => 'up', (): Check => 'down'),
      this.redis.ping().then((): Check => 'up', (): Check => 'down'),
    ]);
    if (database === 'down' || redis === 'down') {
      // A health answer, not a failed request: it names what is down, so it bypasses the error filter.
      res.status(503).setHeader('Retry-After', '5');
      return { statusCode: 503, code: 'UNHEALTHY', message: COMMON_MESSAGES.serviceUnavailable, database, redis };
    }
    return { status: 'ok', database, redis };
  }
}
