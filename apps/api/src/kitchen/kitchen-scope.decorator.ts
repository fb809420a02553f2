import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { KitchenScope } from '#domain/kitchen';
import type { RequestUser } from '../auth/access-token';

/** The caller and their household, as DashboardAccessGuard resolved them. */
export const Kitchen = createParamDecorator((_: unknown, ctx: ExecutionContext): KitchenScope => {
  const user = ctx.switchToHttp().getRequest<{ user: RequestUser }>().user;
  return { userId: user.userId, householdId: user.householdId };
});
