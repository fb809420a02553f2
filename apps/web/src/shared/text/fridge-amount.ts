import { plural } from '#contracts';
import { formatQuantity, isUnit, unitLabel } from '#ingredients';

// A fridge item's or a grocery's amount as every screen writes it (Mon Frigo, « J'ai cuisiné », the week's groceries).

/** The unit as read after a quantity, in the plural from 2 as every French count: '3 unités', '1,5 unité', '2 bouquets', never '500 gs'. */
export const unitFor = (quantity: number, unit: string) => (unit === 'unité' ? plural(quantity, unit, 'unités') : isUnit(unit) ? unitLabel(unit, quantity) : unit);

/** '6 unités', '500 g', '1,5 unité': the number written as French writes it. */
export const fridgeAmount = (quantity: number, unit: string) => `${formatQuantity(quantity)} ${unitFor(quantity, unit)}`;
