import type OpenAI from 'openai';
import { MODEL_TIMEOUT_MS } from './model-parameters';
import { sdkErrors } from './provider-errors';

export interface OpenAiOptions {
  apiKey?: string;
  baseURL?: string;
  model?: string;
}

/**
 * One client per provider; retries are the queue's (with backoff), so the SDK never retries. The
 * settings are checked at once; the SDK is loaded at the first request (it weighs on every start).
 */
export function createOpenAiClient(options: OpenAiOptions): () => Promise<OpenAI> {
  // A local OpenAI-compatible server (Ollama) needs no key, but the SDK insists on one.
  const apiKey = options.apiKey?.trim() || (options.baseURL ? 'no-key' : undefined);
  if (!apiKey) throw new Error('OPENAI_API_KEY is required for the openai provider (or OPENAI_BASE_URL for a local server)');
  let client: Promise<OpenAI> | undefined;
  return () =>
    (client ??= import('openai').then((sdk) => {
      // import() is typed by the SDK's ES-module declarations, the rest of the code by its CommonJS
      // ones: the same classes, declared twice.
      sdkErrors.openai = sdk.APIError as unknown as typeof sdkErrors.openai;
      return new sdk.default({ apiKey, baseURL: options.baseURL || undefined, timeout: MODEL_TIMEOUT_MS, maxRetries: 0 }) as unknown as OpenAI;
    }));
}
