import { Module } from '@nestjs/common';
import { AccountsModule } from '#domain/accounts';
import { PreferencesModule as PreferencesDomainModule } from '#domain/preferences';
import { PreferencesController } from './preferences.controller';

@Module({
  imports: [AccountsModule, PreferencesDomainModule],
  controllers: [PreferencesController],
})
export class PreferencesModule {}
