import type { InventoryCategory, InventoryItem } from '#contracts';
import { api, getAllPages } from '../../shared/http';


/** What the add form sends; the API fills the same defaults when a field is left out. */
export interface NewInventoryItem {
  name: string;
  quantity: number;
  unit: string;
  category: InventoryCategory;
  /** 'YYYY-MM-DD' or null */
  expirationDate: string | null;
}

const itemPath = (id: string) => `/inventory-items/${encodeURIComponent(id)}`;

export const inventoryApi = {
  /** The whole fridge, newest first: the shelves, chips and search work on all of it. */
  list: () => getAllPages<InventoryItem>('/inventory-items'),
  create: (item: NewInventoryItem) => api.post<InventoryItem>('/inventory-items', item),
  update: (id: string, changes: Partial<NewInventoryItem>) => api.patch<InventoryItem>(itemPath(id), changes),
  remove: (id: string) => api.delete<void>(itemPath(id)),
};
