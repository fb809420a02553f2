// The chef's test inputs, for tests outside libs/ai (`#ai/testing`): seeded random fridges, as
// bench:chef and the chef's own specs draw them, and a request with its defaults. Test code only; no
// process loads it.
export { GROCERY_ITEMS, randomFridge, type RandomFridgeOptions } from './random-fridges';
export { seededRandom } from '../local-chef/seeded-random';
export { recipeRequest } from './recipe-answers';
