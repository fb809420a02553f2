import type { HouseholdMember } from '#contracts';

export const ROLE_LABELS: Record<HouseholdMember['role'], string> = { owner: 'Propriétaire', member: 'Membre' };

/** 'Claire Favre', or the address of a member without a name. */
export const memberName = (member: Pick<HouseholdMember, 'firstName' | 'lastName' | 'email'>): string =>
  `${member.firstName} ${member.lastName}`.trim() || member.email;

const dayMonth = new Intl.DateTimeFormat('fr-CH', { day: 'numeric', month: 'long' });

/** '12 juin', '1er juin': when a pending invitation stops working. */
export function shortFrenchDate(iso: string): string {
  const date = new Date(iso);
  const text = dayMonth.format(date);
  return date.getDate() === 1 ? text.replace(/^1(?=\s)/, '1er') : text;
}
