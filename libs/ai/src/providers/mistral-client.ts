import type { Mistral } from '@mistralai/mistralai';
import { MODEL_TIMEOUT_MS } from './model-parameters';
import { sdkErrors } from './provider-errors';

export interface MistralOptions {
  apiKey?: string;
  /** Server root without /v1, e.g. https://api.mistral.ai. */
  serverURL?: string;
  model?: string;
}

/** The key is checked at once; the SDK (25 MiB) is loaded at the first request, not at every start. */
export function createMistralClient(options: MistralOptions): () => Promise<Mistral> {
  const apiKey = options.apiKey?.trim();
  if (!apiKey) throw new Error('MISTRAL_API_KEY is required for the mistral provider');
  // Retries belong to the queue, with its backoff.
  let client: Promise<Mistral> | undefined;
  return () =>
    (client ??= Promise.all([import('@mistralai/mistralai'), import('@mistralai/mistralai/models/errors')]).then(([sdk, errors]) => {
      sdkErrors.mistral = errors.MistralError;
      return new sdk.Mistral({ apiKey, serverURL: options.serverURL || undefined, timeoutMs: MODEL_TIMEOUT_MS, retryConfig: { strategy: 'none' } });
    }));
}

/** The SDK drops its own timeout when a signal is given: keep both. */
export function requestSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal: AbortSignal.any([signal, AbortSignal.timeout(MODEL_TIMEOUT_MS)]) } : {};
}

/** Mistral content is a string or a list of chunks; only text chunks carry words. */
export function mistralText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((chunk: unknown) => {
      if (typeof chunk !== 'object' || chunk === null) return '';
      const { type, text } = chunk as { type?: unknown; text?: unknown };
      return (type === undefined || type === 'text') && typeof text === 'string' ? text : '';
    })
    .join('');
}
