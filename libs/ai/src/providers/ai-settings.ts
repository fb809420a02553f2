import { MISTRAL_DEFAULT_MODEL, OPENAI_DEFAULT_MODEL } from './model-parameters';

export const AI_PROVIDER_NAMES = ['openai', 'mistral', 'local'] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];

/** The environment variables libs/ai reads; the app validates them once at start. */
export interface AiSettings {
  AI_RECIPE_PROVIDER?: AiProviderName;
  AI_CHAT_PROVIDER?: AiProviderName;
  OPENAI_API_KEY?: string;
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1 for Ollama. */
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  MISTRAL_API_KEY?: string;
  /** The server root, without /v1 (the Mistral SDK adds the path). */
  MISTRAL_BASE_URL?: string;
  MISTRAL_MODEL?: string;
  /** Pause between two words of the offline chef's streamed reply, in ms. */
  LOCAL_CHEF_WORD_MS?: number;
}

export const AI_SETTING_DEFAULTS = {
  OPENAI_MODEL: OPENAI_DEFAULT_MODEL,
  MISTRAL_MODEL: MISTRAL_DEFAULT_MODEL,
} as const;

/** Which provider serves recipes: the explicit choice, else OpenAI when it has a key, else the offline chef. */
export function recipeProviderName(settings: AiSettings): AiProviderName {
  return checkedName('AI_RECIPE_PROVIDER', settings.AI_RECIPE_PROVIDER) ?? (present(settings.OPENAI_API_KEY) ? 'openai' : 'local');
}

/** Which provider serves the chat: the explicit choice, else Mistral when it has a key, else the offline chef. */
export function chatProviderName(settings: AiSettings): AiProviderName {
  return checkedName('AI_CHAT_PROVIDER', settings.AI_CHAT_PROVIDER) ?? (present(settings.MISTRAL_API_KEY) ? 'mistral' : 'local');
}

export function present(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function checkedName(variable: string, value: string | undefined): AiProviderName | undefined {
  if (!present(value)) return undefined;
  const name = value.trim().toLowerCase();
  if (!(AI_PROVIDER_NAMES as readonly string[]).includes(name)) {
    throw new Error(`${variable} must be one of ${AI_PROVIDER_NAMES.join(', ')} (got "${value}")`);
  }
  return name as AiProviderName;
}
