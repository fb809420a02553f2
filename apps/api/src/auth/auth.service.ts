import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import {
  MESSAGES,
  type AuthUser,
  type SessionResponse,
  type RefreshResponse,
  type SignInResponse,
} from '#contracts';
import {
  AccountsService,
  EmailTokensService,
  SessionsService,
  isCommonPassword,
  normalizeEmail,
} from '#domain/accounts';
import { AccessService } from '#domain/access';
import { HouseholdsService } from '#domain/households';
import { JobQueue, QueueName } from '#queue';
import { DomainError, isDomainError } from '#domain/errors';
import { HouseholdNotices } from '../households/household-notices';
import type { AccessTokenClaims } from './access-token';
import type { SignUpDto } from './dto/sign-up.dto';
import { toE164 } from './phone';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/** A session response plus the refresh token the controller puts in the cookie. */
export interface IssuedSession<T extends SessionResponse = SessionResponse> {
  body: T;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const sessionExpired = () => new DomainError('SESSION_EXPIRED');
// How long the old address can undo an e-mail change.
const EMAIL_CHANGE_CANCEL_HOURS = 48;

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly jwt: JwtService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly emailTokens: EmailTokensService,
    private readonly access: AccessService,
    private readonly households: HouseholdsService,
    private readonly householdNotices: HouseholdNotices,
  ) {}

  /**
   * Creates the account and mails its confirmation link, which opens the first session; an
   * address that already has an account gets a "someone tried" mail instead. Either way the answer
   * is the same (null), and both ways hash the password and queue one mail, so the time is too.
   * Only an invited address, whose invitation link proved the mailbox, is signed in at once.
   */
  async signUp(dto: SignUpDto, meta: ClientMeta): Promise<IssuedSession | null> {
    this.assertPasswordAllowed(dto.password);
    let phone: string | null = null;
    if (dto.phone) {
      phone = toE164(dto.phone, dto.phoneCountry);
      if (!phone) throw new DomainError('VALIDATION_FAILED', { message: MESSAGES.phoneInvalid, fields: { phone: MESSAGES.phoneInvalid } });
    }
    const invited = dto.invitationToken ? await this.invitationProvesMailbox(dto.invitationToken, dto.email) : false;

    let created: { user: AuthUser; confirmToken: string | null; issued: Awaited<ReturnType<SessionsService['create']>> | null };
    try {
      created = await this.db.transaction(async (m) => {
        const user = await this.accounts.create({ ...dto, phone }, m);
        if (invited) {
          await this.accounts.confirmEmail(user.id, m);
          return { user, confirmToken: null, issued: await this.sessions.create(user.id, meta, m) };
        }
        const ttlMs = this.config.EMAIL_CONFIRM_TTL_HOURS * 3_600_000;
        return { user, confirmToken: await this.emailTokens.create(user.id, 'email_confirmation', ttlMs, null, m), issued: null };
      });
    } catch (err) {
      // The address has an account (AccountsService maps the unique violation, races included).
      if (!isDomainError(err, 'EMAIL_TAKEN')) throw err;
      await this.tellOwnerOfSignUpAttempt(dto.email);
      return null;
    }

    const { user, confirmToken, issued } = created;
    if (confirmToken) {
      await this.jobs.enqueue(QueueName.Email, {
        template: 'email-confirmation',
        to: user.email,
        firstName: user.firstName,
        link: `${this.config.APP_ORIGIN}/auth/email-confirmation?token=${confirmToken}`,
      });
    }
    if (!issued) return null;
    const joined = await this.joinInvitedHousehold(user.id, dto.invitationToken!);
    return this.session(joined ?? user, issued.sessionId, issued.refreshToken, issued.expiresAt, {});
  }

  /** Whether the invitation is open and was sent to this address (so whoever holds it reads its mail). */
  private async invitationProvesMailbox(token: string, email: string): Promise<boolean> {
    try {
      return (await this.households.preview(token)).email === normalizeEmail(email);
    } catch (err) {
      if (err instanceof DomainError) return false;
      throw err;
    }
  }

  /** The sign-up of an address that has an account: its owner hears of it, with the ways back in. */
  private async tellOwnerOfSignUpAttempt(email: string): Promise<void> {
    const profile = await this.accounts.findProfileByEmail(email);
    if (!profile) return;
    await this.jobs.enqueue(QueueName.Email, {
      template: 'sign-up-attempt',
      to: profile.email,
      firstName: profile.firstName,
      link: `${this.config.APP_ORIGIN}/auth/reset-password`,
      signInLink: `${this.config.APP_ORIGIN}/auth`,
    });
  }

  /** Sign-up from an invitation link joins that family at once; a refused invitation is not fatal. */
  private async joinInvitedHousehold(userId: string, token: string): Promise<AuthUser | null> {
    try {
      const joined = await this.households.accept(userId, token);
      await this.householdNotices.joined(joined, userId);
      return await this.accounts.findById(userId);
    } catch (err) {
      if (err instanceof DomainError) return null;
      throw err;
    }
  }

  async signIn(email: string, password: string, meta: ClientMeta): Promise<IssuedSession<SignInResponse>> {
    const user = await this.accounts.verifyCredentials(email, password);
    if (!user) throw new DomainError('INVALID_CREDENTIALS');
    const issued = await this.sessions.create(user.id, meta);
    const next = (await this.access.state(user.id)).next;
    return this.session(user, issued.sessionId, issued.refreshToken, issued.expiresAt, { next });
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession<RefreshResponse>> {
    if (!refreshToken) throw sessionExpired();
    const result = await this.sessions.rotate(refreshToken);
    if (!result.ok) throw sessionExpired();
    const { issued } = result;
    const [user, access] = await Promise.all([this.accounts.findById(issued.userId), this.access.state(issued.userId)]);
    if (!user) throw sessionExpired();
    return this.session(user, issued.sessionId, issued.refreshToken, issued.expiresAt, { access });
  }

  async signOut(sessionId: string | null): Promise<void> {
    if (sessionId) await this.sessions.revoke(sessionId);
  }

  async me(userId: string): Promise<AuthUser> {
    const user = await this.accounts.findById(userId);
    if (!user) throw sessionExpired();
    return user;
  }

  /** The same answer whether or not the address has an account: only its owner learns which. */
  async requestPasswordReset(email: string): Promise<void> {
    const profile = await this.accounts.findProfileByEmail(email);
    if (!profile) return;
    const ttlMinutes = this.config.PASSWORD_RESET_TTL_MINUTES;
    const token = await this.emailTokens.create(profile.id, 'password_reset', ttlMinutes * 60_000);
    await this.jobs.enqueue(QueueName.Email, {
      template: 'password-reset',
      to: profile.email,
      firstName: profile.firstName,
      link: `${this.config.APP_ORIGIN}/auth/reset-password?token=${token}`,
      expiresInMinutes: ttlMinutes,
    });
  }

  /** Sets the new password, ends every other session and signs this device in. */
  async resetPassword(token: string, password: string, meta: ClientMeta): Promise<IssuedSession<SignInResponse>> {
    this.assertPasswordAllowed(password);
    const issued = await this.db.transaction(async (m) => {
      const used = await this.emailTokens.consume(token, 'password_reset', m);
      if (!used) throw new DomainError('TOKEN_INVALID');
      await this.accounts.setPassword(used.userId, password, m);
      // Whoever could open the reset link controls the mailbox: the address is confirmed too.
      await this.accounts.confirmEmail(used.userId, m);
      await this.sessions.revokeAllForUser(used.userId, undefined, m);
      return this.sessions.create(used.userId, meta, m);
    });
    const user = await this.me(issued.userId);
    const next = (await this.access.state(user.id)).next;
    return this.session(user, issued.sessionId, issued.refreshToken, issued.expiresAt, { next });
  }

  /**
   * Confirms the address given at sign-up, or a new address asked for in the settings. A sign-up's
   * link is what signs the new account in (sign-up itself answers the same for any address); an
   * e-mail change's link only confirms, on whatever device it is opened.
   */
  async confirmEmail(token: string, meta: ClientMeta): Promise<{ user: AuthUser; issued: IssuedSession | null }> {
    const { userId, opened } = await this.db.transaction(async (m) => {
      const used = await this.emailTokens.consume(token, ['email_confirmation', 'email_change'], m);
      if (!used) throw await this.unusableConfirmLink(token, m);
      if (used.purpose === 'email_change' && used.newEmail) {
        await this.accounts.changeEmail(used.userId, used.newEmail, m);
        return { userId: used.userId, opened: null };
      }
      await this.accounts.confirmEmail(used.userId, m);
      return { userId: used.userId, opened: await this.sessions.create(used.userId, meta, m) };
    });
    const user = await this.me(userId);
    if (!opened) return { user, issued: null };
    return { user, issued: await this.session(user, opened.sessionId, opened.refreshToken, opened.expiresAt, {}) };
  }

  /**
   * Why a confirmation link cannot be used: 409 when it was used already and the address it
   * confirmed still holds (a second click, or the mail opened again), else 400. Says nothing more.
   */
  private async unusableConfirmLink(token: string, m: EntityManager): Promise<DomainError> {
    const invalid = new DomainError('TOKEN_INVALID', { message: MESSAGES.confirmLinkInvalid });
    const used = await this.emailTokens.findUsed(token, ['email_confirmation', 'email_change'], m);
    if (!used) return invalid;
    const user = await this.accounts.findById(used.userId, m);
    if (!user) return invalid;
    if (used.purpose === 'email_confirmation' && user.emailConfirmed) {
      return new DomainError('EMAIL_ALREADY_CONFIRMED');
    }
    if (used.purpose === 'email_change' && used.newEmail && user.email === normalizeEmail(used.newEmail)) {
      return new DomainError('EMAIL_ALREADY_CONFIRMED', { message: MESSAGES.newEmailAlreadyConfirmed });
    }
    return invalid;
  }

  /**
   * Sends a confirmation link to the new address; the change happens when it is opened. Asks
   * for the current password (an access token alone cannot move the account) and tells the old
   * address, with a link that undoes the change for 48 h.
   */
  async requestEmailChange(userId: string, newEmail: string, currentPassword: string): Promise<void> {
    const user = await this.me(userId);
    if (!(await this.accounts.verifyCredentials(user.email, currentPassword))) {
      throw new DomainError('CURRENT_PASSWORD_INVALID', { fields: { currentPassword: MESSAGES.currentPasswordWrong } });
    }
    const email = newEmail.trim().toLowerCase();
    if (email === user.email) {
      throw new DomainError('EMAIL_UNCHANGED', { fields: { email: MESSAGES.emailSameAsCurrent } });
    }
    if (await this.accounts.emailExists(email)) throw this.emailTaken();
    const token = await this.emailTokens.create(userId, 'email_change', this.config.EMAIL_CONFIRM_TTL_HOURS * 3_600_000, email);
    const cancelToken = await this.emailTokens.create(userId, 'email_change_cancel', EMAIL_CHANGE_CANCEL_HOURS * 3_600_000, user.email);
    await this.jobs.enqueue(QueueName.Email, {
      template: 'email-change-notice',
      to: user.email,
      firstName: user.firstName,
      newEmail: email,
      expiresInHours: EMAIL_CHANGE_CANCEL_HOURS,
      link: `${this.config.APP_ORIGIN}/auth/email-change/cancel?token=${cancelToken}`,
    });
    await this.jobs.enqueue(QueueName.Email, {
      template: 'email-change',
      to: email,
      firstName: user.firstName,
      newEmail: email,
      // `change` only picks the page's wording ("adresse modifiée"); the token decides what happens.
      link: `${this.config.APP_ORIGIN}/auth/email-confirmation?token=${token}&change=1`,
    });
  }

  /**
   * The old address's "not me": no pending change goes through, an address already changed goes
   * back, and every session ends (whoever made the change is signed out).
   */
  async cancelEmailChange(token: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const used = await this.emailTokens.consume(token, 'email_change_cancel', m);
      if (!used?.newEmail) throw new DomainError('TOKEN_INVALID', { message: MESSAGES.emailChangeCancelInvalid });
      await this.emailTokens.invalidate(used.userId, 'email_change', m);
      const user = await this.accounts.findById(used.userId, m);
      if (user && user.email !== used.newEmail) await this.accounts.changeEmail(used.userId, used.newEmail, m);
      await this.sessions.revokeAllForUser(used.userId, undefined, m);
    });
  }

  private assertPasswordAllowed(password: string): void {
    if (isCommonPassword(password)) {
      throw new DomainError('PASSWORD_TOO_COMMON', { fields: {
        password: MESSAGES.passwordTooCommon,
      } });
    }
  }

  private emailTaken(): DomainError {
    return new DomainError('EMAIL_TAKEN', { fields: { email: MESSAGES.emailTaken } });
  }

  private async session<T extends object>(
    user: AuthUser,
    sessionId: string,
    refreshToken: string,
    refreshExpiresAt: Date,
    extra: T,
  ): Promise<IssuedSession<SessionResponse & T>> {
    const claims: AccessTokenClaims = { sub: user.id, sid: sessionId, hid: user.householdId };
    const ttl = this.config.JWT_ACCESS_TTL_SECONDS;
    const accessToken = await this.jwt.signAsync(claims, { expiresIn: ttl });
    const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
    return { body: { user, accessToken, expiresAt, ...extra }, refreshToken, refreshExpiresAt };
  }
}
