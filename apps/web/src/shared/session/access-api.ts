import type { AccessState } from '#contracts';
import { api, getAccessToken } from '../http';

/** How long the start-up refresh's access state stands in for GET /api/access. */
const PRIMED_FOR_MS = 30_000;

let primed: { access: AccessState; token: string | null; at: number } | null = null;

/**
 * Keeps the access state the start-up refresh answered with (POST /api/auth/refresh carries it),
 * so the first access check of the page the app opens on needs no request of its own.
 */
export function primeAccess(access: AccessState | undefined): void {
  primed = access ? { access, token: getAccessToken(), at: Date.now() } : null;
}

/** The primed state, once, while it is recent and the session the same; then null. */
export function takePrimedAccess(): AccessState | null {
  const taken = primed;
  primed = null;
  return taken && taken.token === getAccessToken() && Date.now() - taken.at < PRIMED_FOR_MS ? taken.access : null;
}

/** Where the signed-in user belongs now (profile, preferences, subscription): the guards follow it. */
export const fetchAccess = (signal?: AbortSignal): Promise<AccessState> => {
  const access = takePrimedAccess();
  return access ? Promise.resolve(access) : api.get<AccessState>('/access', { signal });
};
export const accessQueryKey = ['access'] as const;
