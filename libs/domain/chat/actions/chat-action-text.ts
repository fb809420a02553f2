// What a chat action's card says, before (changes) and after (result) the user confirms.
import type { InventoryItem } from '#contracts';

/** 'œufs (6)', 'lait (2 l)'. */
export function fridgeLine(item: Pick<InventoryItem, 'name' | 'quantity' | 'unit'>): string {
  const amount = item.unit === 'unité' ? `${item.quantity}` : `${item.quantity} ${item.unit}`;
  return `${item.name} (${amount})`;
}

export const quoted = (title: string): string => `« ${title} »`;
