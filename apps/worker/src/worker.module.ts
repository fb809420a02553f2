import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule, loadConfig } from '#config';
import { DatabaseModule } from '#database';
import { BillingModule } from '#domain/billing';
import { ChatModule } from '#domain/chat';
import { MailSenderService } from '#domain/mail';
import { NotificationsModule } from '#domain/notifications';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { WasteModule } from '#domain/waste';
import { MealPlansModule } from '#domain/meal-plans';
import { RecipesModule } from '#domain/recipes';
import { MetricsModule } from '#metrics';
import { QueueModule, assertProcessorsCoverQueues } from '#queue';
import { RealtimeModule } from '#realtime';
import { RedisModule } from '#redis';
import { PROCESSORS } from './processors';
import { JobLog } from './job-log.service';
import { QueueMetrics } from './queue-metrics.service';
import { WorkerHeartbeat } from './worker-heartbeat.service';

assertProcessorsCoverQueues(PROCESSORS);

@Module({
  imports: [
    ConfigModule,
    DiscoveryModule,
    LoggerModule.forRoot({ pinoHttp: { level: loadConfig().LOG_LEVEL } }),
    DatabaseModule,
    RedisModule,
    RealtimeModule,
    QueueModule,
    BillingModule,
    NotificationsModule,
    RecipeGenerationModule,
    ChatModule,
    WasteModule,
    MealPlansModule,
    RecipesModule,
    MetricsModule.forProcess('WORKER_METRICS_PORT'),
  ],
  providers: [MailSenderService, WorkerHeartbeat, JobLog, QueueMetrics, ...Object.values(PROCESSORS)],
})
export class WorkerModule {}
