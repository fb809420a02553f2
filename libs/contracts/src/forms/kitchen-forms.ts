// The fridge's "Ajouter un article" form (spec section 5), with the limits of CreateInventoryItemDto,
// and the planning's meal form (spec section 9), with those of CreatePlannedMealDto.
import { z } from 'zod';
import { DISH_TYPES, INVENTORY_CATEGORIES, UNITS } from '../kitchen';
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
    .refine((day) => day === '' || isCalendarDay(day), KITCHEN_MESSAGES.expirationInvalid)
    .transform((day) => day || null),
});
export type InventoryItemForm = z.input<typeof inventoryItemFormSchema>;
export type InventoryItemFormValues = z.output<typeof inventoryItemFormSchema>;

export const PLANNED_MEAL_TITLE_MAX_LENGTH = 160;
export const PLANNED_MEAL_SERVINGS_MAX = 50;
/** A time of day as `<input type="time">` and the API write it: 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day the calendar has: the ISO pattern, and no 30 February. */
export function isCalendarDay(text: string): boolean {
  if (!ISO_DAY_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDate() === day;
}

/** 'Ajouter un repas' and 'Modifier le repas': every field is text until it is checked. */
export const plannedMealFormSchema = z.object({
  recipeTitle: requiredText(KITCHEN_MESSAGES.mealTitleRequired, PLANNED_MEAL_TITLE_MAX_LENGTH),
  date: z.string().min(1, KITCHEN_MESSAGES.mealDateRequired).refine(isCalendarDay, KITCHEN_MESSAGES.mealDateInvalid),
  time: z.string().min(1, KITCHEN_MESSAGES.mealTimeRequired).regex(TIME_OF_DAY_PATTERN, KITCHEN_MESSAGES.mealTimeInvalid),
  // The number field's text: a whole number from 1 to 50.
  servings: z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(
      z
        .number(KITCHEN_MESSAGES.mealServingsMin)
        .int(KITCHEN_MESSAGES.mealServingsMin)
        .min(1, KITCHEN_MESSAGES.mealServingsMin)
        .max(PLANNED_MEAL_SERVINGS_MAX, KITCHEN_MESSAGES.mealServingsMax),
    ),
  type: z.enum(DISH_TYPES, KITCHEN_MESSAGES.dishTypeInvalid),
});
export type PlannedMealForm = z.input<typeof plannedMealFormSchema>;
export type PlannedMealFormValues = z.output<typeof plannedMealFormSchema>;
