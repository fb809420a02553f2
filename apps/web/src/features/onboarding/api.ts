import type { AccessState, Preferences, PreferencesUpdate } from '#contracts';
import { api } from '../../shared/http';

export const onboardingApi = {
  /** Where the signed-in user belongs now (profile, preferences, subscription): the guards follow it. */
  access: (signal?: AbortSignal) => api.get<AccessState>('/access', { signal }),
  savePreferences: (body: PreferencesUpdate) => api.put<Preferences>('/preferences', body),
};
