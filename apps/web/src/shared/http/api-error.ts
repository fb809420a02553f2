import { COMMON_MESSAGES as MESSAGES, type ApiErrorBody } from '#contracts';

/** Every failure the client reports: `message` is the French text to show as it is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** Reads the API's `{statusCode, code, message, fields}`; anything else (a proxy's HTML page) gets a generic text. */
  static fromResponse(status: number, body: unknown): ApiError {
    const b = body as Partial<ApiErrorBody> | null;
    if (b && typeof b.message === 'string' && typeof b.code === 'string') {
      return new ApiError(status, b.code, b.message, b.fields ?? {});
    }
    return new ApiError(status, status === 429 ? 'RATE_LIMITED' : 'HTTP_ERROR', status === 429 ? MESSAGES.tooManyAttempts : MESSAGES.generic);
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;
