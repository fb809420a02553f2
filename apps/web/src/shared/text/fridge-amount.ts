// A fridge item's amount as every screen writes it (Mon Frigo, « J'ai cuisiné »).

// Only word units take a plural: '3 unités', '2 pincées', but '500 g', '2 càs'.
const WORD_UNITS = new Set(['unité', 'pincée']);

/** The unit as read after a quantity. */
export const unitFor = (quantity: number, unit: string) => (quantity > 1 && WORD_UNITS.has(unit) ? `${unit}s` : unit);

/** '6 unités', '500 g'. */
export const fridgeAmount = (quantity: number, unit: string) => `${quantity} ${unitFor(quantity, unit)}`;
