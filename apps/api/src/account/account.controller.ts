import { Body, Controller, Get, Header, HttpCode, Inject, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '#config';
import { type Profile } from '#contracts';
import { AccountsService } from '#domain/accounts';
import { SubscriptionCancellationService } from '#domain/billing';
import { AccountDataService } from '#domain/households';
import type { RequestUser } from '../auth/access-token';
import { AuthService } from '../auth/auth.service';
import { CurrentUser } from '../auth/current-user.decorator';
import { DomainError } from '#domain/errors';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { clearRefreshCookie } from '../auth/refresh-cookie';
import { ChangeEmailDto, DeleteAccountDto, UpdateProfileDto } from './dto/account.dto';
import { AuthRateLimitsService } from '../auth/auth-rate-limits.service';
import { ApiErrors } from '../common/api-errors.decorator';
import { Delete, Post, Put } from '../common/write-routes';

@ApiTags('account')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller()
export class AccountController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly auth: AuthService,
    private readonly data: AccountDataService,
    private readonly cancellation: SubscriptionCancellationService,
    private readonly limits: AuthRateLimitsService,
  ) {}

  @ApiOperation({ summary: 'Lit le profil' })
  @ApiErrors('PROFILE_NOT_FOUND')
  @Get('profile')
  async profile(@CurrentUser() user: RequestUser): Promise<Profile> {
    const u = await this.auth.me(user.userId);
    return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, phone: u.phone, avatarUrl: u.avatarUrl };
  }

  @ApiOperation({ summary: 'Modifie le profil (prénom, nom, téléphone, avatar)' })
  @ApiErrors('PROFILE_NOT_FOUND')
  @Put('profile')
  async updateProfile(@CurrentUser() user: RequestUser, @Body() dto: UpdateProfileDto): Promise<Profile> {
    await this.accounts.updateProfile(user.userId, dto);
    return this.profile(user);
  }

  @ApiOperation({ summary: "Demande le changement d'adresse email (un lien de confirmation est envoyé)" })
  @ApiErrors('CURRENT_PASSWORD_INVALID', 'EMAIL_TAKEN', 'EMAIL_UNCHANGED', 'RATE_LIMITED')
  @Post('auth/email/change')
  @HttpCode(202)
  async changeEmail(@CurrentUser() user: RequestUser, @Body() dto: ChangeEmailDto): Promise<{ sent: true }> {
    await this.limits.consumeDaily('email-change', user.userId);
    await this.auth.requestEmailChange(user.userId, dto.newEmail, dto.currentPassword);
    return { sent: true };
  }

  @ApiOperation({ summary: 'Exporte toutes les données du compte en JSON' })
  @Get('account/export')
  @Header('Content-Type', 'application/json; charset=utf-8')
  async export(@CurrentUser() user: RequestUser, @Res({ passthrough: true }) res: Response): Promise<Record<string, unknown>> {
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="mijote-mes-donnees-${day}.json"`);
    return this.data.export(user.userId);
  }

  /** Deletes the account after the typed confirmation; the browser's session ends with it. */
  @ApiOperation({ summary: "Supprime le compte après confirmation (l'abonnement est résilié)" })
  @ApiErrors('CANCEL_FAILED')
  @Delete('account')
  @HttpCode(204)
  async delete(
    @CurrentUser() user: RequestUser,
    @Body() _dto: DeleteAccountDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    try {
      await this.cancellation.cancelNow(user.userId);
    } catch {
      throw new DomainError('CANCEL_FAILED');
    }
    await this.data.delete(user.userId);
    clearRefreshCookie(res, this.config);
  }
}
