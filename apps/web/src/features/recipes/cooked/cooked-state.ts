import type { CookedUndo } from '#contracts';

/** Cooking mode hands the recipe's page what « Annuler » needs, so its notice offers it there. */
export interface CookedState {
  cookedUndo: CookedUndo;
}

export const cookedUndoOf = (state: unknown): CookedUndo | null => (state as Partial<CookedState> | null)?.cookedUndo ?? null;
