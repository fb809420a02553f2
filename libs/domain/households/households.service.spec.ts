import { HouseholdsService } from './households.service';
import { DomainError } from '#domain/errors';
import { signUpUser, useTestStack, type TestUser } from '#testing';

// The household rules, asked of the domain service itself (no HTTP): each refusal is a
// DomainError with its stable code, and nothing changes when one is refused.
describe('HouseholdsService rules', () => {
  const t = useTestStack({ worker: false });
  let households: HouseholdsService;
  beforeAll(() => {
    households = t.app.get(HouseholdsService);
  });

  const refusal = async (p: Promise<unknown>): Promise<string> => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DomainError);
    return (err as DomainError).code;
  };

  async function family(): Promise<{ owner: TestUser; member: TestUser }> {
    const owner = await signUpUser(t);
    const member = await signUpUser(t);
    const { token } = await households.invite(owner.user.id, member.email);
    await households.accept(member.user.id, token);
    return { owner, member };
  }

  it('refuses to invite oneself or someone already in the family, whatever the case of the address', async () => {
    const { owner, member } = await family();
    expect(await refusal(households.invite(owner.user.id, owner.email.toUpperCase()))).toBe('INVITE_SELF');
    expect(await refusal(households.invite(owner.user.id, ` ${member.email} `))).toBe('ALREADY_MEMBER');
  });

  it('an invitation is for its address only, and is used once', async () => {
    const owner = await signUpUser(t);
    const invited = await signUpUser(t);
    const stranger = await signUpUser(t);
    const { token } = await households.invite(owner.user.id, invited.email);
    expect(await refusal(households.accept(stranger.user.id, token))).toBe('INVITATION_WRONG_ACCOUNT');
    expect((await households.current(stranger.user.id)).members).toHaveLength(1);
    await households.accept(invited.user.id, token);
    expect(await refusal(households.preview(token))).toBe('INVITATION_INVALID');
  });

  it('renewing an invitation replaces the previous link', async () => {
    const owner = await signUpUser(t);
    const invited = await signUpUser(t);
    const first = await households.invite(owner.user.id, invited.email);
    const second = await households.invite(owner.user.id, invited.email);
    expect(await refusal(households.accept(invited.user.id, first.token))).toBe('INVITATION_INVALID');
    const joined = await households.accept(invited.user.id, second.token);
    expect(joined.members.map((m) => m.userId).sort()).toEqual([owner.user.id, invited.user.id].sort());
  });

  it('only the owner removes, never themself; one cannot leave a household of one', async () => {
    const { owner, member } = await family();
    expect(await refusal(households.removeMember(member.user.id, owner.user.id))).toBe('NOT_OWNER');
    expect(await refusal(households.removeMember(owner.user.id, owner.user.id))).toBe('NOT_FOUND');
    const alone = await signUpUser(t);
    expect(await refusal(households.leave(alone.user.id))).toBe('ALONE_IN_HOUSEHOLD');
    const after = await households.removeMember(owner.user.id, member.user.id);
    expect(after.members.map((m) => m.userId)).toEqual([owner.user.id]);
    expect((await households.current(member.user.id)).members.map((m) => m.userId)).toEqual([member.user.id]);
  });

  it("cancelling another household's invitation is as unknown as a missing one", async () => {
    const owner = await signUpUser(t);
    const other = await signUpUser(t);
    await households.invite(owner.user.id, 'someone@example.test');
    const [invitation] = (await households.current(owner.user.id)).invitations;
    expect(await refusal(households.cancelInvitation(other.user.id, invitation!.id))).toBe('NOT_FOUND');
    await households.cancelInvitation(owner.user.id, invitation!.id);
    expect((await households.current(owner.user.id)).invitations).toHaveLength(0);
  });
});
