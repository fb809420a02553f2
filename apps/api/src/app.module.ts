import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule, loadConfig } from '#config';
import { MetricsModule } from '#metrics';
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
import { requestIdOf } from './common/request-id';
import { IdempotencyInterceptor } from './common/idempotency.interceptor';
import { ClientContractInterceptor } from './common/client-contract.interceptor';

@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRoot({
      pinoHttp: {
        level: loadConfig().LOG_LEVEL,
        // Never log credentials or tokens.
        redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        autoLogging: { ignore: (req) => req.url?.startsWith('/api/health') ?? false },
        // The id requestIdMiddleware gave the request (the caller's or the proxy's X-Request-Id
        // when sane), so a user's report, the proxy's log, ours and the worker's name one request.
        genReqId: (req) => requestIdOf(req),
        // Nothing when no one is signed in yet (pino-http asks when the request arrives, before the
        // guards): an empty binding would still cost a child logger per request.
        customProps: (req) => {
          const user = (req as { user?: { userId?: string; householdId?: string } }).user;
          return (user ? { userId: user.userId, householdId: user.householdId } : undefined) as object;
        },
        serializers: {
          req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      },
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
  controllers: [HealthController, DevOutboxController],
  // An outdated web app is told to reload (426) before anything else; replayed writes (the web
  // app's offline outbox) are applied once.
  providers: [
    { provide: APP_INTERCEPTOR, useClass: ClientContractInterceptor },
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ],
})
export class AppModule {}
