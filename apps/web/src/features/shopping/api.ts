import type { AddedShoppingItem, AisleOverride, InventoryCategory, ShoppingEditResult, ShoppingItem, ShoppingSuggestions, ShoppingToggleResult, ShoppingUndo } from '#contracts';
import { api } from '../../shared/http';
import { provisionalId, sendOrQueue } from '../../shared/offline/outbox';


export interface NewShoppingItem {
  name: string;
  quantity: string;
  unit: string;
}


const quoted = (name: string) => `« ${name} »`;

// The list's writes go through the offline outbox (issue 12): sent at once when the network is
// there, else kept on the phone and replayed in order, with an Idempotency-Key, on reconnect.
// Sent, they answer as the server does (undo included); queued, there is nothing to undo yet.
export const fetchShoppingItems = () => api.get<ShoppingItem[]>('/shopping-items');
/** The ingredients the household moved to another aisle (the week's groceries « Modifier les rayons »). */
export const fetchAisleOverrides = () => api.get<AisleOverride[]>('/meal-plans/aisles');
/** One line per ingredient: the answer says when the item topped up a line already on the list. `key` doubles as the stand-in id while it waits in the outbox. */
export const createShoppingItem = (item: NewShoppingItem, key: string) =>
  sendOrQueue<AddedShoppingItem>({ key, method: 'POST', path: '/shopping-items', body: item, label: quoted(item.name), provisionalId: provisionalId(key) });
/** Ticks or unticks a line's items (one or a merged line's several) in one request. */
export const setShoppingItemsChecked = (ids: readonly string[], checked: boolean, name: string) =>
  sendOrQueue<ShoppingToggleResult>({ method: 'POST', path: '/shopping-items/toggle', body: { ids, checked }, label: quoted(name), untick: !checked });
/** What an inline edit changes: the quantity and the unit go together (one amount). */
export interface ShoppingEdit {
  name?: string;
  quantity?: string;
  unit?: string;
}
/**
 * Carries when it was made: on the server each field keeps its latest edit, so an edit replayed
 * from the outbox after another member's newer one is answered as superseded (and told).
 */
export const editShoppingItem = (id: string, changes: ShoppingEdit, name: string) =>
  sendOrQueue<ShoppingEditResult>({
    method: 'PATCH',
    path: `/shopping-items/${encodeURIComponent(id)}`,
    body: { ...changes, madeAt: new Date().toISOString() },
    label: quoted(name),
  });
export const deleteShoppingItem = (id: string, name: string) =>
  sendOrQueue<void>({ method: 'DELETE', path: `/shopping-items/${encodeURIComponent(id)}`, label: quoted(name), goneIsDone: true });
/** 'Annuler' after any removal: everything comes back as it was (recipes, ticks, quantities), in one request. */
export const restoreShoppingItems = (undo: ShoppingUndo) => api.post<ShoppingItem[]>('/shopping-items/restore', undo);
/** The undo for rows the client removed itself (one row's delete): the rows as they were. */
export const undoOfItems = (items: readonly ShoppingItem[]): ShoppingUndo => ({
  items: items.map(({ name, quantity, unit, checked, recipeId, recipeTitle, shares }) => ({ name, quantity, unit, checked, recipeId, recipeTitle, shares })),
});
export const deleteCheckedShoppingItems = () =>
  sendOrQueue<{ deletedIds: string[]; undo: ShoppingUndo }>({ method: 'POST', path: '/shopping-items/delete-checked', label: 'Articles cochés' });
export const moveShoppingItemToFridge = (id: string, name: string, category: InventoryCategory) =>
  sendOrQueue<{ inventoryItemId: string; undo: ShoppingUndo }>({
    method: 'POST',
    path: `/shopping-items/${encodeURIComponent(id)}/move-to-fridge`,
    body: { category },
    label: quoted(name),
  });
export const fetchShoppingSuggestions = () => api.get<ShoppingSuggestions>('/shopping-items/suggestions');
