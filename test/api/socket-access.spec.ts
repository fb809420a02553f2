import { HouseholdsService } from '#domain/households';
import { connectSocket, eventually, signUpUser, subscribedUser, useTestStack, type TestSocket, type TestUser } from '#testing';

// Live updates stop where access stops: a removed member, a signed-out or reset session.
describe('socket rooms follow access', () => {
  const t = useTestStack({ listen: true });

  /** Events the socket gets from now on. */
  const record = (socket: TestSocket) => {
    const got: string[] = [];
    socket.onAny((event: string) => got.push(event));
    return got;
  };
  const quiet = () => new Promise((r) => setTimeout(r, 400));

  async function family(): Promise<{ owner: TestUser; member: TestUser }> {
    const owner = await subscribedUser(t);
    const member = await signUpUser(t);
    const households = t.app.get(HouseholdsService);
    const { token } = await households.invite(owner.user.id, member.email);
    await households.accept(member.user.id, token);
    return { owner, member };
  }

  it("a removed member's open socket hears nothing more of the family, and a new one joins their own household", async () => {
    const { owner, member } = await family();
    const ownerSocket = await connectSocket(t.baseUrl, owner.accessToken);
    // The member's token still names the family (tokens live 15 minutes).
    const memberSocket = await connectSocket(t.baseUrl, member.accessToken);
    try {
      const first = memberSocket.next('household.changed');
      await t.http().post('/api/shopping-items').set(owner.auth).send({ name: 'Lait' }).expect(201);
      await first;

      const moved = memberSocket.next('household.updated');
      await t.http().delete(`/api/households/members/${member.user.id}`).set(owner.auth).expect(200);
      await moved;
      const heard = record(memberSocket);
      const ownerHeard = ownerSocket.next('household.changed');
      await t.http().post('/api/shopping-items').set(owner.auth).send({ name: 'Pain' }).expect(201);
      await ownerHeard;
      await quiet();
      expect(heard.filter((e) => e === 'household.changed')).toEqual([]);

      // Reconnecting with the same, still unexpired token joins the household they have now.
      const again = await connectSocket(t.baseUrl, member.accessToken);
      const againHeard = record(again);
      await t.http().post('/api/shopping-items').set(owner.auth).send({ name: 'Beurre' }).expect(201);
      await quiet();
      expect(againHeard).toEqual([]);
      again.disconnect();
    } finally {
      ownerSocket.disconnect();
      memberSocket.disconnect();
    }
  });

  it('signing out closes the session’s sockets, and its token cannot open another', async () => {
    const u = await subscribedUser(t);
    const socket = await connectSocket(t.baseUrl, u.accessToken);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await t.http().post('/api/auth/sign-out').set('Cookie', u.cookie).expect(204);
    await closed;
    await expect(connectSocket(t.baseUrl, u.accessToken)).rejects.toThrow('UNAUTHENTICATED');
  });

  it("a password reset elsewhere closes every other session's sockets", async () => {
    const u = await subscribedUser(t);
    const socket = await connectSocket(t.baseUrl, u.accessToken);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await t.http().post('/api/auth/password/forgot').send({ email: u.email }).expect(202);
    const token = await eventually(async () => {
      const [mail] = (await t.http().get(`/api/dev/outbox?to=${encodeURIComponent(u.email)}`).expect(200)).body as { text: string; subject: string }[];
      if (!mail?.subject.includes('Réinitialisation')) throw new Error('no mail yet');
      return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
    });
    await t.http().post('/api/auth/password/reset').send({ token, password: 'Nouvelle-Raclette-7' }).expect(200);
    await closed;
    await expect(connectSocket(t.baseUrl, u.accessToken)).rejects.toThrow('UNAUTHENTICATED');
  });
});
