import { Body, Controller, Get, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '../common/api-docs';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '#config';
import type { AuthUser, ConfirmEmailResponse, RefreshResponse, SessionResponse, SignInResponse, SignUpResponse } from '#contracts';
import { SessionsService } from '#domain/accounts';
import { clientIp } from '../common/client-ip';
import type { RequestUser } from './access-token';
import { AuthRateLimitsService } from './auth-rate-limits.service';
import { AuthService, type ClientMeta, type IssuedSession } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { CancelEmailChangeDto, ConfirmEmailDto, ForgotPasswordDto, ResetPasswordDto } from './dto/password.dto';
import { SignInDto } from './dto/sign-in.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { JwtAuthGuard } from './jwt-auth.guard';
import { isKnownDevice, rememberDevice } from './known-device';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { ApiErrors } from '../common/api-errors.decorator';
import { Post } from '../common/write-routes';

const meta = (req: Request): ClientMeta => ({ ip: clientIp(req), userAgent: req.headers['user-agent'] });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly limits: AuthRateLimitsService,
    private readonly sessions: SessionsService,
  ) {}

  /** 202 `{ sent: true }` whatever the address (see AuthService.signUp); 201 and a session only for an invited address. */
  @ApiOperation({ summary: 'Crée un compte (202 : un email de confirmation est envoyé)' })
  @ApiErrors('PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON', 'RATE_LIMITED')
  @ApiCreatedResponse({ description: "Compte créé et session ouverte (adresse invitée dans un foyer)." })
  @ApiAcceptedResponse({ description: "Email de confirmation envoyé (la même réponse que l'adresse soit connue ou non).", schema: { $ref: '#/components/schemas/SignUpPending' } })
  @Post('sign-up')
  async signUp(@Body() dto: SignUpDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignUpResponse> {
    await this.limits.consumeSignUp(clientIp(req));
    const issued = await this.auth.signUp(dto, meta(req));
    if (!issued) {
      res.status(202);
      return { sent: true };
    }
    rememberDevice(res, this.config, dto.email);
    return this.withCookie(res, issued);
  }

  @ApiOperation({ summary: 'Se connecter par email et mot de passe' })
  @ApiErrors('INVALID_CREDENTIALS', 'RATE_LIMITED')
  @Post('sign-in')
  @HttpCode(200)
  async signIn(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignInResponse> {
    // The per-address delay slows guessing from elsewhere, never the owner on a device of theirs.
    await this.limits.consumeSignIn(clientIp(req), dto.email, isKnownDevice(req, this.config, dto.email));
    const issued = await this.auth.signIn(dto.email, dto.password, meta(req));
    await this.limits.signedIn(dto.email);
    rememberDevice(res, this.config, dto.email);
    return this.withCookie(res, issued);
  }

  @ApiOperation({ summary: 'Renouvelle la session à partir du cookie de rafraîchissement (avec la réponse de GET /api/access)' })
  @ApiErrors('UNAUTHENTICATED', 'SESSION_EXPIRED')
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<RefreshResponse> {
    try {
      return this.withCookie(res, await this.auth.refresh(readRefreshCookie(req)));
    } catch (err) {
      clearRefreshCookie(res, this.config);
      throw err;
    }
  }

  /** Revokes the session of the refresh cookie; works even when the access token has expired. */
  @ApiOperation({ summary: 'Se déconnecter (la session est révoquée côté serveur)' })
  @Post('sign-out')
  @HttpCode(204)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const token = readRefreshCookie(req);
    const sessionId = token ? await this.sessions.sessionIdForToken(token) : null;
    await this.auth.signOut(sessionId);
    clearRefreshCookie(res, this.config);
  }

  @ApiOperation({ summary: 'Lit le compte connecté' })
  @ApiErrors('PROFILE_NOT_FOUND')
  @Get('me')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: RequestUser): Promise<AuthUser> {
    return this.auth.me(user.userId);
  }

  @ApiOperation({ summary: 'Envoie un lien de réinitialisation du mot de passe' })
  @ApiErrors('RATE_LIMITED')
  @Post('password/forgot')
  @HttpCode(202)
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() req: Request): Promise<{ sent: true }> {
    await this.limits.consume('reset', clientIp(req), dto.email);
    await this.auth.requestPasswordReset(dto.email);
    return { sent: true };
  }

  @ApiOperation({ summary: 'Choisit un nouveau mot de passe avec le lien reçu' })
  @ApiErrors('TOKEN_INVALID', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON')
  @Post('password/reset')
  @HttpCode(200)
  async resetPassword(
    @Body() dto: ResetPasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInResponse> {
    return this.withCookie(res, await this.auth.resetPassword(dto.token, dto.password, meta(req)));
  }

  @ApiOperation({ summary: "Confirme l'adresse email avec le lien reçu" })
  @ApiErrors('TOKEN_INVALID', 'EMAIL_ALREADY_CONFIRMED', 'EMAIL_TAKEN')
  @Post('email/confirm')
  @HttpCode(200)
  async confirmEmail(
    @Body() dto: ConfirmEmailDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConfirmEmailResponse> {
    const { user, issued } = await this.auth.confirmEmail(dto.token, meta(req));
    if (!issued) return { user, session: null };
    rememberDevice(res, this.config, user.email);
    return { user, session: this.withCookie(res, issued) };
  }

  @ApiOperation({ summary: "Annule un changement d'adresse email" })
  @ApiErrors('TOKEN_INVALID')
  @Post('email/change/cancel')
  @HttpCode(200)
  async cancelEmailChange(@Body() dto: CancelEmailChangeDto): Promise<{ cancelled: true }> {
    await this.auth.cancelEmailChange(dto.token);
    return { cancelled: true };
  }

  private withCookie<T extends SessionResponse>(res: Response, issued: IssuedSession<T>): T {
    setRefreshCookie(res, this.config, issued.refreshToken, issued.refreshExpiresAt);
    return issued.body;
  }
}
