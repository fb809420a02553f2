import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { CLIENT_CONTRACT_HEADER, MIN_CLIENT_CONTRACT_VERSION } from '#contracts';
import { DomainError } from '#domain/errors';

/**
 * A web app built against a contract the API no longer accepts (an installed phone still running
 * an old service worker) gets 426 CLIENT_OUTDATED, which it understands as 'reload', rather than a
 * request read with a field missing. Callers that do not send the header (scripts, the API's own
 * tests, webhooks) are not concerned.
 */
@Injectable()
export class ClientContractInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const header = context.switchToHttp().getRequest<Request>().headers[CLIENT_CONTRACT_HEADER.toLowerCase()];
    if (typeof header === 'string') {
      const version = Number(header);
      if (!Number.isInteger(version) || version < MIN_CLIENT_CONTRACT_VERSION) throw new DomainError('CLIENT_OUTDATED');
    }
    return next.handle();
  }
}
