import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import type { Household, InvitationPreview } from '#contracts';
import { HouseholdsService } from '#domain/households';
import { QueueName, type EmailJob } from '#queue';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { UuidParam } from '../kitchen/uuid-param.pipe';
import { InvitationTokenDto, InviteDto, RenameHouseholdDto } from './dto/households.dto';
import { householdCall } from './household-errors';
import { HouseholdNotices } from './household-notices';

/** Family sharing. Signed-in users only; an invitee needs no subscription of their own. */
@ApiTags('households')
@Controller('households')
export class HouseholdsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.Email) private readonly email: Queue<EmailJob>,
    private readonly households: HouseholdsService,
    private readonly notices: HouseholdNotices,
  ) {}

  @Get('current')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  current(@CurrentUser() user: RequestUser): Promise<Household> {
    return householdCall(() => this.households.current(user.userId));
  }

  @Patch('current')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  rename(@CurrentUser() user: RequestUser, @Body() dto: RenameHouseholdDto): Promise<Household> {
    return householdCall(() => this.households.rename(user.userId, dto.name));
  }

  @Post('invitations')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async invite(@CurrentUser() user: RequestUser, @Body() dto: InviteDto): Promise<Household> {
    const sent = await householdCall(() => this.households.invite(user.userId, dto.email));
    await this.email.add('household-invitation', {
      template: 'household-invitation',
      to: sent.email,
      inviterName: sent.inviterName,
      householdName: sent.householdName,
      link: `${this.config.APP_ORIGIN}/invitation?token=${sent.token}`,
    });
    return this.households.current(user.userId);
  }

  @Delete('invitations/:id')
  @HttpCode(204)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  cancel(@CurrentUser() user: RequestUser, @Param('id', UuidParam) id: string): Promise<void> {
    return householdCall(() => this.households.cancelInvitation(user.userId, id));
  }

  /** Public: the invitation page shows who invites before the visitor signs in. */
  @Get('invitations/preview')
  preview(@Query('token') token = ''): Promise<InvitationPreview> {
    return householdCall(() => this.households.preview(token));
  }

  @Post('invitations/accept')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async accept(@CurrentUser() user: RequestUser, @Body() dto: InvitationTokenDto): Promise<Household> {
    const joined = await householdCall(() => this.households.accept(user.userId, dto.token));
    await this.notices.joined(joined, user.userId);
    return joined;
  }

  @Post('leave')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  async leave(@CurrentUser() user: RequestUser): Promise<Household> {
    const family = await householdCall(() => this.households.current(user.userId));
    const own = await householdCall(() => this.households.leave(user.userId));
    await this.notices.left(family, user.userId);
    return own;
  }

  @Delete('members/:userId')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  remove(@CurrentUser() user: RequestUser, @Param('userId', UuidParam) memberId: string): Promise<Household> {
    return householdCall(() => this.households.removeMember(user.userId, memberId));
  }
}
