import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule, loadConfig } from '#config';
import { DatabaseModule } from '#database';
import { BillingModule } from '#domain/billing';
import { ChatModule } from '#domain/chat';
import { MailSenderService } from '#domain/mail';
import { NotificationsModule } from '#domain/notifications';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { ALL_QUEUES, QueueModule } from '#queue';
import { RealtimeModule } from '#realtime';
import { RedisModule } from '#redis';
import { PROCESSORS } from './processors';

const missing = ALL_QUEUES.filter((q) => !(q in PROCESSORS));
if (missing.length) throw new Error(`No processor for queue(s): ${missing.join(', ')}`);

@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRoot({ pinoHttp: { level: loadConfig().LOG_LEVEL } }),
    DatabaseModule,
    RedisModule,
    RealtimeModule,
    QueueModule,
    BillingModule,
    NotificationsModule,
    RecipeGenerationModule,
    ChatModule,
  ],
  providers: [MailSenderService, ...Object.values(PROCESSORS)],
})
export class WorkerModule {}
