import type { FridgeExit, FridgeExitReason, InventoryItem } from '#contracts';
import { api } from '../http';

/** An item leaving the fridge with a reason (the dashboard's urgent card, the fridge page), and its undo. */
export const fridgeExitsApi = {
  /** "Utilisé" / "Jeté": the item leaves the fridge; the answer's id undoes it. */
  exit: (itemId: string, reason: FridgeExitReason) => api.post<FridgeExit>(`/inventory-items/${encodeURIComponent(itemId)}/exit`, { reason }),
  undo: (exitId: string) => api.post<InventoryItem>(`/fridge-exits/${encodeURIComponent(exitId)}/undo`),
};
