import { connectSocket, userWithPreferences, useTestStack } from '#testing';

describe('demo checkout with live events over Socket.IO', () => {
  const t = useTestStack({ listen: true });

  it('pays in the demo checkout and pushes subscription.updated and notification.created', async () => {
    const u = await userWithPreferences(t);
    const socket = await connectSocket(t.baseUrl, u.accessToken);
    try {
      const { body } = await t.http().post('/api/billing/checkout').set(u.auth).send({ promoCode: 'FREE30' }).expect(201);
      const url = new URL(body.url);
      expect(url.pathname).toBe('/billing/demo-checkout');
      const sessionId = url.searchParams.get('session_id')!;
      const view = await t.http().get(`/api/billing/demo/sessions/${sessionId}`).set(u.auth).expect(200);
      expect(view.body).toMatchObject({ email: u.email, trialDays: 30, amount: 'CHF 9.99' });

      const updated = socket.next('subscription.updated');
      const notified = socket.next('notification.created');
      await t.http().post('/api/billing/demo/complete').set(u.auth).send({ sessionId }).expect(202);

      expect(await updated).toMatchObject({ status: 'trialing', active: true });
      expect(await notified).toMatchObject({ title: 'Abonnement activé', read: false });
      // The demo session is single-use.
      await t.http().post('/api/billing/demo/complete').set(u.auth).send({ sessionId }).expect(404);
    } finally {
      socket.disconnect();
    }
  });

  it("never completes another user's demo session", async () => {
    const owner = await userWithPreferences(t);
    const other = await userWithPreferences(t);
    const { body } = await t.http().post('/api/billing/checkout').set(owner.auth).send({}).expect(201);
    const sessionId = new URL(body.url).searchParams.get('session_id');
    const res = await t.http().post('/api/billing/demo/complete').set(other.auth).send({ sessionId }).expect(404);
    expect(res.body.message).toBe('Cette session de paiement de démonstration a expiré. Veuillez recommencer.');
  });

  it('refuses a socket without a valid access token', async () => {
    await expect(connectSocket(t.baseUrl, undefined)).rejects.toThrow('UNAUTHENTICATED');
    await expect(connectSocket(t.baseUrl, 'not-a-token')).rejects.toThrow('UNAUTHENTICATED');
  });

  it('a user only receives events of their own room', async () => {
    const a = await userWithPreferences(t);
    const b = await userWithPreferences(t);
    const socketB = await connectSocket(t.baseUrl, b.accessToken);
    const received: string[] = [];
    socketB.onAny((event) => received.push(event));
    try {
      const { body } = await t.http().post('/api/billing/checkout').set(a.auth).send({}).expect(201);
      const sessionId = new URL(body.url).searchParams.get('session_id');
      const socketA = await connectSocket(t.baseUrl, a.accessToken);
      const got = socketA.next('notification.created');
      await t.http().post('/api/billing/demo/complete').set(a.auth).send({ sessionId }).expect(202);
      await got;
      socketA.disconnect();
      expect(received).toEqual([]);
    } finally {
      socketB.disconnect();
    }
  });
});
