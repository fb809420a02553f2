import { HouseholdsService } from '#domain/households';
import type { TestApp } from './test-app';
import { signUpUser, subscribedUser, type TestUser } from './users';

/**
 * Two members of one household, both past the access check: a subscribed owner and a member who
 * accepted the owner's invitation and answered the questionnaire. The set-up of every "two parents
 * at once" test.
 */
export async function householdPair(t: TestApp): Promise<{ owner: TestUser; member: TestUser }> {
  const owner = await subscribedUser(t);
  const member = await signUpUser(t);
  const households = t.app.get(HouseholdsService);
  const { token } = await households.invite(owner.user.id, member.email);
  await households.accept(member.user.id, token);
  await t.http().put('/api/preferences').set(member.auth).send({ dietaryRestrictions: ['none'] }).expect(200);
  return { owner, member };
}
