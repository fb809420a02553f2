import { signedStripeEvent, signUpUser, userWithPreferences, useTestStack } from '#testing';

// The demo secret that an earlier version shipped in its source: anyone could sign with it.
const PUBLISHED_DEMO_SECRET = 'whsec_mijote_demo_checkout_local_only';

describe('billing in production without Stripe keys', () => {
  describe('BILLING_MODE=demo', () => {
    const t = useTestStack({ worker: false, env: { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'p'.repeat(48), BILLING_MODE: 'demo', DEV_OUTBOX: 'true' } });

    it('refuses an event forged with the published demo secret, and stores nothing', async () => {
      const u = await signUpUser(t);
      const forged = signedStripeEvent(PUBLISHED_DEMO_SECRET, 'checkout.session.completed', {
        id: 'cs_forged',
        object: 'checkout.session',
        client_reference_id: u.user.id,
        payment_status: 'paid',
        metadata: { userId: u.user.id, trial_days: String(36500) },
      });
      const res = await t
        .http()
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', forged.signature)
        .send(forged.payload)
        .expect(400);
      expect(res.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
      expect(await t.db.query('SELECT id FROM stripe_events WHERE id = $1', [forged.id])).toEqual([]);
    });
  });

  describe('BILLING_MODE=off', () => {
    const t = useTestStack({ worker: false, env: { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'p'.repeat(48), BILLING_MODE: 'off', DEV_OUTBOX: 'true' } });

    it('asks nobody to subscribe, and has no checkout, portal or webhook', async () => {
      const u = await userWithPreferences(t);
      await t.http().get('/api/dashboard/stats').set(u.auth).expect(200);
      expect((await t.http().get('/api/access').set(u.auth).expect(200)).body).toMatchObject({ subscribed: true, next: '/dashboard' });
      const checkout = await t.http().post('/api/billing/checkout').set(u.auth).send({}).expect(404);
      expect(checkout.body).toMatchObject({ code: 'BILLING_DISABLED', message: "Aucun abonnement n'est nécessaire sur cette installation de Mijote." });
      await t.http().post('/api/billing/portal').set(u.auth).send({}).expect(404);
      const e = signedStripeEvent(PUBLISHED_DEMO_SECRET, 'checkout.session.completed', { client_reference_id: u.user.id, payment_status: 'paid' });
      await t.http().post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', e.signature).send(e.payload).expect(404);
    });
  });
});
