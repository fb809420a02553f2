import { Module } from '@nestjs/common';
import { AccountsModule } from '#domain/accounts';
import { AuthModule } from '../auth/auth.module';
import { RealtimeGateway } from './realtime.gateway';

@Module({ imports: [AuthModule, AccountsModule], providers: [RealtimeGateway] })
export class RealtimeApiModule {}
