import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** Items expiring within this many days (tomorrow, the day after) get the 'bientôt' accent. */
export const EXPIRES_SOON_DAYS = 2;

export type ExpiryState = 'expired' | 'soon' | 'fresh';

export interface Expiry {
  state: ExpiryState;
  /** 'Périmé depuis le 24 novembre' or 'Expire le 26 novembre' (spec, section 4). */
  label: string;
}

/** '24 novembre', '1er décembre'; the year only when it is not the current one. */
export function formatExpiryDay(date: Date, now: Date = new Date()): string {
  const day = date.getDate() === 1 ? '1er' : String(date.getDate());
  const month = format(date, 'MMMM', { locale: fr });
  return date.getFullYear() === now.getFullYear() ? `${day} ${month}` : `${day} ${month} ${date.getFullYear()}`;
}

/**
 * How an expiration date ('YYYY-MM-DD', read as a local calendar day) reads today. The spec counts
 * an item expiring today as already expired.
 */
export function describeExpiry(expirationDate: string | null, now: Date = new Date()): Expiry | null {
  if (!expirationDate) return null;
  const date = parseISO(expirationDate);
  if (!isValid(date)) return null;
  const daysLeft = differenceInCalendarDays(date, now);
  const day = formatExpiryDay(date, now);
  if (daysLeft <= 0) return { state: 'expired', label: `Périmé depuis le ${day}` };
  return { state: daysLeft <= EXPIRES_SOON_DAYS ? 'soon' : 'fresh', label: `Expire le ${day}` };
}
