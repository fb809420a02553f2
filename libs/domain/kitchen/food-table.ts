import type * as FoodTable from '#ai/food-table';

// The chef's food table (what a piece weighs, what a cooked recipe takes from the fridge) is loaded
// at its first use: the API starts without it.
let loaded: typeof FoodTable | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load
export const foodTable = (): typeof FoodTable => (loaded ??= require('#ai/food-table') as typeof FoodTable);
