// What a chat action's card says, before (changes) and after (result) the user confirms.
import type { InventoryItem } from '#contracts';

const LONG_DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** '2026-11-26' → 'jeudi 26 novembre' (the date is a calendar day: read in UTC, never shifted). */
export const frenchDay = (date: string): string => LONG_DAY.format(new Date(`${date}T12:00:00Z`));


/** 'œufs (6)', 'lait (2 l)'. */
export function fridgeLine(item: Pick<InventoryItem, 'name' | 'quantity' | 'unit'>): string {
  const amount = item.unit === 'unité' ? `${item.quantity}` : `${item.quantity} ${item.unit}`;
  return `${item.name} (${amount})`;
}

export const quoted = (title: string): string => `« ${title} »`;
