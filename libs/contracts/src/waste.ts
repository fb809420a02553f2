import type { InventoryItem } from './kitchen';

/**
 * Anti-gaspi: how an item leaves the fridge. 'used' (cooked), 'eaten' (as is) and 'thrown'.
 * Moving a shopping item into the fridge is an entry, never an exit.
 */
export const FRIDGE_EXIT_REASONS = ['used', 'eaten', 'thrown'] as const;
export type FridgeExitReason = (typeof FRIDGE_EXIT_REASONS)[number];

/** How the app says an item left: '« Yaourt » utilisé.' */
export const FRIDGE_EXIT_WORDS: Record<FridgeExitReason, string> = { used: 'utilisé', eaten: 'mangé', thrown: 'jeté' };

/** "À consommer en priorité": items whose date is within this many days (or already past). */
export const URGENT_WITHIN_DAYS = 3;
/** The daily reminder speaks of items expiring today, tomorrow or the day after. */
export const REMINDER_WITHIN_DAYS = 2;
/** The months the dashboard's trend shows, this one included. */
export const WASTE_TREND_MONTHS = 6;

/** An item that left the fridge: what it was (to restore it on "Annuler") and how it left. */
export interface FridgeExit {
  id: string;
  itemId: string;
  name: string;
  reason: FridgeExitReason;
  expirationDate: string | null;
  /** The kitchen's day (Europe/Zurich), 'YYYY-MM-DD'. */
  exitedOn: string;
}

export interface UrgentItem extends InventoryItem {
  /** Days until the date in the kitchen's calendar: 0 today, negative once past. */
  daysLeft: number;
}

export interface WasteMonth {
  /** 'YYYY-MM' */
  month: string;
  /** Used or eaten on or before their date (or with no date). */
  usedBeforeDate: number;
  thrown: number;
}

export interface WasteFigures {
  thisMonth: WasteMonth;
  /** WASTE_TREND_MONTHS months, oldest first, ending with this month. */
  trend: WasteMonth[];
}

/** The daily reminder: on/off and e-mail per member, the hour per household (Europe/Zurich). */
export interface ReminderSettings {
  enabled: boolean;
  email: boolean;
  hour: number;
}

export const DEFAULT_REMINDER_HOUR = 9;

export const WASTE_MESSAGES = {
  reasonInvalid: "Indiquez si l'article a été utilisé, mangé ou jeté",
  hourInvalid: "L'heure du rappel doit être un nombre entier entre 0 et 23",
  enabledInvalid: 'Indiquez si vous voulez recevoir le rappel (oui ou non)',
  emailInvalid: "Indiquez si vous voulez recevoir le rappel par email (oui ou non)",
  reminderTitle: 'À consommer en priorité',
} as const;

const DAY_WORDS: Record<number, string> = { 1: 'demain', 2: 'après-demain' };

/**
 * 'expire demain', 'expire dans 3 jours', 'périmé depuis 2 jours', and for today 'à consommer
 * aujourd'hui' (the fridge page already calls it 'Périmé', spec section 4: never 'expire').
 */
export function expiryPhrase(daysLeft: number): string {
  if (daysLeft < 0) return daysLeft === -1 ? 'périmé depuis hier' : `périmé depuis ${-daysLeft} jours`;
  if (daysLeft === 0) return "à consommer aujourd'hui";
  return `expire ${DAY_WORDS[daysLeft] ?? `dans ${daysLeft} jours`}`;
}

/**
 * Past its date (yesterday or before) a food is never cooked: the chef leaves it out and says so,
 * so all that is left to do with it is « Utilisé » or « Jeté ». Today's date is still good to cook.
 */
export const pastItsDate = (daysLeft: number | null): boolean => daysLeft !== null && daysLeft < 0;

/** The suggestions page in fridge mode, seeded with one item (dashboard, reminder e-mail). */
export function fridgeSuggestionPath(itemName: string): string {
  return `/dashboard/feed?mode=frigo&ingredient=${encodeURIComponent(itemName)}`;
}
