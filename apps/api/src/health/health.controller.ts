import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '../common/api-docs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ERROR_CODES } from '#contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { ERROR_TABLE } from '../common/error-table';
import { REDIS, liveWorkers } from '#redis';

type Check = 'up' | 'down';

/** `status: 'ok'`, or (503) what is down with the error body's fields and `code: 'UNHEALTHY'` (the error table's). */
export interface HealthReport {
  status?: 'ok';
  statusCode?: 503;
  code?: typeof ERROR_CODES.UNHEALTHY;
  message?: string;
  database: Check;
  redis: Check;
}

export interface ReadinessReport extends HealthReport {
  /** 'down' when no worker renewed its heartbeat: the API still serves, jobs wait. */
  worker: Check;
  workers: number;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(REDIS) private readonly redis: Redis) {}

  /** Liveness: the process answers (no dependency asked): restart it only when this fails. */
  @ApiOperation({ summary: 'Vivacité : le processus répond' })
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: PostgreSQL and Redis answer; a load balancer sends traffic only then. It also says
   * how many workers renewed their heartbeat: with none, the API still serves (so it stays ready),
   * but generations, mail and reminders wait; `worker: "down"` tells the operator.
   */
  @ApiOperation({ summary: 'Disponibilité : PostgreSQL et Redis répondent (503 sinon), et combien de workers tournent' })
  @ApiErrors('UNHEALTHY')
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessReport> {
    const deps = await this.check(res);
    const workers = await liveWorkers(this.redis).catch(() => 0);
    return { ...deps, worker: workers > 0 ? 'up' : 'down', workers };
  }

  @ApiOperation({ summary: 'Santé : PostgreSQL et Redis répondent (503 sinon)' })
  @ApiErrors('UNHEALTHY')
  @Get()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      this.db.query('SELECT 1').then((): Check => 'up', (): Check => 'down'),
      this.redis.ping().then((): Check => 'up', (): Check => 'down'),
    ]);
    if (database === 'down' || redis === 'down') {
      // A health answer, not a failed request: it names what is down, so it bypasses the error filter.
      res.status(503).setHeader('Retry-After', '5');
      return { statusCode: 503, code: ERROR_CODES.UNHEALTHY, message: ERROR_TABLE.UNHEALTHY.message, database, redis };
    }
    return { status: 'ok', database, redis };
  }
}
