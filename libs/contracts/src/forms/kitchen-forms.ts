// The fridge's "Ajouter un article" form (spec section 5), with the limits of CreateInventoryItemDto.
import { z } from 'zod';
import { INVENTORY_CATEGORIES, UNITS } from '../kitchen';
import { KITCHEN_MESSAGES } from '../messages';
import { requiredText } from './fields';

export const INVENTORY_ITEM_NAME_MAX_LENGTH = 120;
export const INVENTORY_QUANTITY_MAX = 100_000;
/** A calendar day as `<input type="date">` and the API write it. */
export const ISO_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const inventoryItemFormSchema = z.object({
  name: requiredText(KITCHEN_MESSAGES.itemNameRequired, INVENTORY_ITEM_NAME_MAX_LENGTH, KITCHEN_MESSAGES.itemNameTooLong),
  // The number field's text: 1 when left empty, else a whole number of at least 1.
  quantity: z
    .string()
    .trim()
    .transform((text) => (text === '' ? 1 : Number(text)))
    .pipe(
      z
        .number()
        .int(KITCHEN_MESSAGES.inventoryQuantityMin)
        .min(1, KITCHEN_MESSAGES.inventoryQuantityMin)
        .max(INVENTORY_QUANTITY_MAX, KITCHEN_MESSAGES.quantityInvalid),
    ),
  unit: z.enum(UNITS, KITCHEN_MESSAGES.unitInvalid),
  category: z.enum(INVENTORY_CATEGORIES, KITCHEN_MESSAGES.categoryInvalid),
  // Optional: '' when left empty, sent as null.
  expirationDate: z
    .string()
    .refine((day) => day === '' || ISO_DAY_PATTERN.test(day), KITCHEN_MESSAGES.expirationInvalid)
    .transform((day) => day || null),
});
export type InventoryItemForm = z.input<typeof inventoryItemFormSchema>;
export type InventoryItemFormValues = z.output<typeof inventoryItemFormSchema>;
