import { chatProviderName, recipeProviderName, type AiSettings } from './ai-settings';
import { LocalChatProvider } from './local-chat.provider';
import { LocalRecipeProvider } from './local-recipe.provider';
import { MistralChatProvider } from './mistral-chat.provider';
import { MistralRecipeProvider } from './mistral-recipe.provider';
import { OpenAiChatProvider } from './openai-chat.provider';
import { OpenAiRecipeProvider } from './openai-recipe.provider';
import type { ChatProvider, RecipeProvider } from '../types';

const openAi = (s: AiSettings) => ({ apiKey: s.OPENAI_API_KEY, baseURL: s.OPENAI_BASE_URL, model: s.OPENAI_MODEL });
const mistral = (s: AiSettings) => ({ apiKey: s.MISTRAL_API_KEY, serverURL: s.MISTRAL_BASE_URL, model: s.MISTRAL_MODEL });

/** AI_RECIPE_PROVIDER, else OpenAI when OPENAI_API_KEY is set, else the offline chef. */
export function createRecipeProvider(settings: AiSettings): RecipeProvider {
  switch (recipeProviderName(settings)) {
    case 'openai':
      return new OpenAiRecipeProvider(openAi(settings));
    case 'mistral':
      return new MistralRecipeProvider(mistral(settings));
    case 'local':
      return new LocalRecipeProvider();
  }
}

/** AI_CHAT_PROVIDER, else Mistral when MISTRAL_API_KEY is set, else the offline chef. */
export function createChatProvider(settings: AiSettings): ChatProvider {
  switch (chatProviderName(settings)) {
    case 'openai':
      return new OpenAiChatProvider(openAi(settings));
    case 'mistral':
      return new MistralChatProvider(mistral(settings));
    case 'local':
      return new LocalChatProvider(settings.LOCAL_CHEF_WORD_MS ?? 0);
  }
}
