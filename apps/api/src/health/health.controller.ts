import { Controller, Get, HttpException, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { COMMON_MESSAGES } from '#contracts';
import { REDIS } from '#redis';

type Check = 'up' | 'down';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(REDIS) private readonly redis: Redis) {}

  @Get()
  async check(): Promise<{ status: 'ok'; database: Check; redis: Check }> {
    const [database, redis] = await Promise.all([
      this.db.query('SELECT 1').then((): Check => 'up', (): Check => 'down'),
      this.redis.ping().then((): Check => 'up', (): Check => 'down'),
    ]);
    if (database === 'down' || redis === 'down') {
      throw new HttpException({ statusCode: 503, code: 'UNHEALTHY', message: COMMON_MESSAGES.serviceUnavailable, database, redis }, 503);
    }
    return { status: 'ok', database, redis };
  }
}
