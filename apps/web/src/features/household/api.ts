import type { Household, InvitationPreview } from '#contracts';
import { api } from '../../shared/http';

export const householdQueryKey = ['household', 'current'] as const;

export const fetchHousehold = () => api.get<Household>('/households/current');
export const renameHousehold = (name: string) => api.patch<Household>('/households/current', { name });
/** 201 with the household, its new invitation listed; the invitee receives a link to /invitation. */
export const inviteToHousehold = (email: string) => api.post<Household>('/households/invitations', { email });
export const cancelInvitation = (id: string) => api.delete<void>(`/households/invitations/${encodeURIComponent(id)}`);
/** Answers the user's new household of their own. */
export const leaveHousehold = () => api.post<Household>('/households/leave');
export const removeMember = (userId: string) => api.delete<Household>(`/households/members/${encodeURIComponent(userId)}`);

/** Public: who invites, before the visitor signs in. */
export const previewInvitation = (token: string) =>
  api.get<InvitationPreview>(`/households/invitations/preview?token=${encodeURIComponent(token)}`, { auth: false });
export const acceptInvitation = (token: string) => api.post<Household>('/households/invitations/accept', { token });
