import type { AuthUser } from '#contracts';
import type { ProfileEntity, UserEntity } from '#database';

export function toAuthUser(user: UserEntity, profile: ProfileEntity, householdId: string): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: user.phone,
    avatarUrl: profile.avatarUrl,
    emailConfirmed: user.emailConfirmedAt !== null,
    householdId,
  };
}
