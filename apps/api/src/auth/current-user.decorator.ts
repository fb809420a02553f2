import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestUser } from './access-token';

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): RequestUser => ctx.switchToHttp().getRequest().user as RequestUser,
);
