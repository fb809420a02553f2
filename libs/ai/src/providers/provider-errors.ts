import type { MistralError } from '@mistralai/mistralai/models/errors';
import type { APIError } from 'openai';
import { ProviderHttpError } from '../types';

/**
 * The SDKs' error classes, known once their SDK is loaded (openai-client.ts, mistral-client.ts load
 * them at a provider's first request): a process that never calls a model never loads its SDK, and
 * an error of an SDK that was never loaded cannot exist.
 */
export const sdkErrors: { openai?: typeof APIError; mistral?: typeof MistralError } = {};
const isOpenAiError = (err: unknown): err is APIError => !!sdkErrors.openai && err instanceof sdkErrors.openai;
const isMistralError = (err: unknown): err is MistralError => !!sdkErrors.mistral && err instanceof sdkErrors.mistral;

/**
 * The SDKs' HTTP errors become ProviderHttpError (status and body, for the French message); every
 * other error (network, timeout, abort) goes through unchanged so the queue can retry it.
 */
export function toProviderError(err: unknown): unknown {
  if (err instanceof ProviderHttpError) return err;
  if (isOpenAiError(err) && typeof err.status === 'number') return new ProviderHttpError(err.status, openAiBody(err), retryAfterMs(err.headers));
  if (isMistralError(err) && !isSuccess(err.statusCode)) return new ProviderHttpError(err.statusCode, err.body, retryAfterMs(err.headers));
  return err;
}

/**
 * The wait a provider asks for: `retry-after-ms` (OpenAI), else `Retry-After` in seconds or as an
 * HTTP date. Undefined when absent, unreadable or already past.
 */
export function retryAfterMs(headers: Pick<Headers, 'get'> | undefined | null, now = Date.now()): number | undefined {
  if (!headers || typeof headers.get !== 'function') return undefined;
  const ms = Number(headers.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms);
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000) || undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) && at > now ? at - now : undefined;
}

// The OpenAI SDK parses the body away: its JSON `error` member is what the server said; a body
// that was not JSON is kept in the message behind the status.
function openAiBody(err: APIError): string {
  if (err.error !== undefined && err.error !== null) return JSON.stringify({ error: err.error });
  return err.message.replace(/^\d{3}\s+/, '');
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * Whether the SDK could not make sense of a 2xx answer: a Mistral answer off its schema, or a body
 * that is not JSON (both SDKs then throw the JSON parser's SyntaxError; non-2xx never get there,
 * they are APIError / MistralError). Both providers refuse these alike, as 'Format de réponse invalide'.
 */
export function isMalformedAnswerError(err: unknown): boolean {
  if (isMistralError(err)) return isSuccess(err.statusCode);
  // By name: a parser's SyntaxError may come from another realm, where instanceof Error fails.
  const name = typeof err === 'object' && err !== null ? (err as { name?: unknown }).name : undefined;
  return name === 'SDKValidationError' || name === 'SyntaxError';
}
