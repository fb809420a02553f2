import { COMMON_MESSAGES as MESSAGES } from '#contracts';
import { ApiError } from '../../shared/http';

export interface FormFailure {
  /** The text for the form's alert box. */
  message: string;
  /** Per-field texts, keyed like the request body. */
  fields: Record<string, string>;
}

/** The API already speaks French; anything that is not an ApiError is a bug, shown generically. */
export function toFormFailure(err: unknown, fallback: string = MESSAGES.generic): FormFailure {
  if (err instanceof ApiError) return { message: err.message, fields: err.fields };
  console.error(err);
  return { message: fallback, fields: {} };
}
