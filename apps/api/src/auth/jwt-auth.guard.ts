import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ERROR_CODES, MESSAGES } from '#contracts';
import { AppError } from '../common/app-error';

/** Requires a valid access token; answers 401 with the spec's French text otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(err: unknown, user: T | false, info: unknown): T {
    if (err) throw err;
    if (!user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw expired
        ? new AppError(401, ERROR_CODES.SESSION_EXPIRED, MESSAGES.sessionExpired)
        : new AppError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.notSignedIn);
    }
    return user;
  }
}
