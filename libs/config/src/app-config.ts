import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { resolve } from 'node:path';
import { envSchema, type Env } from './env.schema';

// Development-only signing key. Production refuses to start without JWT_ACCESS_SECRET.
const DEV_JWT_SECRET = 'mijote-dev-only-secret-change-me';

export type BillingMode = 'stripe' | 'demo' | 'off';

export interface AppConfig extends Env {
  isProduction: boolean;
  isTest: boolean;
  jwtAccessSecret: string;
  /**
   * The same secret as a key object, made once: handed a string, jsonwebtoken first tries to read
   * it as a PEM public key on every verify (about 40 times slower).
   */
  jwtAccessKey: KeyObject;
  devOutbox: boolean;
  /** The OpenAPI document and Swagger UI are served (API_DOCS; on by default outside production). */
  apiDocs: boolean;
  cookieSecure: boolean;
  billingMode: BillingMode;
  /** BILLING_MODE=demo: checkout and portal are Mijote's own demo pages. */
  billingDemo: boolean;
  /** BILLING_MODE=off: no subscription is asked; checkout, portal and webhook do not exist. */
  billingOff: boolean;
  /** Verifies webhook signatures: Stripe's secret, or the demo checkout's own. */
  stripeWebhookSecret: string;
  /** RECIPE_IMAGE_DIR made absolute. */
  recipeImageDir: string;
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
  if (isProduction && env.RECIPE_IMPORT_ALLOW_LOOPBACK) missing.push('  RECIPE_IMPORT_ALLOW_LOOPBACK: test-only, refused in production');
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 16) missing.push('  METRICS_TOKEN: at least 16 characters (e.g. `openssl rand -hex 32`)');
  if (env.METRICS_PORT === env.PORT) missing.push('  METRICS_PORT: must differ from PORT (the metrics have a port of their own)');
  const billingMode = billingModeOf(env, isProduction, missing);
  if (billingMode === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) missing.push('  STRIPE_SECRET_KEY: required with BILLING_MODE=stripe');
    if (!env.STRIPE_WEBHOOK_SECRET) missing.push('  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
    if (!env.STRIPE_PRICE_ID) missing.push('  STRIPE_PRICE_ID: required with STRIPE_SECRET_KEY');
  }
  if (missing.length) throw new ConfigError(`Invalid environment:\n${missing.join('\n')}`);
  return {
    ...env,
    isProduction,
    isTest: env.NODE_ENV === 'test',
    jwtAccessSecret: env.JWT_ACCESS_SECRET ?? DEV_JWT_SECRET,
    jwtAccessKey: createSecretKey(Buffer.from(env.JWT_ACCESS_SECRET ?? DEV_JWT_SECRET, 'utf8')),
    // Never on in production unless asked for: the outbox shows reset links to whoever opens it.
    devOutbox: env.DEV_OUTBOX ?? !isProduction,
    // A public map of every route helps whoever probes the server: asked for in production.
    apiDocs: env.API_DOCS ?? !isProduction,
    cookieSecure: env.APP_ORIGIN.startsWith('https://'),
    billingMode,
    billingDemo: billingMode === 'demo',
    billingOff: billingMode === 'off',
    // Never a constant: without DEMO_WEBHOOK_SECRET (set by npm start) each process draws its own,
    // which is enough for one API instance; several instances share the generated one.
    recipeImageDir: resolve(env.RECIPE_IMAGE_DIR),
    stripeWebhookSecret:
      billingMode === 'stripe' ? env.STRIPE_WEBHOOK_SECRET! : (env.DEMO_WEBHOOK_SECRET ?? `whsec_${randomBytes(32).toString('base64url')}`),
  };
}

/**
 * Stripe when its key is set; the demo checkout outside production; in production without keys,
 * nothing silent: BILLING_MODE must say demo or off, or the process refuses to start.
 */
function billingModeOf(env: Env, isProduction: boolean, missing: string[]): BillingMode {
  if (env.BILLING_MODE) return env.BILLING_MODE;
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  if (isProduction) missing.push('  BILLING_MODE: set STRIPE_SECRET_KEY (with STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID), or BILLING_MODE=off (no subscription) or BILLING_MODE=demo, in production');
  return 'demo';
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
