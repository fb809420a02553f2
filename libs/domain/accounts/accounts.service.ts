import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { AUTH_MESSAGES, type AuthUser } from '#contracts';
import { DomainError } from '#domain/errors';
import { HouseholdEntity, HouseholdMemberEntity, ProfileEntity, UserEntity } from '#database';
import { toAuthUser } from './auth-user';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hasher';
import { normalizeEmail } from './tokens';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Already normalised to E.164. */
  phone: string | null;
}

const UNIQUE_VIOLATION = '23505';

/** Accounts: the user, their profile and their household. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the user, the profile and a personal household in one transaction. */
  async create(input: NewAccount, manager: EntityManager): Promise<AuthUser> {
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await manager.save(
        manager.create(UserEntity, { email, passwordHash, phone: input.phone, emailConfirmedAt: null }),
      );
      const profile = await manager.save(
        manager.create(ProfileEntity, {
          id: user.id,
          email,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          avatarUrl: null,
        }),
      );
      const household = await manager.save(
        manager.create(HouseholdEntity, { name: `Foyer de ${profile.firstName}` }),
      );
      await manager.insert(HouseholdMemberEntity, { householdId: household.id, userId: user.id, role: 'owner' });
      return toAuthUser(user, profile, household.id);
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new DomainError('EMAIL_TAKEN', { fields: { email: AUTH_MESSAGES.emailTaken } });
      throw err;
    }
  }

  async emailExists(email: string): Promise<boolean> {
    return this.db.manager.exists(UserEntity, { where: { email: normalizeEmail(email) } });
  }

  /** The user when the password matches; null otherwise, in about the same time either way. */
  async verifyCredentials(email: string, password: string): Promise<AuthUser | null> {
    const user = await this.db.manager.findOne(UserEntity, { where: { email: normalizeEmail(email) } });
    if (!user) {
      await burnPasswordCheck(password);
      return null;
    }
    if (!(await verifyPassword(user.passwordHash, password))) return null;
    return this.findById(user.id);
  }

  async findById(userId: string, manager: EntityManager = this.db.manager): Promise<AuthUser | null> {
    const user = await manager.findOne(UserEntity, { where: { id: userId } });
    if (!user) return null;
    const profile = await manager.findOne(ProfileEntity, { where: { id: userId } });
    const member = await manager.findOne(HouseholdMemberEntity, { where: { userId } });
    if (!profile || !member) return null;
    return toAuthUser(user, profile, member.householdId);
  }

  async findProfileByEmail(email: string): Promise<ProfileEntity | null> {
    return this.db.manager.findOne(ProfileEntity, { where: { email: normalizeEmail(email) } });
  }

  async hasProfile(userId: string): Promise<boolean> {
    return this.db.manager.exists(ProfileEntity, { where: { id: userId } });
  }

  async setPassword(userId: string, password: string, manager: EntityManager): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { passwordHash: await hashPassword(password) });
  }

  async updateProfile(userId: string, names: { firstName: string; lastName: string }): Promise<void> {
    await this.db.manager.update(
      ProfileEntity,
      { id: userId },
      { firstName: names.firstName.trim(), lastName: names.lastName.trim() },
    );
  }

  /** Moves the account to a confirmed new address; DomainError EMAIL_TAKEN when another account has it. */
  async changeEmail(userId: string, newEmail: string, manager: EntityManager): Promise<void> {
    const email = normalizeEmail(newEmail);
    try {
      await manager.update(UserEntity, { id: userId }, { email, emailConfirmedAt: new Date() });
      await manager.update(ProfileEntity, { id: userId }, { email });
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new DomainError('EMAIL_TAKEN', { fields: { email: AUTH_MESSAGES.emailTaken } });
      throw err;
    }
  }

  async confirmEmail(userId: string, manager: EntityManager): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { emailConfirmedAt: new Date() });
  }

  get appOrigin(): string {
    return this.config.APP_ORIGIN;
  }
}
