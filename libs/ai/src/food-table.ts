// The offline chef's food table alone, for what the API asks of it: what a piece of a food weighs
// and what a fresh herb is sold by, what a counted piece of it is (the week's shopping list), how a sentence names a fridge item (the week's reasons), what a cooked
// recipe takes from the fridge (« J'ai cuisiné »). The API loads it at that first use, not at start.
export { bunchGrams, pieceGrams, pieceUnitOf } from './local-chef/compose/food-lookup';
export { theItem } from './local-chef/compose/dish-french';
export { fridgeUse, type FridgeUse } from './generation/fridge-stock';
