// The exact parameters of the product spec (sections 7 and 9), in one place so that every provider
// sends the same thing and the tests can hold them to it.

export const OPENAI_DEFAULT_MODEL = 'gpt-4-turbo-preview';
export const MISTRAL_DEFAULT_MODEL = 'mistral-large-latest';

/** Recipes from OpenAI: more inventive in preferences mode, steadier when bound to the fridge. */
export const OPENAI_RECIPE_TEMPERATURE = { preferences: 0.9, fridge: 0.7 } as const;
export const CHAT_TEMPERATURE = 0.7;
export const MISTRAL_TEMPERATURE = 0.7;
export const MAX_TOKENS = 1000;
export const TOP_P = 0.95;

/** The model client timeout; retries belong to the queue, never to the SDK. */
export const MODEL_TIMEOUT_MS = 600_000;

/** Messages sent to a chat model as context. */
export const CHAT_CONTEXT_MESSAGES = 10;

export const DEFAULT_STAPLES: readonly string[] = ['sel', 'poivre', 'eau', 'huile'];
