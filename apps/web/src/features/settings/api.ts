import { COMMON_MESSAGES, type AccessTokenView, type CreateAccessTokenRequest, type CreatedAccessToken, type PortalResponse, type Preferences, type PreferencesUpdate, type Profile, type ReminderSettings, type SubscriptionState } from '#contracts';
import { api, ApiError, getAccessToken, refreshSession, whileEndingSession } from '../../shared/http';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;
export const profileQueryKey = ['profile'] as const;
export const preferencesQueryKey = ['preferences'] as const;

export const fetchSubscription = () => api.get<SubscriptionState>('/billing/subscription');
export const openBillingPortal = () => api.post<PortalResponse>('/billing/portal');

export const fetchProfile = () => api.get<Profile>('/profile');
export const updateProfile = (names: Pick<Profile, 'firstName' | 'lastName'>) => api.put<Profile>('/profile', names);

/** 202: the address changes once the link e-mailed to it is opened (/auth/email-confirmation). */
export const requestEmailChange = (change: { newEmail: string; currentPassword: string }) => api.post<{ sent: true }>('/auth/email/change', change);

export const requestPasswordReset = (email: string) =>
  api.post<{ sent: true }>('/auth/password/forgot', { email }, { auth: false });

export const fetchPreferences = () => api.get<Preferences>('/preferences');

export const reminderSettingsQueryKey = ['notifications', 'settings'] as const;
export const fetchReminderSettings = () => api.get<ReminderSettings>('/notifications/settings');
export const saveReminderSettings = (settings: Partial<ReminderSettings>) => api.put<ReminderSettings>('/notifications/settings', settings);
export const savePreferences = (update: PreferencesUpdate) => api.put<Preferences>('/preferences', update);

/** Everything the account holds, as the JSON the API would have sent as a file. */
export const exportAccountData = () => api.get<unknown>('/account/export');

/**
 * DELETE /api/account with the typed confirmation in the body, which api.delete cannot send. Same
 * contract as the api client (Bearer token, JSON, the French ApiError, one refresh of a stale
 * token), written with fetch so that no more of the http module has to be shared with this chunk.
 * Never repeated after a network failure: the deletion may have gone through. The API revokes
 * every session before it answers, closing this tab's live connection; the refused refresh that
 * sets off is this very deletion, not « Session expirée » for a moment (whileEndingSession).
 */
export async function deleteAccount(confirmation: string): Promise<void> {
  try {
    await whileEndingSession(() => deleteAccountOnce(confirmation, getAccessToken()));
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401 && (err.code === 'SESSION_EXPIRED' || err.code === 'UNAUTHENTICATED'))) throw err;
    // A stale token: the session may well have expired, and a refused refresh here says so.
    const fresh = await refreshSession();
    await whileEndingSession(() => deleteAccountOnce(confirmation, fresh.accessToken));
  }
}

async function deleteAccountOnce(confirmation: string, token: string | null): Promise<void> {
  if (navigator.onLine === false) throw new ApiError(0, 'OFFLINE', COMMON_MESSAGES.offlineOnSubmit);
  let res: Response;
  try {
    res = await fetch('/api/account', {
      method: 'DELETE',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ confirmation }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', COMMON_MESSAGES.serverUnreachable);
  }
  if (!res.ok) throw ApiError.fromResponse(res.status, await res.json().catch(() => null));
}

export const accessTokensQueryKey = ['access-tokens'] as const;
export const fetchAccessTokens = () => api.get<AccessTokenView[]>('/access-tokens');
export const createAccessToken = (request: CreateAccessTokenRequest) => api.post<CreatedAccessToken>('/access-tokens', request);
export const revokeAccessToken = (id: string) => api.delete<void>(`/access-tokens/${id}`);
