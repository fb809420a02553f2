import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AccessService } from '#domain/access';
import { DomainError } from '#domain/errors';
import type { RequestUser } from '../auth/access-token';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';

/**
 * Every dashboard-data endpoint: a signed-in user with preferences and an active subscription
 * (product spec, section 4). 403 PREFERENCES_REQUIRED or SUBSCRIPTION_REQUIRED otherwise.
 */
@Injectable()
export class DashboardAccessGuard implements CanActivate {
  constructor(private readonly jwt: JwtAuthGuard, private readonly access: AccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.jwt.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: RequestUser }>().user;
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
