import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedStripeCall {
  method: string;
  path: string;
  /** The form-encoded body, decoded into flat `a[b][c]` keys as Stripe sends them. */
  form: Record<string, string>;
}

type Handler = (call: RecordedStripeCall) => { status?: number; body: unknown } | undefined;

/**
 * A local HTTP server that speaks the parts of Stripe's API we use; the SDK is pointed at it
 * with STRIPE_API_HOST/PORT/PROTOCOL. Tests read `calls` and may override answers.
 */
export class StripeStandIn {
  readonly calls: RecordedStripeCall[] = [];
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  private overrides: Handler[] = [];
  private server?: Server;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stripe.local');
        const call: RecordedStripeCall = {
          method: req.method ?? 'GET',
          path: url.pathname,
          form: Object.fromEntries(new URLSearchParams(raw)),
        };
        this.calls.push(call);
        const answer = this.overrides.map((h) => h(call)).find(Boolean) ?? this.answer(call);
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.calls.length}` });
        res.end(JSON.stringify(answer.body));
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_mijote_local_stand_in',
      STRIPE_PRICE_ID: 'price_mijote_monthly',
      STRIPE_WEBHOOK_SECRET: 'whsec_mijote_test_secret',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
    };
  }

  override(handler: Handler): void {
    this.overrides.push(handler);
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()));
  }

  private answer(call: RecordedStripeCall): { status?: number; body: unknown } {
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const id = `cs_test_${this.calls.length}`;
      return { body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` } };
    }
    if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
      return { body: { id: 'bps_test', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session/test' } };
    }
    const sub = call.path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (call.method === 'DELETE' && sub) {
      const found = this.subscriptions.get(sub[1]!);
      if (found) return { body: { ...found, status: 'canceled' } };
    }
    if (call.method === 'GET' && sub) {
      const found = this.subscriptions.get(sub[1]!);
      if (found) return { body: found };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such route ${call.path}` } } };
  }
}

const signer = new Stripe('sk_test_signing_only');

/** A Stripe event body and its `Stripe-Signature` header, signed with the SDK's test helper. */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
): { payload: string; signature: string; id: string } {
  const id = options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: '2025-01-27.acacia',
    data: { object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }), id };
}
