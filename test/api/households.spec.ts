import { HOUSEHOLD_MAX_MEMBERS, HOUSEHOLD_NOTIFICATIONS, MESSAGES } from '#contracts';
import {
  connectSocket,
  eventually,
  linkIn,
  newSignUp,
  signUpUser,
  subscribedUser,
  useTestStack,
  waitForEmail,
  type TestUser,
} from '#testing';

describe('family sharing (households and invitations)', () => {
  const t = useTestStack({ listen: true });

  async function invite(from: TestUser, email: string): Promise<string> {
    await t.http().post('/api/households/invitations').set(from.auth).send({ email }).expect(201);
    const mail = await waitForEmail(email, (m) => m.subject.includes('vous invite'));
    return linkIn(mail).searchParams.get('token')!;
  }
  const reSignIn = async (u: TestUser): Promise<TestUser> => {
    const res = await t.http().post('/api/auth/sign-in').send({ email: u.email, password: u.password }).expect(200);
    return { ...u, accessToken: res.body.accessToken, auth: { Authorization: `Bearer ${res.body.accessToken}` }, user: res.body.user };
  };

  it('each account starts with a household of its own', async () => {
    const u = await signUpUser(t, { firstName: 'Léa' });
    const res = await t.http().get('/api/households/current').set(u.auth).expect(200);
    expect(res.body).toMatchObject({ name: 'Foyer de Léa', members: [{ userId: u.user.id, role: 'owner' }], invitations: [] });
  });

  it('invites by e-mail; the invitee joins with their kitchen and shares the subscription', async () => {
    const owner = await subscribedUser(t);
    const invitee = await signUpUser(t);
    await t.http().put('/api/preferences').set(invitee.auth).send({ dietaryRestrictions: ['none'] }).expect(200);
    await t.http().get('/api/dashboard/stats').set(invitee.auth).expect(403);

    const token = await invite(owner, invitee.email);
    const preview = await t.http().get(`/api/households/invitations/preview?token=${token}`).expect(200);
    expect(preview.body).toMatchObject({ email: invitee.email, invitedBy: 'Claire Favre' });

    const socket = await connectSocket(t.baseUrl, invitee.accessToken);
    const moved = socket.next('household.updated');
    const joined = await t.http().post('/api/households/invitations/accept').set(invitee.auth).send({ token }).expect(200);
    expect(joined.body.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [invitee.user.id, 'member'],
    ]);
    expect(await moved).toEqual({ householdId: owner.user.householdId });
    socket.disconnect();

    // Family sharing is part of the plan: the invitee now has the dashboard.
    await t.http().get('/api/dashboard/stats').set(invitee.auth).expect(200);
    // …and the settings say whose plan covers them, rather than 'Aucun abonnement'.
    const covered = await t.http().get('/api/billing/subscription').set(invitee.auth).expect(200);
    expect(covered.body).toMatchObject({ status: 'none', active: false, familyPlanBy: 'Claire' });
    const own = await t.http().get('/api/billing/subscription').set(owner.auth).expect(200);
    expect(own.body).toMatchObject({ active: true });
    expect(own.body.familyPlanBy).toBeUndefined();
    // Both see the same shopping list.
    const item = await t.http().post('/api/shopping-items').set(owner.auth).send({ name: 'Pommes' }).expect(201);
    const seen = await t.http().get('/api/shopping-items').set(invitee.auth).expect(200);
    expect(seen.body.map((i: { id: string }) => i.id)).toContain(item.body.id);

    await t.http().post('/api/households/invitations/accept').set(invitee.auth).send({ token }).expect(400);
  });

  it('live: a member sees the other member’s change without reloading', async () => {
    const owner = await subscribedUser(t);
    const member = await signUpUser(t);
    await t.http().post('/api/households/invitations/accept').set(member.auth).send({ token: await invite(owner, member.email) }).expect(200);
    await t.http().put('/api/preferences').set(member.auth).send({ servings: 2 }).expect(200);
    const fresh = await reSignIn(member); // the new token names the new household
    const socket = await connectSocket(t.baseUrl, fresh.accessToken);
    try {
      const change = socket.next('household.changed');
      const item = await t.http().post('/api/shopping-items').set(owner.auth).send({ name: 'Lait' }).expect(201);
      expect(await change).toMatchObject({ resource: 'shopping-items', action: 'created', ids: [item.body.id], actorId: owner.user.id });
    } finally {
      socket.disconnect();
    }
  });

  it('refuses inviting oneself or a member, and an invitation for another address', async () => {
    const owner = await subscribedUser(t);
    const self = await t.http().post('/api/households/invitations').set(owner.auth).send({ email: owner.email }).expect(400);
    expect(self.body.message).toBe(MESSAGES.inviteSelf);

    const intended = newSignUp();
    const token = await invite(owner, intended.email);
    const other = await signUpUser(t);
    const wrong = await t.http().post('/api/households/invitations/accept').set(other.auth).send({ token }).expect(403);
    expect(wrong.body.message).toBe(MESSAGES.invitationWrongAccount);

    const member = await signUpUser(t);
    await t.http().post('/api/households/invitations/accept').set(member.auth).send({ token: await invite(owner, member.email) }).expect(200);
    const again = await t.http().post('/api/households/invitations').set(owner.auth).send({ email: member.email }).expect(409);
    expect(again.body.message).toBe(MESSAGES.inviteAlreadyMember);
  });

  it(`keeps a family within ${HOUSEHOLD_MAX_MEMBERS} members, open invitations included, in French and with nothing written`, async () => {
    const owner = await subscribedUser(t);
    const invitee = await signUpUser(t);
    const token = await invite(owner, invitee.email);
    const { id: householdId } = (await t.http().get('/api/households/current').set(owner.auth).expect(200)).body;
    // Set-up only: the other seats taken by open invitations (the owner and the invitee's make 2).
    await t.db.query(
      `INSERT INTO household_invitations (household_id, email, invited_by, token_hash, expires_at)
       SELECT $1, 'place-' || g || '@mijote.test', $2, md5(random()::text), now() + interval '7 days' FROM generate_series(1, $3) g`,
      [householdId, owner.user.id, HOUSEHOLD_MAX_MEMBERS - 2],
    );
    const full = await t.http().post('/api/households/invitations').set(owner.auth).send({ email: 'une-de-trop@mijote.test' }).expect(409);
    expect(full.body).toMatchObject({ code: 'HOUSEHOLD_FULL', message: MESSAGES.householdFull });
    const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM household_invitations WHERE household_id = $1', [householdId]))[0].n;
    expect(await count()).toBe(HOUSEHOLD_MAX_MEMBERS - 1);
    // Renewing an invitation already sent takes no new seat.
    await t.http().post('/api/households/invitations').set(owner.auth).send({ email: 'place-1@mijote.test' }).expect(201);

    // The open invitations become members: the invitee's own, sent before, finds the family full.
    await t.db.query(
      `WITH extra AS (
         INSERT INTO users (email, password_hash) SELECT 'membre-' || g || '@mijote.test', 'x' FROM generate_series(1, $2) g RETURNING id)
       INSERT INTO household_members (household_id, user_id, role) SELECT $1, id, 'member' FROM extra`,
      [householdId, HOUSEHOLD_MAX_MEMBERS - 1],
    );
    const refused = await t.http().post('/api/households/invitations/accept').set(invitee.auth).send({ token }).expect(409);
    expect(refused.body).toMatchObject({ code: 'HOUSEHOLD_FULL', message: MESSAGES.householdFullOnAccept });
    // Still in a household of their own; the invitation still open.
    const mine = (await t.http().get('/api/households/current').set(invitee.auth).expect(200)).body;
    expect(mine.id).not.toBe(householdId);
    expect(mine.members).toHaveLength(1);
  });

  it('an invited new user joins at sign-up', async () => {
    const owner = await subscribedUser(t);
    const body = newSignUp();
    const token = await invite(owner, body.email);
    const res = await t.http().post('/api/auth/sign-up').send({ ...body, invitationToken: token }).expect(201);
    expect(res.body.user.householdId).toBe(owner.user.householdId);
    // The family's bell says who joined, as it does for an accepted invitation.
    await eventually(async () => {
      const bell = await t.http().get('/api/notifications').set(owner.auth).expect(200);
      expect(bell.body.items).toContainEqual(expect.objectContaining({ title: 'Nouveau membre', message: expect.stringContaining(`${body.firstName} ${body.lastName} a rejoint`) }));
    });
  });

  it('cancels an invitation; members leave or are removed with a household of their own', async () => {
    const owner = await subscribedUser(t);
    await t.http().post('/api/households/invitations').set(owner.auth).send({ email: 'annule@example.ch' }).expect(201);
    const h = await t.http().get('/api/households/current').set(owner.auth).expect(200);
    await t.http().delete(`/api/households/invitations/${h.body.invitations[0].id}`).set(owner.auth).expect(204);
    expect((await t.http().get('/api/households/current').set(owner.auth)).body.invitations).toEqual([]);

    const a = await signUpUser(t);
    const b = await signUpUser(t);
    for (const u of [a, b]) {
      await t.http().post('/api/households/invitations/accept').set(u.auth).send({ token: await invite(owner, u.email) }).expect(200);
    }
    const notOwner = await t.http().delete(`/api/households/members/${b.user.id}`).set(a.auth).expect(403);
    expect(notOwner.body.message).toBe(MESSAGES.onlyOwnerCanRemove);
    const left = await t.http().post('/api/households/leave').set(a.auth).expect(200);
    expect(left.body.members).toEqual([expect.objectContaining({ userId: a.user.id, role: 'owner' })]);
    const after = await t.http().delete(`/api/households/members/${b.user.id}`).set(owner.auth).expect(200);
    expect(after.body.members.map((m: { userId: string }) => m.userId)).toEqual([owner.user.id]);
    await eventually(async () => {
      const theirs = await t.http().get('/api/households/current').set(b.auth).expect(200);
      expect(theirs.body.members).toHaveLength(1);
    });
  });

  it("tells the family's bells when someone joins or leaves", async () => {
    const owner = await subscribedUser(t);
    const joiner = await signUpUser(t, { firstName: 'Noé', lastName: 'Rey' });
    const family = (await t.http().get('/api/households/current').set(owner.auth).expect(200)).body.name as string;
    const bell = async (u: TestUser) => (await t.http().get('/api/notifications').set(u.auth).expect(200)).body.items as { title: string; message: string }[];

    await t.http().post('/api/households/invitations/accept').set(joiner.auth).send({ token: await invite(owner, joiner.email) }).expect(200);
    await eventually(async () => {
      expect(await bell(owner)).toContainEqual(expect.objectContaining({ title: 'Nouveau membre', message: HOUSEHOLD_NOTIFICATIONS.joined('Noé Rey', family).message }));
    });
    // The newcomer is not told about themselves.
    expect((await bell(joiner)).map((n) => n.title)).not.toContain('Nouveau membre');

    await t.http().post('/api/households/leave').set(joiner.auth).expect(200);
    await eventually(async () => {
      expect(await bell(owner)).toContainEqual(expect.objectContaining({ title: 'Un membre est parti', message: HOUSEHOLD_NOTIFICATIONS.left('Noé Rey', family).message }));
    });
  });

  it('tells a removed member why: who removed them, from which family, and that its kitchen and subscription are no longer theirs', async () => {
    const owner = await subscribedUser(t);
    const member = await signUpUser(t, { firstName: 'Julie' });
    const household = (await t.http().get('/api/households/current').set(owner.auth).expect(200)).body;
    const family = household.name as string;
    const ownerName = `${household.members[0].firstName} ${household.members[0].lastName}`;
    const bell = async (u: TestUser) => (await t.http().get('/api/notifications').set(u.auth).expect(200)).body.items as { title: string; message: string }[];
    await t.http().post('/api/households/invitations/accept').set(member.auth).send({ token: await invite(owner, member.email) }).expect(200);

    await t.http().delete(`/api/households/members/${member.user.id}`).set(owner.auth).expect(200);
    const removed = HOUSEHOLD_NOTIFICATIONS.removed(ownerName, family);
    expect(removed.message).toBe(
      `${ownerName} vous a retiré de « ${family} » : sa liste de courses, son planning, son frigo et son abonnement ne sont plus partagés avec vous.`,
    );
    await eventually(async () => {
      expect(await bell(member)).toContainEqual(expect.objectContaining({ title: 'Retiré du foyer', message: removed.message }));
    });
    // The owner, who did it, is not told.
    expect((await bell(owner)).map((n) => n.title)).not.toContain('Retiré du foyer');
  });
});
