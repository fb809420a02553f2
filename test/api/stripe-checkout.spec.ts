import {
  StripeStandIn,
  createTestApp,
  eventually,
  signedStripeEvent,
  startTestWorker,
  userWithPreferences,
  type TestApp,
} from '#testing';

describe('Stripe Checkout and billing portal (SDK against a local Stripe stand-in)', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    env = { ...stripe.env(), REDIS_PREFIX: `${process.env.REDIS_PREFIX}:stripe`, APP_ORIGIN: 'https://app.mijote.test' };
    t = await createTestApp(env);
    worker = await startTestWorker(env);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await stripe.stop();
  });

  it('creates a subscription Checkout Session for the monthly price, with the e-mail and the user id', async () => {
    const u = await userWithPreferences(t);
    const res = await t.http().post('/api/billing/checkout').set(u.auth).send({}).expect(201);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const call = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_mijote_monthly',
      'line_items[0][quantity]': '1',
      customer_email: u.email,
      client_reference_id: u.user.id,
      success_url: 'https://app.mijote.test/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.mijote.test/subscription',
      'subscription_data[metadata][userId]': u.user.id,
    });
    expect(call.form['subscription_data[trial_period_days]']).toBeUndefined();
  });

  it('FREE30 adds a 30-day trial, checked by the server; an unknown code is refused in French', async () => {
    const u = await userWithPreferences(t);
    await t.http().post('/api/billing/checkout').set(u.auth).send({ promoCode: ' free30 ' }).expect(201);
    const call = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.form['subscription_data[trial_period_days]']).toBe('30');

    const before = stripe.calls.length;
    const bad = await t.http().post('/api/billing/checkout').set(u.auth).send({ promoCode: 'GRATUIT' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'PROMO_CODE_UNKNOWN', message: "Ce code promo n'existe pas" });
    expect(stripe.calls.length).toBe(before);
  });

  it('takes the subscription from Stripe when checkout completes, then opens the portal', async () => {
    const u = await userWithPreferences(t);
    const noSub = await t.http().post('/api/billing/portal').set(u.auth).expect(404);
    expect(noSub.body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: 'Aucun abonnement trouvé' });

    const now = Math.floor(Date.now() / 1000);
    stripe.subscriptions.set('sub_live_1', {
      id: 'sub_live_1',
      object: 'subscription',
      customer: 'cus_live_1',
      status: 'trialing',
      start_date: now,
      trial_end: now + 30 * 86400,
      cancel_at_period_end: false,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: now + 30 * 86400 }] },
      metadata: { userId: u.user.id },
    });
    const e = signedStripeEvent(env.STRIPE_WEBHOOK_SECRET!, 'checkout.session.completed', {
      id: 'cs_live_1',
      object: 'checkout.session',
      client_reference_id: u.user.id,
      customer: 'cus_live_1',
      subscription: 'sub_live_1',
      payment_status: 'no_payment_required',
      metadata: { userId: u.user.id, trial_days: '30' },
    });
    await t.http().post('/api/billing/webhook').set('Stripe-Signature', e.signature).set('Content-Type', 'application/json').send(e.payload).expect(200);
    const state = await eventually(async () => {
      const s = await t.http().get('/api/billing/subscription').set(u.auth).expect(200);
      expect(s.body.status).toBe('trialing');
      return s.body;
    });
    expect(state).toMatchObject({ active: true, trialEnd: new Date((now + 30 * 86400) * 1000).toISOString() });
    expect(stripe.calls.some((c) => c.method === 'GET' && c.path === '/v1/subscriptions/sub_live_1')).toBe(true);

    const portal = await t.http().post('/api/billing/portal').set(u.auth).expect(200);
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session/test');
    expect(stripe.calls.findLast((c) => c.path === '/v1/billing_portal/sessions')!.form).toMatchObject({
      customer: 'cus_live_1',
      return_url: 'https://app.mijote.test/dashboard/settings',
    });

    stripe.override((c) => (c.path === '/v1/billing_portal/sessions' ? { status: 500, body: { error: { message: 'boom' } } } : undefined));
    const failed = await t.http().post('/api/billing/portal').set(u.auth).expect(502);
    expect(failed.body).toMatchObject({ code: 'PORTAL_FAILED', message: "Impossible d'accéder au portail de gestion" });
  });

  it('deleting the account cancels the Stripe subscription first, and keeps the account if it cannot', async () => {
    const u = await userWithPreferences(t);
    const now = Math.floor(Date.now() / 1000);
    const subId = `sub_del_${u.user.id.slice(0, 6)}`;
    stripe.subscriptions.set(subId, { id: subId, object: 'subscription', customer: 'cus_del', status: 'active', start_date: now, items: { data: [] }, metadata: { userId: u.user.id } });
    const e = signedStripeEvent(env.STRIPE_WEBHOOK_SECRET!, 'customer.subscription.created', stripe.subscriptions.get(subId)!);
    await t.http().post('/api/billing/webhook').set('Stripe-Signature', e.signature).set('Content-Type', 'application/json').send(e.payload).expect(200);
    await eventually(async () => expect((await t.http().get('/api/billing/subscription').set(u.auth)).body.active).toBe(true));

    let stripeDown = true;
    stripe.override((c) =>
      stripeDown && c.method === 'DELETE' && c.path === `/v1/subscriptions/${subId}` ? { status: 500, body: { error: { message: 'boom' } } } : undefined,
    );
    const failed = await t.http().delete('/api/account').set(u.auth).send({ confirmation: 'SUPPRIMER' }).expect(502);
    expect(failed.body.message).toMatch(/^Impossible de résilier votre abonnement/);
    await t.http().get('/api/auth/me').set(u.auth).expect(200);

    stripeDown = false;
    await t.http().delete('/api/account').set(u.auth).send({ confirmation: 'SUPPRIMER' }).expect(204);
    // The SDK retried the 500s (maxNetworkRetries) before giving up; the last call cancelled.
    expect(stripe.calls.filter((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subId}`).length).toBeGreaterThanOrEqual(2);
    await t.http().get('/api/auth/me').set(u.auth).expect(401);
  });

  it('refuses the demo checkout once Stripe keys are set', async () => {
    const u = await userWithPreferences(t);
    await t.http().post('/api/billing/demo/complete').set(u.auth).send({ sessionId: 'cs_demo_x' }).expect(404);
  });
});
