import type { InventoryItem } from '#contracts';

/** Spec section 9: the fridge has 5 shelves. */
export const SHELF_COUNT = 5;

/**
 * The shelf (0..count-1) an item sits on: a small string hash of its id (31-multiplier, as Java's
 * String.hashCode) modulo the shelf count. Derived from the id alone, so an item keeps its place
 * when others are added, removed or filtered out, and every member's device draws the same fridge.
 */
export function shelfIndex(id: string, count: number = SHELF_COUNT): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (Math.imul(hash, 31) + id.charCodeAt(i)) | 0;
  // Unsigned before the modulo: a negative hash would give a negative shelf.
  return (hash >>> 0) % count;
}

/** The items shelf by shelf, each shelf keeping the order it was given (newest first from the API). */
export function placeOnShelves(items: readonly InventoryItem[], count: number = SHELF_COUNT): InventoryItem[][] {
  const shelves = Array.from({ length: count }, () => [] as InventoryItem[]);
  for (const item of items) shelves[shelfIndex(item.id, count)]!.push(item);
  return shelves;
}
