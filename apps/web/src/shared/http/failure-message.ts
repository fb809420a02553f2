import { isApiError } from './api-error';

export interface FailureMessage {
  /** The form-level text to show. */
  message: string;
  /** Per-field French texts from a refused form (400), by the API's field names. */
  fields: Record<string, string>;
}

/**
 * What a kitchen form shows when the API says no: the API's own French text for a refused input
 * (400, 409) or a submission blocked offline, the page's catalogue message (spec, section 8) for
 * anything else.
 */
export function failureMessage(error: unknown, fallback: string): FailureMessage {
  if (isApiError(error) && (error.status === 400 || error.status === 409 || error.code === 'OFFLINE')) {
    return { message: error.message, fields: error.fields };
  }
  return { message: fallback, fields: {} };
}
