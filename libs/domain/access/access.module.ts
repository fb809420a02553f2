import { Module } from '@nestjs/common';
import { AccountsModule } from '#domain/accounts';
import { AccessService } from './access.service';

@Module({
  imports: [AccountsModule],
  providers: [AccessService],
  exports: [AccessService, AccountsModule],
})
export class AccessModule {}
