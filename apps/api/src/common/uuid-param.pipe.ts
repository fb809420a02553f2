import { ParseUUIDPipe } from '@nestjs/common';
import { DomainError } from '#domain/errors';

/** A malformed id names nothing of the caller's: 404 like any other unknown id. */
export const UuidParam = new ParseUUIDPipe({
  exceptionFactory: () => new DomainError('NOT_FOUND'),
});
