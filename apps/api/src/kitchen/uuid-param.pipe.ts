import { ParseUUIDPipe } from '@nestjs/common';
import { ERROR_CODES, MESSAGES } from '#contracts';
import { AppError } from '../common/app-error';

/** A malformed id names nothing of the caller's: 404 like any other unknown id. */
export const UuidParam = new ParseUUIDPipe({
  exceptionFactory: () => new AppError(404, ERROR_CODES.NOT_FOUND, MESSAGES.notFound),
});
