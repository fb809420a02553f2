// Moved to #ingredients (agreement.ts), where formatIngredient uses it; the chef's imports follow.
export { agreeWithQuantity } from '#ingredients';
