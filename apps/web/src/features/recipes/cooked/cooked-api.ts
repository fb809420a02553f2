import type { CookedApplyRequest, CookedApplyResult, CookedPreview, CookedUndo, CookedUndoResult } from '#contracts';
import { api } from '../../../shared/http';

/** « J'ai cuisiné »: what a recipe takes from the fridge, applied and undone by the API. */
export const cookedApi = {
  preview: (ingredients: string[], servings?: number) => api.post<CookedPreview>('/inventory-items/cooked/preview', { ingredients, servings }),
  apply: (changes: CookedApplyRequest['changes']) => api.post<CookedApplyResult>('/inventory-items/cooked', { changes }),
  undo: (undo: CookedUndo) => api.post<CookedUndoResult>('/inventory-items/cooked/undo', undo),
};
