import { KITCHEN_MESSAGES, type InventoryCategory } from '#contracts';
import type { NewInventoryItem } from '../api';

export interface AddItemForm {
  name: string;
  /** As typed: the number field's text. */
  quantity: string;
  unit: string;
  category: InventoryCategory;
  /** '' when left empty. */
  expirationDate: string;
}

export type AddItemErrors = Partial<Record<'name' | 'quantity' | 'unit' | 'category' | 'expirationDate', string>>;

export const emptyAddItemForm = (category: InventoryCategory = 'Autre'): AddItemForm => ({
  name: '',
  quantity: '1',
  unit: 'unité',
  category,
  expirationDate: '',
});

/**
 * Spec section 5: the name is required; the quantity is a whole number of at least 1, 1 when left
 * empty; the expiration date is optional. Checked here so an empty name never costs a request.
 */
export function readAddItemForm(form: AddItemForm): { item: NewInventoryItem } | { errors: AddItemErrors } {
  const errors: AddItemErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = KITCHEN_MESSAGES.itemNameRequired;
  else if (name.length > 120) errors.name = KITCHEN_MESSAGES.itemNameTooLong;

  const rawQuantity = form.quantity.trim();
  const quantity = rawQuantity === '' ? 1 : Number(rawQuantity);
  if (!Number.isInteger(quantity) || quantity < 1) errors.quantity = KITCHEN_MESSAGES.inventoryQuantityMin;

  if (Object.keys(errors).length > 0) return { errors };
  return {
    item: { name, quantity, unit: form.unit, category: form.category, expirationDate: form.expirationDate || null },
  };
}
