import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule, loadConfig } from '#config';
import { MetricsModule } from '#metrics';
import { currentRequestLogFields } from '#queue';
import { DatabaseModule } from '#database';
import { RealtimeModule } from '#realtime';
import { RedisModule } from '#redis';
import { AccessModule } from './access/access.module';
import { AccountModule } from './account/account.module';
import { BillingModule } from './billing/billing.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { KitchenApiModule } from './kitchen/kitchen-api.module';
import { WasteApiModule } from './waste/waste-api.module';
import { MealPlansApiModule } from './meal-plans/meal-plans-api.module';
import { HouseholdsApiModule } from './households/households.module';
import { AiApiModule } from './recipes/ai-api.module';
import { RecipeBookApiModule } from './recipes/recipe-book-api.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PreferencesModule } from './preferences/preferences.module';
import { RealtimeApiModule } from './realtime/realtime.module';
import { AuthModule } from './auth/auth.module';
import { DevOutboxController } from './dev-outbox/dev-outbox.controller';
import { HealthController } from './health/health.controller';

@Module({
  imports: [
    ConfigModule,
    // The logger alone: the line per request is common/request-log.ts's accessLog, and the request
    // each line belongs to comes from the request's context (mixin), not from a child logger made
    // for every request by pino-http's middleware (issue 14).
    LoggerModule.forRoot({
      pinoHttp: {
        level: loadConfig().LOG_LEVEL,
        mixin: currentRequestLogFields,
        // `req` and `res` in our lines are already plain (describeRequest): no request serializers.
        wrapSerializers: false,
        // Never log credentials or tokens.
        redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      },
      forRoutes: [],
    }),
    DatabaseModule,
    RedisModule,
    RealtimeModule,
    MetricsModule.forProcess('METRICS_PORT'),
    AuthModule,
    AccessModule,
    PreferencesModule,
    BillingModule,
    NotificationsModule,
    DashboardModule,
    WasteApiModule,
    MealPlansApiModule,
    KitchenApiModule,
    HouseholdsApiModule,
    AccountModule,
    AiApiModule,
    RecipeBookApiModule,
    RealtimeApiModule,
  ],
  // Replayed writes (the web app's offline outbox) are applied once: every write route carries
  // IdempotencyGuard, last of its guards (common/write-routes.ts), no read route does. (An outdated web app is
  // told to reload before this, at the edge: common/client-contract.ts.)
  controllers: [HealthController, DevOutboxController],
})
export class AppModule {}
