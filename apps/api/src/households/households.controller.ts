import { Body, Controller, Get, HttpCode, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import { APP_CONFIG, type AppConfig } from '#config';
import type { Household, InvitationPreview } from '#contracts';
import { HouseholdsService } from '#domain/households';
import { JobQueue, QueueName } from '#queue';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { UuidParam } from '../common/uuid-param.pipe';
import { InvitationTokenDto, InviteDto, RenameHouseholdDto } from './dto/households.dto';
import { AuthRateLimitsService } from '../auth/auth-rate-limits.service';
import { HouseholdNotices } from './household-notices';
import { ApiErrors } from '../common/api-errors.decorator';
import { Delete, Patch, Post } from '../common/write-routes';

/** Family sharing. Signed-in users only; an invitee needs no subscription of their own. */
@ApiTags('households')
@Controller('households')
export class HouseholdsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly households: HouseholdsService,
    private readonly notices: HouseholdNotices,
    private readonly limits: AuthRateLimitsService,
  ) {}

  @ApiOperation({ summary: 'Lit le foyer, ses membres et ses invitations' })
  @Get('current')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  current(@CurrentUser() user: RequestUser): Promise<Household> {
    return this.households.current(user.userId);
  }

  @ApiOperation({ summary: 'Renomme le foyer' })
  @Patch('current')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  rename(@CurrentUser() user: RequestUser, @Body() dto: RenameHouseholdDto): Promise<Household> {
    return this.households.rename(user.userId, dto.name);
  }

  @ApiOperation({ summary: 'Invite une personne dans le foyer par email' })
  @ApiErrors('INVITE_SELF', 'ALREADY_MEMBER', 'HOUSEHOLD_FULL', 'RATE_LIMITED')
  @Post('invitations')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async invite(@CurrentUser() user: RequestUser, @Body() dto: InviteDto): Promise<Household> {
    await this.limits.consumeDaily('invitation', user.userId);
    const sent = await this.households.invite(user.userId, dto.email);
    await this.jobs.enqueue(QueueName.Email, {
      template: 'household-invitation',
      to: sent.email,
      inviterName: sent.inviterName,
      householdName: sent.householdName,
      link: `${this.config.APP_ORIGIN}/invitation?token=${sent.token}`,
    });
    return this.households.current(user.userId);
  }

  @ApiOperation({ summary: 'Annule une invitation' })
  @Delete('invitations/:id')
  @HttpCode(204)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  cancel(@CurrentUser() user: RequestUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.households.cancelInvitation(user.userId, id);
  }

  /** Public: the invitation page shows who invites before the visitor signs in. */
  @ApiOperation({ summary: 'Présente une invitation avant connexion (qui invite, dans quel foyer)' })
  @ApiErrors('INVITATION_INVALID')
  @Get('invitations/preview')
  preview(@Query('token') token = ''): Promise<InvitationPreview> {
    return this.households.preview(token);
  }

  @ApiOperation({ summary: 'Accepte une invitation et rejoint le foyer' })
  @ApiErrors('INVITATION_INVALID', 'INVITATION_WRONG_ACCOUNT', 'ALREADY_MEMBER', 'HOUSEHOLD_FULL')
  @Post('invitations/accept')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async accept(@CurrentUser() user: RequestUser, @Body() dto: InvitationTokenDto): Promise<Household> {
    const joined = await this.households.accept(user.userId, dto.token);
    await this.notices.joined(joined, user.userId);
    return joined;
  }

  @ApiOperation({ summary: 'Quitte le foyer (un nouveau foyer personnel est créé)' })
  @ApiErrors('ALONE_IN_HOUSEHOLD')
  @Post('leave')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async leave(@CurrentUser() user: RequestUser): Promise<Household> {
    const family = await this.households.current(user.userId);
    const own = await this.households.leave(user.userId);
    await this.notices.left(family, user.userId);
    return own;
  }

  @ApiOperation({ summary: 'Retire un membre du foyer (propriétaire seulement)' })
  @ApiErrors('NOT_OWNER')
  @Delete('members/:userId')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async remove(@CurrentUser() user: RequestUser, @Param('userId', UuidParam) memberId: string): Promise<Household> {
    const family = await this.households.current(user.userId);
    const household = await this.households.removeMember(user.userId, memberId);
    await this.notices.removed(family, user.userId, memberId);
    return household;
  }
}
