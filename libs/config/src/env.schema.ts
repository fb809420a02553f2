import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

// Every setting the processes read. `.env.example` documents each of them; keep both in step.
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_ORIGIN: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  // The reverse proxies whose X-Forwarded-For is believed (Express `trust proxy`: addresses, CIDRs
  // or loopback / linklocal / uniquelocal). Empty: none, so nobody can pick the IP rate limits see.
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean)),

  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/mijote'),
  DATABASE_SSL: bool.default(false),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  // Every Redis key (queues, caches, rate limits) starts with this, so several apps or test runs share one Redis.
  REDIS_PREFIX: z.string().min(1).default('mijote'),

  JWT_ACCESS_SECRET: optionalString,
  JWT_ACCESS_TTL_SECONDS: z.coerce.number().int().min(60).default(900),
  REFRESH_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
  EMAIL_CONFIRM_TTL_HOURS: z.coerce.number().int().min(1).default(48),

  RATE_LIMIT_SIGN_IN_PER_IP: z.coerce.number().int().min(1).default(20),
  // Sign-in attempts on one address before each further one must wait (a progressive delay).
  RATE_LIMIT_SIGN_IN_PER_EMAIL: z.coerce.number().int().min(1).default(8),
  SIGN_IN_DELAY_BASE_SECONDS: z.coerce.number().int().min(1).default(30),
  SIGN_IN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
  RATE_LIMIT_RESET_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_UP_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_RESET_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  // Per account and per day: mails an account can make Mijote send to addresses of its choice.
  RATE_LIMIT_EMAIL_CHANGES_PER_DAY: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_INVITATIONS_PER_DAY: z.coerce.number().int().min(1).default(20),
  // Requests per minute one personal access token may make (a script, Home Assistant).
  RATE_LIMIT_ACCESS_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).default(120),

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Mijote <bonjour@mijote.ch>'),
  DEV_OUTBOX: bool.optional(),

  CONTACT_EMAIL: z.string().default('bonjour@mijote.ch'),
  COMPLIMENTARY_EMAILS: list,

  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),

  // Language models. Without keys the offline `local` chef answers (embedded default).
  AI_RECIPE_PROVIDER: z.enum(['openai', 'mistral', 'local']).optional(),
  AI_CHAT_PROVIDER: z.enum(['openai', 'mistral', 'local']).optional(),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z.string().default('gpt-4-turbo-preview'),
  MISTRAL_API_KEY: optionalString,
  MISTRAL_BASE_URL: optionalString,
  MISTRAL_MODEL: z.string().default('mistral-large-latest'),
  AI_DAILY_RECIPE_LIMIT: z.coerce.number().int().min(1).default(60),
  AI_DAILY_CHAT_LIMIT: z.coerce.number().int().min(1).default(200),
  // Base of the generation retries' backoff (2 s, 4 s, 8 s); tests shrink it.
  AI_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(1).default(2000),
  AI_RECIPE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  // Paid model calls for one generation, validation retries and queue attempts together.
  AI_MAX_MODEL_CALLS: z.coerce.number().int().min(1).max(50).default(4),
  AI_STAPLES: z.string().default('sel,poivre,eau,huile'),
  // The offline chef writes its chat replies word by word, this many ms apart, as a model would.
  LOCAL_CHEF_WORD_MS: z.coerce.number().int().min(0).max(1000).default(20),
  // Recipe import from a link: outside pages are fetched through one guarded client. Test-only:
  // lets that client reach loopback addresses (the fixture server); refused in production.
  RECIPE_IMPORT_ALLOW_LOOPBACK: bool.optional(),
  RECIPE_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  // Where the book's pictures are written (uploads and imported pictures), shared by the API and the
  // worker; relative to the working directory unless absolute.
  RECIPE_IMAGE_DIR: z.string().trim().min(1, 'a directory').default('.data/recipe-images'),
  // How long a worker holds a job before another may take it over (a killed worker's jobs).
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30000),

  // Bull Board at /admin/queues, behind HTTP basic auth; off unless both are set.
  BULL_BOARD_USER: optionalString,
  BULL_BOARD_PASSWORD: optionalString,

  // Prometheus metrics (GET /metrics), each process on a port of its own; off unless set. Behind
  // METRICS_TOKEN (Authorization: Bearer) when set. 0 picks a free port (tests).
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: optionalString,

  // The OpenAPI document (/api/docs-json) and Swagger UI (/api/docs): on outside production, off in
  // production unless set to true.
  API_DOCS: bool.optional(),
  // The web app's source maps: built and served only when true (read by the web build and the API).
  WEB_SOURCEMAPS: bool.default(false),

  // Billing: stripe (needs the STRIPE_* keys), demo (a local checkout signing its own events; the
  // default outside production) or off (no subscription asked: a family's own server).
  BILLING_MODE: z.enum(['stripe', 'demo', 'off']).optional(),
  // Signs the demo checkout's events; generated per installation by npm start (.data/secrets.env).
  DEMO_WEBHOOK_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  // Where the Stripe SDK sends its calls; only tests and local stand-ins change these.
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
});

export type Env = z.infer<typeof envSchema>;
