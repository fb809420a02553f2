import { Module } from '@nestjs/common';
import { AccessTokensService } from './access-tokens.service';
import { AccountsService } from './accounts.service';
import { EmailTokensService } from './email-tokens.service';
import { SessionsService } from './sessions.service';

@Module({
  providers: [AccountsService, SessionsService, EmailTokensService, AccessTokensService],
  exports: [AccountsService, SessionsService, EmailTokensService, AccessTokensService],
})
export class AccountsModule {}
