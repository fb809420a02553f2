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
    expect(parseConfig({ NODE_ENV: 'production', JWT_ACCESS_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
  });

  it('keeps the dev outbox off in production unless DEV_OUTBOX asks for it', () => {
    const prod = { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'x'.repeat(32) };
    expect(parseConfig(prod).devOutbox).toBe(false);
    expect(parseConfig({ ...prod, DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(parseConfig({}).devOutbox).toBe(true);
  });

  it('reads lists lowercased and secure cookies from an https origin', () => {
    const c = parseConfig({ COMPLIMENTARY_EMAILS: ' Chef@Mijote.ch, ,ami@example.ch ', APP_ORIGIN: 'https://mijote.ch' });
    expect(c.COMPLIMENTARY_EMAILS).toEqual(['chef@mijote.ch', 'ami@example.ch']);
    expect(c.cookieSecure).toBe(true);
  });
});
