import Stripe from 'stripe';
import type { AppConfig } from '#config';

export const STRIPE = Symbol('STRIPE');

/**
 * The official SDK. Without STRIPE_SECRET_KEY (the demo checkout) it is only used for its
 * webhook signing helpers, which need no key and no network.
 */
export function createStripe(config: AppConfig): Stripe {
  return new Stripe(config.STRIPE_SECRET_KEY ?? 'sk_test_mijote_demo_no_network', {
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Mijote' },
  });
}
