import { envSchema, type Env } from './env.schema';

// Development-only signing key. Production refuses to start without JWT_ACCESS_SECRET.
const DEV_JWT_SECRET = 'mijote-dev-only-secret-change-me';
// Signs the demo checkout's events when Stripe is not configured; never a real Stripe secret.
const DEMO_WEBHOOK_SECRET = 'whsec_mijote_demo_checkout_local_only';

export interface AppConfig extends Env {
  isProduction: boolean;
  isTest: boolean;
  jwtAccessSecret: string;
  devOutbox: boolean;
  cookieSecure: boolean;
  /** True without STRIPE_SECRET_KEY: checkout and portal are Mijote's own demo pages. */
  billingDemo: boolean;
  stripeWebhookSecret: string;
}

export class ConfigError extends Error {}

export function parseConfig(source: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const missing: string[] = [];
  if (isProduction && !env.JWT_ACCESS_SECRET) missing.push('  JWT_ACCESS_SECRET: required in production');
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) missing.push('  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PRICE_ID) missing.push('  STRIPE_PRICE_ID: required with STRIPE_SECRET_KEY');
  if (missing.length) throw new ConfigError(`Invalid environment:\n${missing.join('\n')}`);
  return {
    ...env,
    isProduction,
    isTest: env.NODE_ENV === 'test',
    jwtAccessSecret: env.JWT_ACCESS_SECRET ?? DEV_JWT_SECRET,
    // Never on in production unless asked for: the outbox shows reset links to whoever opens it.
    devOutbox: env.DEV_OUTBOX ?? !isProduction,
    cookieSecure: env.APP_ORIGIN.startsWith('https://'),
    billingDemo: !env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? DEMO_WEBHOOK_SECRET,
  };
}

let cached: AppConfig | undefined;

/** Reads and validates the environment once per process. */
export function loadConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests change the environment between suites; this forgets the cached copy. */
export function resetConfigCache(): void {
  cached = undefined;
}
