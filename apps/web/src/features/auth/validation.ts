import { AUTH_MESSAGES as MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#contracts';

export type FieldErrors = Record<string, string>;

// Deliberately loose: the API has the final word; this only catches typos before a round-trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.emailInvalid;
  return undefined;
}

export function passwordError(password: string): string | undefined {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return undefined;
}

/** Spec section 5: the length rule shows while typing, once something shorter has been typed. */
export function passwordHint(password: string): string | undefined {
  return password.length > 0 && password.length < PASSWORD_MIN_LENGTH ? MESSAGES.passwordTooShort : undefined;
}

export const requiredError = (value: string, message: string): string | undefined =>
  value.trim() ? undefined : message;

/** Keeps only the fields that failed, in the order given (the form's order, for focus). */
export function collectErrors(checks: Record<string, string | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(checks)) if (message) errors[field] = message;
  return errors;
}
