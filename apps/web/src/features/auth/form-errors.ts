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

/** Puts the keyboard on the first field in `order` that has an error, so it can be fixed at once. */
export function focusFirstError(errors: Record<string, string>, order: readonly string[], idOf: (field: string) => string): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
