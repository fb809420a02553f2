import { Body, Controller, Get, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { AccessTokenView, CreatedAccessToken } from '#contracts';
import { AccessTokensService } from '#domain/accounts';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { UuidParam } from '../common/uuid-param.pipe';
import { CreateAccessTokenDto } from './dto/access-token.dto';
import { ApiErrors } from '../common/api-errors.decorator';
import { Delete, Post } from '../common/write-routes';

/** The member's personal access tokens, managed from a signed-in session only (never by a token). */
@ApiTags('account')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('access-tokens')
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokensService) {}

  @ApiOperation({ summary: "Liste les jetons d'accès personnels, avec leur dernière utilisation" })
  @Get()
  list(@CurrentUser() user: RequestUser): Promise<AccessTokenView[]> {
    return this.tokens.list(user.userId);
  }

  @ApiOperation({ summary: "Crée un jeton d'accès personnel (montré une seule fois)" })
  @ApiErrors('ACCESS_TOKEN_LIMIT')
  @Post()
  create(@CurrentUser() user: RequestUser, @Body() dto: CreateAccessTokenDto): Promise<CreatedAccessToken> {
    return this.tokens.create(user.userId, dto);
  }

  @ApiOperation({ summary: "Révoque un jeton d'accès personnel" })
  @Delete(':id')
  @HttpCode(204)
  async revoke(@CurrentUser() user: RequestUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.tokens.revoke(user.userId, id);
  }
}
