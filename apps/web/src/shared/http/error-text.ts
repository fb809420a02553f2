import { ApiError } from './api-error';

/**
 * What a section or page shows when a call fails: the API's own French text when it refused what
 * the user asked (a 4xx: 'Cette adresse email est déjà utilisée', 'Trop de tentatives…'), the
 * network's message when offline, otherwise the section's failure message from the spec
 * ('Impossible de mettre à jour l'email'), rather than the generic server text.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500))) return error.message;
  return fallback;
}

/** The API's per-field messages, if it named fields ('Le prénom est requis'). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});
