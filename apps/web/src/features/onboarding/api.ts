import type { Preferences, PreferencesUpdate } from '#contracts';
import { api } from '../../shared/http';

export const onboardingApi = {
  savePreferences: (body: PreferencesUpdate) => api.put<Preferences>('/preferences', body),
};
