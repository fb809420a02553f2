import type { AuthUser } from '#contracts';
import { deleteOffline, readOffline, writeOffline } from './offline-db';

// Who was signed in on this device, so the installed app opened without network shows that
// user's list from the local copy instead of the sign-in page. Only the profile is kept, never a
// token: every request still needs the refresh cookie, checked when the network is back.
const KEY = 'signed-in-user';
/** The query cache's local copy (query-persistence.ts). */
export const QUERY_CACHE_KEY = 'query-cache';

export const rememberUser = (user: AuthUser): Promise<void> => writeOffline(KEY, user);
export const rememberedUser = (): Promise<AuthUser | undefined> => readOffline<AuthUser>(KEY);
/** The session really ended (sign-out, refused refresh): the profile and the local copy go. */
export const forgetUser = async (): Promise<void> => {
  await Promise.all([deleteOffline(KEY), deleteOffline(QUERY_CACHE_KEY)]);
};
