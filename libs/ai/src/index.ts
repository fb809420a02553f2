// Model providers, prompts, recipe validation, the offline chef and its recipes, with what the API
// uses (core.ts, food-table.ts).
export * from './core';
export { detectChatAction, type DetectedChatAction } from './local-chef/chat/detect-chat-action';
export { resolveFrenchDay } from './local-chef/chat/french-day';
export { createChatProvider, createRecipeProvider } from './providers/provider-factory';
export { OpenAiRecipeProvider } from './providers/openai-recipe.provider';
export { OpenAiChatProvider } from './providers/openai-chat.provider';
export { MistralRecipeProvider } from './providers/mistral-recipe.provider';
export { MistralChatProvider, type MistralChatOptions } from './providers/mistral-chat.provider';
export { LocalRecipeProvider } from './providers/local-recipe.provider';
export { LocalChatProvider } from './providers/local-chat.provider';
export type { OpenAiOptions } from './providers/openai-client';
export type { MistralOptions } from './providers/mistral-client';

export { buildRecipePrompt, buildRecipeUserPrompt, RECIPE_SYSTEM_PROMPT, type RecipePrompt } from './prompts/recipe-prompt';
export { buildChatSystemPrompt, chatHistory } from './prompts/chat-prompt';
export { RESTRICTION_PROMPTS } from './prompts/french-labels';

export { parseRecipeAnswer } from './generation/parse-recipe-answer';
export * from './generation/validate-recipe-draft';
export * from './generation/generate-valid-recipe';
export { preparationTimeRange, resolvePreparationTime } from './generation/preparation-time';
export { overStock } from './generation/fridge-stock';

export * from './local-chef/local-recipe';
export * from './local-chef/ingredient-line-format';
export { RECIPES, recipesOfType } from './local-chef/recipes';
export { MARKET_BASKET } from './local-chef/compose/market-basket';
export * from './food-table';
export { chooseLocalRecipe, LOCAL_CHEF_MESSAGES, type ChoiceContext, type LocalChoice } from './local-chef/choose-recipe';
export { localChefReply } from './local-chef/chat/local-chef-reply';
export { SUBSTITUTIONS } from './local-chef/knowledge/substitutions';
export { COOKING_TIMES } from './local-chef/knowledge/cooking-times';
export { FOOD_STORAGE } from './local-chef/knowledge/food-storage';
export { SPOON_WEIGHTS } from './local-chef/knowledge/conversions';

// For tests here and in the app (queue and API tests point the SDKs at it).
