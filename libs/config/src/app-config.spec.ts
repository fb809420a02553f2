import { ConfigError, parseConfig } from './app-config';

describe('parseConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      APP_ORIGIN: 'http://localhost:3000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_ACCESS_TTL_SECONDS: 900,
      COMPLIMENTARY_EMAILS: [],
      devOutbox: true,
      cookieSecure: false,
      isProduction: false,
    });
  });

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'abc', APP_ORIGIN: 'pas une url', LOG_LEVEL: 'bavard' })).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/PORT[\s\S]*APP_ORIGIN[\s\S]*LOG_LEVEL/) }),
    );
  });

  it('refuses to run in production without a signing secret', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/JWT_ACCESS_SECRET/);
    expect(parseConfig({ NODE_ENV: 'production', JWT_ACCESS_SECRET: 'x'.repeat(32), BILLING_MODE: 'off' }).isProduction).toBe(true);
  });

  it('keeps the dev outbox off in production unless DEV_OUTBOX asks for it', () => {
    const prod = { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'x'.repeat(32), BILLING_MODE: 'off' };
    expect(parseConfig(prod).devOutbox).toBe(false);
    expect(parseConfig({ ...prod, DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(parseConfig({}).devOutbox).toBe(true);
  });

  it('serves the API description outside production, and in production only when API_DOCS asks', () => {
    const prod = { NODE_ENV: 'production', JWT_ACCESS_SECRET: 's'.repeat(48), BILLING_MODE: 'off' } as const;
    expect(parseConfig({}).apiDocs).toBe(true);
    expect(parseConfig(prod).apiDocs).toBe(false);
    expect(parseConfig({ ...prod, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(parseConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(parseConfig({}).WEB_SOURCEMAPS).toBe(false);
    expect(parseConfig({ WEB_SOURCEMAPS: 'true' }).WEB_SOURCEMAPS).toBe(true);
    expect(() => parseConfig({ API_DOCS: 'peut-être', WEB_SOURCEMAPS: 'oui' })).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/API_DOCS[\s\S]*WEB_SOURCEMAPS/) }),
    );
  });

  it('keeps the metrics off unless a port is set, and refuses a short token or the API port', () => {
    const off = parseConfig({});
    expect([off.METRICS_PORT, off.WORKER_METRICS_PORT, off.METRICS_TOKEN]).toEqual([undefined, undefined, undefined]);
    expect(parseConfig({ METRICS_PORT: '9464', WORKER_METRICS_PORT: '9465' })).toMatchObject({ METRICS_PORT: 9464, WORKER_METRICS_PORT: 9465 });
    expect(() => parseConfig({ METRICS_PORT: 'abc' })).toThrow(expect.objectContaining({ message: expect.stringContaining('METRICS_PORT') }));
    expect(() => parseConfig({ METRICS_PORT: '3000' })).toThrow(expect.objectContaining({ message: expect.stringContaining('METRICS_PORT: must differ from PORT') }));
    expect(() => parseConfig({ METRICS_TOKEN: 'court' })).toThrow(expect.objectContaining({ message: expect.stringContaining('METRICS_TOKEN: at least 16') }));
  });

  it('reads lists lowercased and secure cookies from an https origin', () => {
    const c = parseConfig({ COMPLIMENTARY_EMAILS: ' Chef@Mijote.ch, ,ami@example.ch ', APP_ORIGIN: 'https://mijote.ch' });
    expect(c.COMPLIMENTARY_EMAILS).toEqual(['chef@mijote.ch', 'ami@example.ch']);
    expect(c.cookieSecure).toBe(true);
  });
});

describe('billing mode', () => {
  const prod = { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'x'.repeat(32) };

  it('is the demo checkout outside production and Stripe when its key is set', () => {
    expect(parseConfig({}).billingMode).toBe('demo');
    const stripe = parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ID: 'price_x' });
    expect(stripe).toMatchObject({ billingMode: 'stripe', stripeWebhookSecret: 'whsec_x' });
  });

  it('refuses to start in production without Stripe keys unless BILLING_MODE says demo or off', () => {
    expect(() => parseConfig(prod)).toThrow(/BILLING_MODE/);
    expect(parseConfig({ ...prod, BILLING_MODE: 'off' })).toMatchObject({ billingOff: true, billingDemo: false });
    expect(parseConfig({ ...prod, BILLING_MODE: 'demo' }).billingDemo).toBe(true);
    expect(() => parseConfig({ ...prod, BILLING_MODE: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('never signs demo events with a secret from the repository', () => {
    const a = parseConfig({}).stripeWebhookSecret;
    const b = parseConfig({}).stripeWebhookSecret;
    expect(a).not.toBe(b);
    expect(a).not.toBe('whsec_mijote_demo_checkout_local_only');
    expect(parseConfig({ DEMO_WEBHOOK_SECRET: 'whsec_installation' }).stripeWebhookSecret).toBe('whsec_installation');
  });
});
