import { HttpException } from '@nestjs/common';
import { MESSAGES, type ApiErrorBody, type ErrorCode, type MessageKey } from '#contracts';

/** An error whose body is already the `{statusCode, code, message}` the web app shows. */
export class AppError extends HttpException {
  constructor(statusCode: number, code: ErrorCode | string, message: string, fields?: Record<string, string>) {
    const body: ApiErrorBody = { statusCode, code, message, ...(fields ? { fields } : {}) };
    super(body, statusCode);
  }

  static of(statusCode: number, code: ErrorCode, messageKey: MessageKey): AppError {
    return new AppError(statusCode, code, MESSAGES[messageKey]);
  }
}
