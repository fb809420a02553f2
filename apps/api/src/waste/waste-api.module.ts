import { Module } from '@nestjs/common';
import { WasteModule } from '#domain/waste';
import { FridgeExitsController } from './fridge-exits.controller';
import { ReminderSettingsController } from './reminder-settings.controller';

/** Anti-gaspi routes: urgent items, fridge exits with undo, the daily reminder's settings. */
@Module({ imports: [WasteModule], controllers: [FridgeExitsController, ReminderSettingsController] })
export class WasteApiModule {}
