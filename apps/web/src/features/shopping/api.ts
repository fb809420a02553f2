import type { AddedShoppingItem, InventoryCategory, ShoppingItem, ShoppingSuggestions, ShoppingToggleResult, ShoppingUndo } from '#contracts';
import { api } from '../../shared/http';


export interface NewShoppingItem {
  name: string;
  quantity: string;
  unit: string;
}


export const fetchShoppingItems = () => api.get<ShoppingItem[]>('/shopping-items');
/** One line per ingredient: the answer says when the item topped up a line already on the list. */
export const createShoppingItem = (item: NewShoppingItem) => api.post<AddedShoppingItem>('/shopping-items', item);
/** Ticks or unticks a line's items (one or a merged line's several) in one request. */
export const setShoppingItemsChecked = (ids: readonly string[], checked: boolean) =>
  api.post<ShoppingToggleResult>('/shopping-items/toggle', { ids, checked });
export const deleteShoppingItem = (id: string) => api.delete<void>(`/shopping-items/${encodeURIComponent(id)}`);
/** 'Annuler' after any removal: everything comes back as it was (recipes, ticks, quantities), in one request. */
export const restoreShoppingItems = (undo: ShoppingUndo) => api.post<ShoppingItem[]>('/shopping-items/restore', undo);
/** The undo for rows the client removed itself (one row's delete): the rows as they were. */
export const undoOfItems = (items: readonly ShoppingItem[]): ShoppingUndo => ({
  items: items.map(({ name, quantity, unit, checked, recipeId, recipeTitle, shares }) => ({ name, quantity, unit, checked, recipeId, recipeTitle, shares })),
});
export const deleteCheckedShoppingItems = () => api.post<{ deletedIds: string[]; undo: ShoppingUndo }>('/shopping-items/delete-checked');
export const moveShoppingItemToFridge = (id: string, category: InventoryCategory) =>
  api.post<{ inventoryItemId: string; undo: ShoppingUndo }>(`/shopping-items/${encodeURIComponent(id)}/move-to-fridge`, { category });
export const fetchShoppingSuggestions = () => api.get<ShoppingSuggestions>('/shopping-items/suggestions');
