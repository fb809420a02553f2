import { plural } from '#contracts';

// A fridge item's amount as every screen writes it (Mon Frigo, « J'ai cuisiné », the week's groceries).

// Only word units take a plural, from 2 as every French count: '3 unités', '2 pincées', '1,5 unité', but '500 g', '2 càs'.
const WORD_UNITS = new Set(['unité', 'pincée']);

/** The unit as read after a quantity. */
export const unitFor = (quantity: number, unit: string) => (WORD_UNITS.has(unit) ? plural(quantity, unit, `${unit}s`) : unit);

/** '6 unités', '500 g'. */
export const fridgeAmount = (quantity: number, unit: string) => `${quantity} ${unitFor(quantity, unit)}`;
