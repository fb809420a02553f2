import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { AccessState } from '#contracts';
import { AccessService } from '#domain/access';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';

/** Where the signed-in user belongs now; the web app's route guards follow it. */
@ApiTags('access')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('access')
export class AccessController {
  constructor(private readonly access: AccessService) {}

  @ApiOperation({ summary: 'Où en est la personne connectée (profil, préférences, abonnement) et la page où aller' })
  @Get()
  state(@CurrentUser() user: RequestUser): Promise<AccessState> {
    return this.access.state(user.userId);
  }
}
