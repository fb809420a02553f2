import type { FridgeExit } from './waste';
import type { InventoryItem } from './kitchen';

// « J'ai cuisiné »: a cooked recipe takes what it used from the fridge, in one step that can be undone.

export interface CookedAmount {
  quantity: number;
  unit: string;
}

/** POST /api/inventory-items/cooked/preview: a recipe's lines as shown. */
export interface CookedPreviewRequest {
  ingredients: string[];
  /** The servings the lines are written for (informative: the lines are taken as shown). */
  servings?: number;
}

/** A fridge item the recipe uses: « Poulet : 600 g → 300 g ». */
export interface CookedItemChange {
  itemId: string;
  name: string;
  before: CookedAmount;
  /** What is left once cooked (whole numbers, 0 when the recipe used it all). */
  after: CookedAmount;
  /** The recipe's line(s) that use it, as written (joined with « , » when several). */
  line: string;
}

export interface CookedPreview {
  items: CookedItemChange[];
  /** Lines the cupboard covers or that no fridge item answers. */
  notFromFridge: string[];
}

/** POST /api/inventory-items/cooked: the quantities the user confirmed. */
export interface CookedApplyRequest {
  changes: { itemId: string; quantity: number }[];
}

/** Enough to put every item back as it was: quantities before, and the exits to take back. */
export interface CookedUndo {
  updated: { itemId: string; quantity: number }[];
  exitIds: string[];
}

export interface CookedApplyResult {
  /** Items still in the fridge, with their new quantity. */
  items: InventoryItem[];
  /** Items that left the fridge as « utilisé ». */
  exits: FridgeExit[];
  undo: CookedUndo;
}

/** POST /api/inventory-items/cooked/undo answers the items back in the fridge. */
export interface CookedUndoResult {
  items: InventoryItem[];
}

/** How many fridge items one « J'ai cuisiné » may change (a recipe has 100 lines at most). */
export const COOKED_CHANGES_MAX = 100;

export const COOKED_MESSAGES = {
  changesInvalid: 'Indiquez les aliments du frigo à mettre à jour (100 au plus)',
  itemIdInvalid: "Identifiant d'aliment invalide",
  quantityInvalid: 'La nouvelle quantité doit être un nombre entier positif ou nul',
  quantityAboveHeld: (name: string, held: CookedAmount) => `« ${name} » : la nouvelle quantité dépasse ce que le frigo contient (${held.quantity} ${held.unit})`,
  itemTwice: "Chaque aliment ne peut être mis à jour qu'une fois",
  undoInvalid: "Données d'annulation invalides",
  dialogTitle: 'Mettre à jour le frigo ?',
  confirm: 'Mettre à jour le frigo',
  skip: 'Passer',
  close: 'Fermer',
  updated: 'Frigo mis à jour',
  undone: 'Frigo remis comme avant',
  nothingFromFridge: "Rien de cette recette ne vient du frigo : il n'y a rien à mettre à jour.",
  cookedButton: "J'ai cuisiné cette recette",
  notFromFridge: (lines: string[]) => `Pas du frigo : ${lines.join(', ')}.`,
} as const;
