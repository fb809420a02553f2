import type Stripe from 'stripe';
import type { AppConfig } from '#config';

export const STRIPE = Symbol('STRIPE');

/**
 * The official SDK, made at its first use (a checkout, a webhook, a cancellation): it is 1.1 MiB
 * of code that a process which never bills, or not yet, does not need to load at start. Without
 * STRIPE_SECRET_KEY (the demo checkout) it is only used for its webhook signing helpers, which
 * need no key and no network.
 */
export class StripeClient {
  private made?: Stripe;

  constructor(private readonly config: AppConfig) {}

  get api(): Stripe {
    return (this.made ??= this.make());
  }

  private make(): Stripe {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load
    const StripeSdk = require('stripe') as typeof Stripe;
    return new StripeSdk(this.config.STRIPE_SECRET_KEY ?? 'sk_test_mijote_demo_no_network', {
      host: this.config.STRIPE_API_HOST,
      port: this.config.STRIPE_API_PORT,
      protocol: this.config.STRIPE_API_PROTOCOL,
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Mijote' },
    });
  }
}
