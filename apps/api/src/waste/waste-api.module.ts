import { Module } from '@nestjs/common';
import { WasteModule } from '#domain/waste';
import { CookedController } from './cooked.controller';
import { FridgeExitsController } from './fridge-exits.controller';
import { ReminderSettingsController } from './reminder-settings.controller';

/** Anti-gaspi routes: urgent items, fridge exits with undo (one item, or a cooked recipe's), the daily reminder's settings. */
@Module({ imports: [WasteModule], controllers: [CookedController, FridgeExitsController, ReminderSettingsController] })
export class WasteApiModule {}
