import type { AuthUser } from '#contracts';

type NamedUser = Pick<AuthUser, 'firstName' | 'lastName' | 'email'>;

/** 'Claire Favre'; the e-mail address when the account has no name. */
export function fullNameOf(user: NamedUser): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

/** The two initials shown instead of a photo: 'CF'; one letter of the e-mail without a name. */
export function initialsOf(user: NamedUser): string {
  const first = (s: string | null | undefined) => [...(s ?? '').trim()][0] ?? '';
  const letters = first(user.firstName) + first(user.lastName);
  return (letters || first(user.email) || '?').toLocaleUpperCase('fr');
}
