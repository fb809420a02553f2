import type { InventoryCategory, ShoppingItem } from '#contracts';
import { api } from '../../shared/http';
import { provisionalId, sendOrQueue } from '../../shared/offline/outbox';


export interface NewShoppingItem {
  name: string;
  quantity: string;
  unit: string;
}

const quoted = (name: string) => `« ${name} »`;

// The list's writes go through the offline outbox (issue 12): sent at once when the network is
// there, else kept on the phone and replayed in order, with an Idempotency-Key, on reconnect.
export const fetchShoppingItems = () => api.get<ShoppingItem[]>('/shopping-items');
/** `key` doubles as the stand-in id of the item while it waits in the outbox. */
export const createShoppingItem = (item: NewShoppingItem, key: string) =>
  sendOrQueue<ShoppingItem>({ key, method: 'POST', path: '/shopping-items', body: item, label: quoted(item.name), provisionalId: provisionalId(key) });
/** Ticks or unticks a line's items (one or a merged line's several) in one request. */
export const setShoppingItemsChecked = (ids: readonly string[], checked: boolean, name: string) =>
  sendOrQueue<{ items: ShoppingItem[]; removedIds: string[] }>({ method: 'POST', path: '/shopping-items/toggle', body: { ids, checked }, label: quoted(name), untick: !checked });
export const deleteShoppingItem = (id: string, name: string) =>
  sendOrQueue<void>({ method: 'DELETE', path: `/shopping-items/${encodeURIComponent(id)}`, label: quoted(name), goneIsDone: true });
/** 'Annuler' after a deletion: the items come back as they were (recipe, unit, tick), with new ids. */
export const restoreShoppingItems = (items: readonly ShoppingItem[]) =>
  api.post<ShoppingItem[]>('/shopping-items/restore', {
    items: items.map(({ name, quantity, unit, checked, recipeId, recipeTitle }) => ({ name, quantity, unit, checked, recipeId, recipeTitle })),
  });
export const deleteCheckedShoppingItems = () =>
  sendOrQueue<{ deletedIds: string[] }>({ method: 'POST', path: '/shopping-items/delete-checked', label: 'Articles cochés' });
export const moveShoppingItemToFridge = (id: string, name: string, category: InventoryCategory) =>
  sendOrQueue<{ inventoryItemId: string }>({
    method: 'POST',
    path: `/shopping-items/${encodeURIComponent(id)}/move-to-fridge`,
    body: { category },
    label: quoted(name),
  });
