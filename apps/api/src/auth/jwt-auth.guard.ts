import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { AccessTokensService } from '#domain/accounts';
import { DomainError } from '#domain/errors';
import { ApiErrors } from '../common/api-errors.decorator';
import { bearerOf } from './access-token-auth';

/**
 * Requires a valid access token of a signed-in session; answers 401 with the spec's French text
 * otherwise. A personal access token is refused here (403): these are the account's own routes.
 */
@Injectable()
@ApiErrors('UNAUTHENTICATED', 'SESSION_EXPIRED', 'ACCESS_TOKEN_NOT_ALLOWED')
export class JwtAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    if (AccessTokensService.looksLikeOne(bearerOf(context.switchToHttp().getRequest<Request>()))) {
      throw new DomainError('ACCESS_TOKEN_NOT_ALLOWED');
    }
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T | false, info: unknown): T {
    if (err) throw err;
    if (!user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw expired
        ? new DomainError('SESSION_EXPIRED')
        : new DomainError('UNAUTHENTICATED');
    }
    return user;
  }
}
