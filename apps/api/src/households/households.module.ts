import { Module } from '@nestjs/common';
import { HouseholdsModule as HouseholdsDomainModule } from '#domain/households';
import { QueueModule } from '#queue';
import { HouseholdNotices } from './household-notices';
import { HouseholdsController } from './households.controller';

@Module({ imports: [HouseholdsDomainModule, QueueModule], controllers: [HouseholdsController], providers: [HouseholdNotices] })
export class HouseholdsApiModule {}
