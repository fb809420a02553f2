import { MistralError } from '@mistralai/mistralai/models/errors';
import { APIError } from 'openai';
import { ProviderHttpError } from './types';

/**
 * The SDKs' HTTP errors become ProviderHttpError (status and body, for the French message); every
 * other error (network, timeout, abort) goes through unchanged so the queue can retry it.
 */
export function toProviderError(err: unknown): unknown {
  if (err instanceof ProviderHttpError) return err;
  if (err instanceof APIError && typeof err.status === 'number') return new ProviderHttpError(err.status, openAiBody(err));
  if (err instanceof MistralError && !isSuccess(err.statusCode)) return new ProviderHttpError(err.statusCode, err.body);
  return err;
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
  if (err instanceof MistralError) return isSuccess(err.statusCode);
  // By name: a parser's SyntaxError may come from another realm, where instanceof Error fails.
  const name = typeof err === 'object' && err !== null ? (err as { name?: unknown }).name : undefined;
  return name === 'SDKValidationError' || name === 'SyntaxError';
}
