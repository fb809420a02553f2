import OpenAI from 'openai';
import { MODEL_TIMEOUT_MS } from './model-parameters';

export interface OpenAiOptions {
  apiKey?: string;
  baseURL?: string;
  model?: string;
}

/** One client per provider; retries are the queue's (with backoff), so the SDK never retries. */
export function createOpenAiClient(options: OpenAiOptions): OpenAI {
  // A local OpenAI-compatible server (Ollama) needs no key, but the SDK insists on one.
  const apiKey = options.apiKey?.trim() || (options.baseURL ? 'no-key' : undefined);
  if (!apiKey) throw new Error('OPENAI_API_KEY is required for the openai provider (or OPENAI_BASE_URL for a local server)');
  return new OpenAI({ apiKey, baseURL: options.baseURL || undefined, timeout: MODEL_TIMEOUT_MS, maxRetries: 0 });
}
