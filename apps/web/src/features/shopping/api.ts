import type { InventoryCategory, ShoppingItem } from '#contracts';
import { api } from '../../shared/http';


export interface NewShoppingItem {
  name: string;
  quantity: string;
  unit: string;
}


export const fetchShoppingItems = () => api.get<ShoppingItem[]>('/shopping-items');
export const createShoppingItem = (item: NewShoppingItem) => api.post<ShoppingItem>('/shopping-items', item);
/** Ticks or unticks a line's items (one or a merged line's several) in one request. */
export const setShoppingItemsChecked = (ids: readonly string[], checked: boolean) =>
  api.post<{ items: ShoppingItem[]; removedIds: string[] }>('/shopping-items/toggle', { ids, checked });
export const deleteShoppingItem = (id: string) => api.delete<void>(`/shopping-items/${encodeURIComponent(id)}`);
/** 'Annuler' after a deletion: the items come back as they were (recipe, unit, tick), with new ids. */
export const restoreShoppingItems = (items: readonly ShoppingItem[]) =>
  api.post<ShoppingItem[]>('/shopping-items/restore', {
    items: items.map(({ name, quantity, unit, checked, recipeId, recipeTitle }) => ({ name, quantity, unit, checked, recipeId, recipeTitle })),
  });
export const deleteCheckedShoppingItems = () => api.post<{ deletedIds: string[] }>('/shopping-items/delete-checked');
export const moveShoppingItemToFridge = (id: string, category: InventoryCategory) =>
  api.post<{ inventoryItemId: string }>(`/shopping-items/${encodeURIComponent(id)}/move-to-fridge`, { category });
