import { Module } from '@nestjs/common';
import { AccountsModule } from '#domain/accounts';
import { QueueModule } from '#queue';
import { AccountDataService } from './account-data.service';
import { HouseholdsService } from './households.service';

@Module({
  imports: [AccountsModule, QueueModule],
  providers: [HouseholdsService, AccountDataService],
  exports: [HouseholdsService, AccountDataService],
})
export class HouseholdsModule {}
