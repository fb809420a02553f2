import { Module } from '@nestjs/common';
import { AccountsModule } from '#domain/accounts';
import { BillingModule } from '#domain/billing';
import { HouseholdsModule } from '#domain/households';
import { AuthModule } from '../auth/auth.module';
import { AccessTokensController } from './access-tokens.controller';
import { AccountController } from './account.controller';

@Module({ imports: [AuthModule, AccountsModule, HouseholdsModule, BillingModule], controllers: [AccountController, AccessTokensController] })
export class AccountModule {}
