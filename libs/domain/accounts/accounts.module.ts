import { Module } from '@nestjs/common';
import { AccountsService } from './accounts.service';
import { EmailTokensService } from './email-tokens.service';
import { SessionsService } from './sessions.service';

@Module({
  providers: [AccountsService, SessionsService, EmailTokensService],
  exports: [AccountsService, SessionsService, EmailTokensService],
})
export class AccountsModule {}
