import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody } from '#contracts';
import { DomainError, isDependencyDown } from '#domain/errors';
import { CODE_BY_STATUS, ERROR_TABLE } from './error-table';
import { ReplayedAnswer } from './idempotency.guard';
import { readableStack } from './readable-stack';

/**
 * Every error leaves the API as `{statusCode, code, message}`, `message` in French: a
 * DomainError through the one table; Nest's own exceptions by their status; anything else 500.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(raw: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    // Not an error: a write already applied, answered as it was the first time (IdempotencyGuard).
    if (raw instanceof ReplayedAnswer) return raw.send(res);
    // Postgres or Redis out of reach: a brief "Service indisponible", to try again in a few seconds.
    const exception = isDependencyDown(raw) ? new DomainError('SERVICE_UNAVAILABLE', { retryAfterSeconds: 5 }) : raw;
    if (exception !== raw) this.logger.warn(`Dependency unavailable: ${(raw as Error).message}`);
    const body = this.toBody(exception);
    if (body.statusCode >= 500 && body.statusCode !== 503) {
      this.logger.error(exception instanceof Error ? readableStack(exception.stack ?? exception.message) : String(exception));
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    } else if (body.statusCode === 429 || body.statusCode === 503) {
      // Every "not now" says when to come back.
      res.setHeader('Retry-After', body.statusCode === 503 ? '5' : '60');
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof DomainError) {
      const entry = ERROR_TABLE[exception.code];
      return {
        statusCode: entry.status,
        code: exception.code,
        message: exception.customMessage ?? entry.message,
        ...(exception.fields ? { fields: exception.fields } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
      return { statusCode: status, code, message: ERROR_TABLE[code].message };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL', message: ERROR_TABLE.INTERNAL.message };
  }
}
