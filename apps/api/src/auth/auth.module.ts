import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { loadConfig } from '#config';
import { AccessModule } from '#domain/access';
import { AccountsModule } from '#domain/accounts';
import { HouseholdsModule } from '#domain/households';
import { QueueModule } from '#queue';
import { HouseholdNotices } from '../households/household-notices';
import { AccessTokenAuth } from './access-token-auth';
import { AuthRateLimitsService } from './auth-rate-limits.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';

@Module({
  imports: [
    AccountsModule,
    AccessModule,
    HouseholdsModule,
    QueueModule,
    PassportModule,
    JwtModule.registerAsync({
      useFactory: () => ({ secret: loadConfig().jwtAccessKey, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, AuthRateLimitsService, JwtStrategy, JwtAuthGuard, AccessTokenAuth, HouseholdNotices],
  exports: [JwtAuthGuard, AccessTokenAuth, JwtModule, AccountsModule, AuthService, AuthRateLimitsService],
})
export class AuthModule {}
