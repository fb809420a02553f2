// The pieces every form schema is made of, with the limits the API's DTOs enforce: a form refuses
// what the server would refuse, with the same French words, before any round-trip.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth';
import { AUTH_MESSAGES } from '../messages';

/** A first or last name (SignUpDto, UpdateProfileDto). */
export const PERSON_NAME_MAX_LENGTH = 80;
/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;

// Deliberately loose: the API has the final word; this only catches typos before a round-trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text that must not be empty (and not longer than `max`, when given). */
export const requiredText = (required: string, max?: number, tooLong: string = required) => {
  const text = z.string().trim().min(1, required);
  return max === undefined ? text : text.max(max, tooLong);
};

export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

/** The sign-in, sign-up and reset forms' password: the length rules of the spec (section 5). */
export const passwordField = () =>
  z
    .string()
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** A password being typed to prove who one is: only required (a wrong one is the API's to say). */
export const currentPasswordField = (required: string = AUTH_MESSAGES.passwordRequired) => z.string().min(1, required);

/** Spec section 5: the length rule shows while typing, once something shorter has been typed. */
export function passwordHint(password: string): string | undefined {
  return password.length > 0 && password.length < PASSWORD_MIN_LENGTH ? AUTH_MESSAGES.passwordTooShort : undefined;
}
