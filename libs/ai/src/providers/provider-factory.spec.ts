import { chatProviderName, recipeProviderName } from './ai-settings';
import { createChatProvider, createRecipeProvider } from './provider-factory';

describe('provider factory', () => {
  it('defaults to the offline chef when no key is set', () => {
    expect(createRecipeProvider({}).name).toBe('local');
    expect(createChatProvider({}).name).toBe('local');
  });

  it('uses OpenAI for recipes when OPENAI_API_KEY is set, Mistral for chat when MISTRAL_API_KEY is set', () => {
    expect(createRecipeProvider({ OPENAI_API_KEY: 'sk' }).name).toBe('openai');
    expect(createChatProvider({ OPENAI_API_KEY: 'sk' }).name).toBe('local');
    expect(createChatProvider({ MISTRAL_API_KEY: 'm' }).name).toBe('mistral');
    expect(createRecipeProvider({ MISTRAL_API_KEY: 'm' }).name).toBe('local');
  });

  it('follows an explicit choice', () => {
    const keys = { OPENAI_API_KEY: 'sk', MISTRAL_API_KEY: 'm' };
    expect(createRecipeProvider({ ...keys, AI_RECIPE_PROVIDER: 'mistral' }).name).toBe('mistral');
    expect(createRecipeProvider({ ...keys, AI_RECIPE_PROVIDER: 'local' }).name).toBe('local');
    expect(createChatProvider({ ...keys, AI_CHAT_PROVIDER: 'openai' }).name).toBe('openai');
    expect(createChatProvider({ ...keys, AI_CHAT_PROVIDER: 'local' }).name).toBe('local');
  });

  it('treats blank values as unset', () => {
    expect(recipeProviderName({ OPENAI_API_KEY: '  ', AI_RECIPE_PROVIDER: '' as never })).toBe('local');
    expect(chatProviderName({ MISTRAL_API_KEY: '' })).toBe('local');
  });

  it('names the variable when a choice is impossible', () => {
    expect(() => recipeProviderName({ AI_RECIPE_PROVIDER: 'claude' as never })).toThrow(/AI_RECIPE_PROVIDER/);
    expect(() => createChatProvider({ AI_CHAT_PROVIDER: 'mistral' })).toThrow(/MISTRAL_API_KEY/);
    expect(() => createRecipeProvider({ AI_RECIPE_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
  });

  it('reaches an OpenAI-compatible server without a key (Ollama)', () => {
    expect(createRecipeProvider({ AI_RECIPE_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).name).toBe('openai');
  });
});
