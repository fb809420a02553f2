import { Module } from '@nestjs/common';
import { HouseholdsModule as HouseholdsDomainModule } from '#domain/households';
import { QueueModule } from '#queue';
import { AuthModule } from '../auth/auth.module';
import { HouseholdNotices } from './household-notices';
import { HouseholdsController } from './households.controller';

@Module({ imports: [HouseholdsDomainModule, QueueModule, AuthModule], controllers: [HouseholdsController], providers: [HouseholdNotices] })
export class HouseholdsApiModule {}
