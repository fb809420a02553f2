import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ERROR_CODES, MESSAGES, type ApiErrorBody } from '#contracts';
import { NotInHouseholdError } from '#domain/kitchen';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: ERROR_CODES.UNAUTHENTICATED,
  403: 'FORBIDDEN',
  404: ERROR_CODES.NOT_FOUND,
  413: 'PAYLOAD_TOO_LARGE',
  429: ERROR_CODES.RATE_LIMITED,
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: MESSAGES.invalidRequest,
  401: MESSAGES.notSignedIn,
  404: MESSAGES.notFound,
  429: MESSAGES.tooManyAttempts,
};

/** Every error leaves the API as `{statusCode, code, message}`, `message` in French. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof NotInHouseholdError) {
      return { statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: MESSAGES.notFound };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response && 'code' in response && 'message' in response) {
        return response as ApiErrorBody;
      }
      return {
        statusCode: status,
        code: CODE_BY_STATUS[status] ?? (status >= 500 ? ERROR_CODES.INTERNAL : 'ERROR'),
        message: MESSAGE_BY_STATUS[status] ?? MESSAGES.generic,
      };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: ERROR_CODES.INTERNAL, message: MESSAGES.generic };
  }
}
