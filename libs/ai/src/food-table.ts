// The offline chef's food table alone, for what the API asks of it: what a piece of a food weighs
// (the week's shopping list). The API loads it at that first use, not at start.
export { pieceGrams } from './local-chef/compose/food-lookup';
