import { existsSync } from 'node:fs';
import { nameRequest } from './common/request-id';
import { join, resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { Registry } from 'prom-client';
import type { AppConfig } from '#config';
import { RECIPE_IMAGE_ROUTE } from '#contracts';
import { METRICS_REGISTRY } from '#metrics';
import { BULL_BOARD_PATH, mountBullBoard } from './admin/bull-board';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { httpMetrics } from './metrics/http-metrics';
import { apiRequestGuards } from './common/request-body';
import { clientContract } from './common/client-contract';
import { accessLog, requestContext } from './common/request-log';
import { mountSeoFiles } from './common/seo-files';
import { privateApiAnswers, securityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation.pipe';
import { RedisIoAdapter } from './realtime/redis-io.adapter';

const NOT_SPA = /^\/(api|socket\.io|admin)(\/|$)/;

function serveWeb(app: NestExpressApplication, config: AppConfig): void {
  const dir = config.WEB_DIST_DIR ?? resolve(__dirname, '../../../web');
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  // The build's brotli/gzip copies (vite-plugin-compression2) are sent as they are, brotli first;
  // the compression middleware leaves an encoded answer alone.
  // Source maps give the app's whole source away: only when WEB_SOURCEMAPS asks for them (a build
  // made with them, served by a deploy that did not ask, still keeps them private).
  if (!config.WEB_SOURCEMAPS) {
    app.use((req: Request, res: Response, next: NextFunction) => (/\.map$/i.test(req.path) && !NOT_SPA.test(req.path) ? res.status(404).end() : next()));
  }
  const precompressed: expressStaticGzip.ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };
  // Hashed assets never change; the HTML always revalidates so a deploy shows at once.
  app.use('/assets', expressStaticGzip(join(dir, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: '1y', fallthrough: false } }));
  // Mounted before Nest's routes: never let it stat the disk for an API call.
  const files = expressStaticGzip(dir, {
    ...precompressed,
    serveStatic: {
      index: false,
      maxAge: '1h',
      // The service worker and its manifest of precached files must be checked at every visit, or an
      // installed phone would keep an old version for an hour after a deploy.
      setHeaders: (res, path) => {
        if (/[\\/](sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
      },
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => (NOT_SPA.test(req.path) ? next() : files(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || NOT_SPA.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/**
 * The book's pictures (RecipeImageStore), same origin for the CSP's img-src 'self'. Their names are
 * the hash of their content, so they never change (immutable, a year) and cannot be guessed: an
 * <img> sends no bearer token, the name is what grants the picture. Unknown names fall through to
 * the API's JSON 404.
 */
function serveRecipeImages(app: NestExpressApplication, config: AppConfig): void {
  app.use(
    RECIPE_IMAGE_ROUTE,
    express.static(config.recipeImageDir, { immutable: true, maxAge: '1y', index: false, dotfiles: 'ignore', redirect: false, fallthrough: true }),
  );
}

/** Builds the API with everything main.ts and the tests share. */
export async function createApp(config: AppConfig, options: { logger?: boolean } = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    // apiRequestGuards parses JSON itself (limits, raw bytes for Stripe's signature, shape checks).
    bodyParser: false,
    // Throw start-up errors (main.ts reports them and exits) rather than exiting from inside Nest.
    abortOnError: false,
    logger: options.logger === false ? false : undefined,
  });
  if (options.logger !== false) app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false);
  app.disable('x-powered-by');
  // No ETag on the API's JSON (privateApiAnswers says why); static files keep theirs (serve-static's own).
  app.set('etag', false);
  const withSecurityHeaders = securityHeaders({
      // HSTS only means something on an https origin.
      strictTransportSecurity: config.cookieSecure,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          formAction: ["'self'", 'https://checkout.stripe.com', 'https://billing.stripe.com'],
          upgradeInsecureRequests: config.cookieSecure ? [] : null,
        },
      },
    });
  // First of all: the request's id, in the X-Request-Id answer.
  app.use(nameRequest);
  // Then the clock, so refused and static requests are timed too (METRICS_PORT serves them).
  if (config.METRICS_PORT !== undefined) app.use(httpMetrics(app.get<Registry>(METRICS_REGISTRY)));
  // Bull Board's own page runs inline scripts; it sits behind basic auth and keeps its defaults.
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith(BULL_BOARD_PATH) ? next() : withSecurityHeaders(req, res, next),
  );
  // gzip or brotli for JSON and pages above 1 KiB (the list of a family's week is tens of KiB). A
  // caller that accepts no encoding (a script, a health probe, a load tester) has nothing to
  // negotiate: its answer is not wrapped at all.
  const compress = compression({ threshold: 1024 });
  app.use((req: Request, res: Response, next: NextFunction) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  mountSeoFiles(app.getHttpAdapter().getInstance(), config.APP_ORIGIN);
  serveRecipeImages(app, config);
  // Before the body's checks, so a refused body (too large, not JSON) has its line too.
  app.use('/api', accessLog(PinoLogger.root));
  app.use('/api', privateApiAnswers);
  // An outdated web app is told to reload (426) before anything else, its body unread.
  app.use('/api', clientContract);
  app.use('/api', ...apiRequestGuards());
  app.use(cookieParser());
  app.use(requestContext);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));

  // The document's builder and Swagger are loaded only when docs are served (common/api-docs.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load
  if (config.apiDocs) await (require('./common/openapi') as typeof import('./common/openapi')).mountApiDocs(app);

  await mountBullBoard(app, config);
  serveWeb(app, config);
  return app;
}
