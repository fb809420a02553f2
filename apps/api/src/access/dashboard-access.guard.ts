import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AccessService } from '#domain/access';
import { AccessTokensService } from '#domain/accounts';
import { DomainError } from '#domain/errors';
import type { RequestUser } from '../auth/access-token';
import { AccessTokenAuth, bearerOf } from '../auth/access-token-auth';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrors } from '../common/api-errors.decorator';

/**
 * Every dashboard-data endpoint: a signed-in user with preferences and an active subscription
 * (product spec, section 4). 403 PREFERENCES_REQUIRED or SUBSCRIPTION_REQUIRED otherwise.
 * The kitchen's data is also what a personal access token opens (a script's "Bearer mjt_…"); the
 * account, billing and household routes keep JwtAuthGuard, which refuses tokens.
 */
@Injectable()
// A session's failures, a personal access token's (unknown or revoked, read-only, too many requests), then access.
@ApiErrors('UNAUTHENTICATED', 'SESSION_EXPIRED', 'ACCESS_TOKEN_INVALID', 'ACCESS_TOKEN_READ_ONLY', 'RATE_LIMITED', 'PREFERENCES_REQUIRED', 'SUBSCRIPTION_REQUIRED')
export class DashboardAccessGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtAuthGuard,
    private readonly access: AccessService,
    private readonly accessTokens: AccessTokenAuth,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user: RequestUser }>();
    const bearer = bearerOf(request);
    if (AccessTokensService.looksLikeOne(bearer)) request.user = await this.accessTokens.admit(request, bearer);
    else await this.jwt.canActivate(context);
    const user = request.user;
    const state = await this.access.check(user.userId);
    if (!state.hasProfile || !state.hasPreferences) {
      throw new DomainError('PREFERENCES_REQUIRED');
    }
    if (!state.subscribed) {
      throw new DomainError('SUBSCRIPTION_REQUIRED');
    }
    // The token's household may be stale after joining a family: the database decides.
    user.householdId = state.householdId ?? user.householdId;
    return true;
  }
}
