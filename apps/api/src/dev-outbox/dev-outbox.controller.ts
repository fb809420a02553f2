import { Controller, Get, Header, Inject, NotFoundException, Query } from '@nestjs/common';
import { ApiExcludeController } from '../common/api-docs';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#config';
import { DevOutbox, type OutboxEntry } from '#domain/mail';
import { REDIS } from '#redis';
import { renderOutboxPage } from './outbox-page';

/** The development mailbox: what would have been sent without SMTP. Off in production. */
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxController {
  private readonly outbox: DevOutbox;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, @Inject(REDIS) redis: Redis) {
    this.outbox = new DevOutbox(redis);
  }

  @Get()
  list(@Query('to') to?: string): Promise<OutboxEntry[]> {
    this.assertEnabled();
    return this.outbox.list(to);
  }

  @Get('page')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(): Promise<string> {
    this.assertEnabled();
    return renderOutboxPage(await this.outbox.list());
  }

  private assertEnabled(): void {
    if (!this.config.devOutbox) throw new NotFoundException();
  }
}
