// What the API uses of libs/ai, without loading the offline chef (its recipe collections, compose
// patterns, food and knowledge tables) nor the model providers and their prompts: types and errors,
// the provider settings, the chat's tools, the fridge, diet and recipe rules, and the reading of a
// pasted recipe by a model. index.ts adds the rest, for the worker, which generates and replies.
export * from './types';
export * from './tools/chat-tools';
export * from './providers/ai-settings';
export * from './providers/model-parameters';
export { recipeImageUrl, generateRecipeId, slugify } from './generation/recipe-identity';
export { sameFood, coversFood, ingredientsOutsideFridge, isStaple, fridgeItemFor } from './generation/fridge-match';
export { daysLeft, expiredNote, freshFridge } from './generation/fridge-freshness';
export { scaleIngredientLine, scaleRecipeIngredients } from './local-chef/scale-recipe';
export * from './validation/ingredient-classes';
export * from './validation/dietary-rules';
export { normalizeWords } from './validation/normalize-words';
export { createRecipeTextStructurer, readStructuredRecipe, type RecipeTextStructurer } from './providers/recipe-text-structurer';
export { RECIPE_TEXT_SCHEMA } from './prompts/recipe-text-prompt';
