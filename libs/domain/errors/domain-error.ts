import type { ErrorCode } from '#contracts';

export interface DomainErrorOptions {
  /** A more precise French text than the code's default (e.g. which link is invalid). */
  message?: string;
  /** Per-field French messages for a form. */
  fields?: Record<string, string>;
  /** Seconds the client should wait before trying again (429, 503). */
  retryAfterSeconds?: number;
}

/**
 * The one way any layer says "this request cannot be done": a stable code from the contracts.
 * Libraries throw it without knowing HTTP; the API's exception filter turns the code into a
 * status and a French message from one table (apps/api/src/common/error-table.ts).
 */
export class DomainError extends Error {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly customMessage?: string;

  constructor(
    readonly code: ErrorCode,
    options: DomainErrorOptions = {},
  ) {
    super(options.message ?? code);
    this.name = 'DomainError';
    this.customMessage = options.message;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isDomainError = (err: unknown, code?: ErrorCode): err is DomainError =>
  err instanceof DomainError && (code === undefined || err.code === code);

/** A request the rules refuse, said in French: a 400 with `message`, nothing written. */
export const invalidInput = (message: string): DomainError => new DomainError('VALIDATION_FAILED', { message });
