import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '#domain/errors';

/** Requires a valid access token; answers 401 with the spec's French text otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
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
