import { Global, Module } from '@nestjs/common';
import { AccessModule as AccessDomainModule } from '#domain/access';
import { AuthModule } from '../auth/auth.module';
import { AccessController } from './access.controller';
import { DashboardAccessGuard } from './dashboard-access.guard';

/** Global so every dashboard feature can put DashboardAccessGuard on its controller. */
@Global()
@Module({
  imports: [AuthModule, AccessDomainModule],
  controllers: [AccessController],
  providers: [DashboardAccessGuard],
  exports: [DashboardAccessGuard, AccessDomainModule, AuthModule],
})
export class AccessModule {}
