import type { FridgeExit } from './waste';
import { finerUnit, type InventoryItem } from './kitchen';

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
  /**
   * What is left once cooked, in whole numbers (0 when the recipe used it all): in the item's unit,
   * or in its finer one when that says it better (« Lait : 1 l → 750 ml »).
   */
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
  /** `unit`: the item's own (the default) or its finer one (FINER_UNITS), as the preview's `after` says. */
  changes: { itemId: string; quantity: number; unit?: string }[];
}

/** Enough to put every item back as it was: quantities and units before, and the exits to take back. */
export interface CookedUndo {
  updated: { itemId: string; quantity: number; unit?: string }[];
  exitIds: string[];
}

/**
 * An amount in the unit of the item it is left of: 750 ml of « Lait 1 l » is 0.75; null when its
 * unit is neither the item's nor the item's finer one.
 */
export function inHeldUnit(amount: CookedAmount, heldUnit: string): number | null {
  if (amount.unit === heldUnit) return amount.quantity;
  const finer = finerUnit(heldUnit);
  return finer?.unit === amount.unit ? amount.quantity / finer.per : null;
}

/**
 * What is left of `held` once `used` (in its unit) is taken, whole: in the item's unit when that is
 * close enough to a whole number, else in the finer unit (1 l less 0.25 l: 750 ml; 3 courgettes less 0.5: 3).
 */
export function leftOver(held: CookedAmount, used: number): CookedAmount {
  const left = Math.max(0, held.quantity - used);
  const finer = finerUnit(held.unit);
  const whole = Math.round(left);
  if (!finer || Math.abs(left - whole) < 0.02) return { quantity: whole, unit: held.unit };
  return { quantity: Math.round(left * finer.per), unit: finer.unit };
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
  unitInvalid: (name: string, held: string) => `« ${name} » se compte en ${[held, finerUnit(held)?.unit].filter(Boolean).join(' ou ')}`,
  quantityAboveHeld: (name: string, held: CookedAmount) => `« ${name} » : la nouvelle quantité dépasse ce que le frigo contient (${held.quantity} ${held.unit})`,
  itemTwice: "Chaque aliment ne peut être mis à jour qu'une fois",
  undoInvalid: "Données d'annulation invalides",
  dialogTitle: 'Mettre à jour le frigo ?',
  confirm: 'Mettre à jour le frigo',
  skip: 'Passer',
  close: 'Fermer',
  updated: 'Frigo mis à jour',
  undone: 'Frigo remis comme avant',
  nothingFromFridge: "Rien de cette recette ne vient du frigo : il n'y a rien à mettre à jour.",
  cookedButton: "J'ai cuisiné cette recette",
  notFromFridge: (lines: string[]) => `Pas du frigo : ${lines.join(', ')}.`,
} as const;
