/**
 * A family counts at most this many members, open invitations included (the questionnaire goes up to
 * 10 adults and 9 children): an invitation or an acceptance past it is refused (409 HOUSEHOLD_FULL).
 */
export const HOUSEHOLD_MAX_MEMBERS = 20;

export interface HouseholdMember {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'owner' | 'member';
  joinedAt: string;
}

export interface HouseholdInvitation {
  id: string;
  email: string;
  createdAt: string;
  expiresAt: string;
}

export interface Household {
  id: string;
  name: string;
  members: HouseholdMember[];
  invitations: HouseholdInvitation[];
}

export interface InvitationPreview {
  householdName: string;
  invitedBy: string | null;
  email: string;
}

export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatarUrl: string | null;
}

export const DELETE_ACCOUNT_CONFIRMATION = 'SUPPRIMER';
