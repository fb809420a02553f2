import { pastItsDate } from '#contracts';
import type { FridgeItem } from '../types';

const DAY_MS = 86_400_000;

/** Whole days from `today` to the item's date (0 = today, negative = past), or null without a date. */
export function daysLeft(item: Pick<FridgeItem, 'expirationDate'>, today: string): number | null {
  if (!item.expirationDate) return null;
  const date = Date.parse(`${item.expirationDate.slice(0, 10)}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  return Number.isNaN(date) || Number.isNaN(now) ? null : Math.round((date - now) / DAY_MS);
}

/**
 * What a recipe may use: items past their date are never cooked (raw meat, fish, dairy and eggs
 * least of all) and are listed apart so the user is told; the rest come soonest date first.
 */
export function freshFridge(fridge: readonly FridgeItem[], today: string): { fresh: FridgeItem[]; expired: FridgeItem[] } {
  const fresh: FridgeItem[] = [];
  const expired: FridgeItem[] = [];
  for (const item of fridge) (pastItsDate(daysLeft(item, today)) ? expired : fresh).push(item);
  fresh.sort((a, b) => (daysLeft(a, today) ?? Infinity) - (daysLeft(b, today) ?? Infinity));
  return { fresh, expired };
}

/** The sentence that tells the user what was left out: "Laissé de côté, date dépassée : saumon, lait." */
export function expiredNote(expired: readonly FridgeItem[]): string {
  if (expired.length === 0) return '';
  const names = [...new Set(expired.map((item) => item.name.trim().toLowerCase()))];
  return `${names.length > 1 ? 'Laissés' : 'Laissé'} de côté, date dépassée : ${names.join(', ')}.`;
}
