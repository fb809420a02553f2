import type { AppConfig } from '#config';

/** The model settings libs/ai reads, taken from the validated environment. */
export function aiSettings(config: AppConfig) {
  return {
    AI_RECIPE_PROVIDER: config.AI_RECIPE_PROVIDER,
    AI_CHAT_PROVIDER: config.AI_CHAT_PROVIDER,
    OPENAI_API_KEY: config.OPENAI_API_KEY,
    OPENAI_BASE_URL: config.OPENAI_BASE_URL,
    OPENAI_MODEL: config.OPENAI_MODEL,
    MISTRAL_API_KEY: config.MISTRAL_API_KEY,
    MISTRAL_BASE_URL: config.MISTRAL_BASE_URL,
    MISTRAL_MODEL: config.MISTRAL_MODEL,
    LOCAL_CHEF_WORD_MS: config.LOCAL_CHEF_WORD_MS,
  };
}

