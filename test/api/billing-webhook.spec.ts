import { eventually, signedStripeEvent, userWithPreferences, useTestStack, type TestUser } from '#testing';

const SECRET = 'whsec_webhook_suite_secret';

describe('Stripe webhook (signed events, idempotent, order-proof)', () => {
  // A queue of its own, so only this suite's worker (with this secret's events) takes the jobs.
  const t = useTestStack({ env: { DEMO_WEBHOOK_SECRET: SECRET, REDIS_PREFIX: `${process.env.REDIS_PREFIX}:webhook` } });

  const post = (e: { payload: string; signature?: string }) => {
    const req = t.http().post('/api/billing/webhook').set('Content-Type', 'application/json');
    return (e.signature ? req.set('Stripe-Signature', e.signature) : req).send(e.payload);
  };
  const state = async (u: TestUser) => (await t.http().get('/api/billing/subscription').set(u.auth).expect(200)).body;
  const subscriptionEvent = (type: string, u: TestUser, status: string, created: number, subId = `sub_${u.user.id.slice(0, 8)}`) =>
    signedStripeEvent(
      SECRET,
      type,
      {
        id: subId,
        object: 'subscription',
        customer: `cus_${u.user.id.slice(0, 8)}`,
        status,
        start_date: created,
        cancel_at_period_end: false,
        trial_end: null,
        items: { data: [{ current_period_end: created + 30 * 86400 }] },
        metadata: { userId: u.user.id },
      },
      { created },
    );
  const processed = (id: string) =>
    eventually(async () => {
      const [row] = await t.db.query('SELECT processed_at FROM stripe_events WHERE id = $1', [id]);
      expect(row?.processed_at).toBeTruthy();
    });

  it('activates on a valid checkout.session.completed and notifies the user once', async () => {
    const u = await userWithPreferences(t);
    const e = signedStripeEvent(SECRET, 'checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      client_reference_id: u.user.id,
      customer: 'cus_valid',
      subscription: 'sub_valid',
      payment_status: 'paid',
      metadata: { userId: u.user.id },
    });
    const res = await post(e).expect(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    await eventually(async () => expect((await state(u)).status).toBe('active'));
    const notes = await eventually(async () => {
      const n = await t.http().get('/api/notifications').set(u.auth).expect(200);
      expect(n.body.items).toHaveLength(1);
      return n.body;
    });
    expect(notes.items[0]).toMatchObject({ title: 'Abonnement activé', type: 'system', read: false });
    expect(notes.unreadCount).toBe(1);
  });

  it('answers 400 to a bad signature and to a missing one, and stores nothing', async () => {
    const u = await userWithPreferences(t);
    const e = signedStripeEvent('whsec_someone_else', 'checkout.session.completed', {
      client_reference_id: u.user.id,
      payment_status: 'paid',
    });
    const bad = await post(e).expect(400);
    expect(bad.body).toEqual({ statusCode: 400, code: 'WEBHOOK_SIGNATURE_INVALID', message: 'Signature Stripe invalide' });
    await post({ payload: e.payload }).expect(400);
    const tampered = signedStripeEvent(SECRET, 'checkout.session.completed', { client_reference_id: u.user.id, payment_status: 'paid' });
    await post({ payload: tampered.payload.replace('"paid"', '"unpaid"'), signature: tampered.signature }).expect(400);
    expect(await t.db.query('SELECT id FROM stripe_events WHERE id IN ($1, $2)', [e.id, tampered.id])).toEqual([]);
    expect((await state(u)).status).toBe('none');
  });

  it('the same event three times changes the subscription once', async () => {
    const u = await userWithPreferences(t);
    const e = subscriptionEvent('customer.subscription.created', u, 'active', Math.floor(Date.now() / 1000));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await post(e).expect(200)).body.duplicate);
    expect(answers).toEqual([false, true, true]);
    await processed(e.id);
    expect(await t.db.query('SELECT count(*)::int AS n FROM stripe_events WHERE id = $1', [e.id])).toEqual([{ n: 1 }]);
    await eventually(async () => {
      const n = await t.http().get('/api/notifications').set(u.auth).expect(200);
      expect(n.body.items).toHaveLength(1);
    });
    expect((await state(u)).active).toBe(true);
  });

  it('events delivered out of order still end in the right state', async () => {
    const u = await userWithPreferences(t);
    const t0 = Math.floor(Date.now() / 1000) - 1000;
    const created = subscriptionEvent('customer.subscription.created', u, 'active', t0);
    const updated = subscriptionEvent('customer.subscription.updated', u, 'active', t0 + 100);
    const deleted = subscriptionEvent('customer.subscription.deleted', u, 'canceled', t0 + 200);
    for (const e of [deleted, updated, created]) {
      await post(e).expect(200);
      await processed(e.id);
    }
    expect(await state(u)).toMatchObject({ status: 'canceled', active: false });
    const res = await t.http().get('/api/dashboard/stats').set(u.auth).expect(403);
    expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('a failed payment moves the subscription to past_due and closes the dashboard', async () => {
    const u = await userWithPreferences(t);
    const t0 = Math.floor(Date.now() / 1000) - 500;
    const created = subscriptionEvent('customer.subscription.created', u, 'active', t0);
    await post(created).expect(200);
    await processed(created.id);
    await t.http().get('/api/dashboard/stats').set(u.auth).expect(200);

    const failed = signedStripeEvent(
      SECRET,
      'invoice.payment_failed',
      { object: 'invoice', customer: `cus_${u.user.id.slice(0, 8)}`, subscription: `sub_${u.user.id.slice(0, 8)}` },
      { created: t0 + 10 },
    );
    await post(failed).expect(200);
    await processed(failed.id);
    expect((await state(u)).status).toBe('past_due');
    await t.http().get('/api/dashboard/stats').set(u.auth).expect(403);
  });

  it("a late failed payment of an old, cancelled subscription leaves the current one as it is", async () => {
    const u = await userWithPreferences(t);
    const t0 = Math.floor(Date.now() / 1000) - 900;
    const oldSub = `sub_old_${u.user.id.slice(0, 8)}`;
    for (const e of [
      subscriptionEvent('customer.subscription.created', u, 'active', t0, oldSub),
      subscriptionEvent('customer.subscription.deleted', u, 'canceled', t0 + 10, oldSub),
      subscriptionEvent('customer.subscription.created', u, 'active', t0 + 20),
    ]) {
      await post(e).expect(200);
      await processed(e.id);
    }
    expect(await state(u)).toMatchObject({ status: 'active', active: true });

    const late = signedStripeEvent(
      SECRET,
      'invoice.payment_failed',
      { object: 'invoice', customer: `cus_${u.user.id.slice(0, 8)}`, subscription: oldSub },
      { created: t0 + 30 },
    );
    await post(late).expect(200);
    await processed(late.id);
    expect(await state(u)).toMatchObject({ status: 'active', active: true });
    await t.http().get('/api/dashboard/stats').set(u.auth).expect(200);
  });

  it('acknowledges event types it does not use without queueing them', async () => {
    const e = signedStripeEvent(SECRET, 'customer.created', { id: 'cus_x', object: 'customer' });
    await post(e).expect(200);
    const [row] = await t.db.query('SELECT processed_at FROM stripe_events WHERE id = $1', [e.id]);
    expect(row.processed_at).toBeTruthy();
  });
});
