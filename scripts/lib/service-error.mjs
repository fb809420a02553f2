/** A problem the user can fix (no stack trace needed): its message says what to do, in French and English. */
export class ServiceError extends Error {
  constructor(french, english) {
    super(english ? `${french}\n${english}` : french);
    this.name = 'ServiceError';
  }
}

/** Prints an error for a human: ServiceErrors as they are, anything else with its stack. */
export function explain(err) {
  return err instanceof ServiceError ? err.message : err?.stack ?? String(err);
}
