import type { AccessState } from '#contracts';
import { api } from '../http';

/** Where the signed-in user belongs now (profile, preferences, subscription): the guards follow it. */
export const fetchAccess = (signal?: AbortSignal) => api.get<AccessState>('/access', { signal });
export const accessQueryKey = ['access'] as const;
