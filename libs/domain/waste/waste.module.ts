import { Module } from '@nestjs/common';
import { KitchenModule } from '#domain/kitchen';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { QueueModule } from '#queue';
import { CookedService } from './cooked.service';
import { DailyReminderService } from './daily-reminder.service';
import { FridgeExitsService } from './fridge-exits.service';
import { ReminderSchedulerService } from './reminder-scheduler.service';
import { ReminderSettingsService } from './reminder-settings.service';
import { UrgentItemsService } from './urgent-items.service';
import { WasteFiguresService } from './waste-figures.service';

const SERVICES = [FridgeExitsService, CookedService, UrgentItemsService, WasteFiguresService, ReminderSchedulerService, ReminderSettingsService, DailyReminderService];

/** Anti-gaspi: fridge exits (one item, or what a cooked recipe took) and figures, urgent items, the daily reminder and its settings. */
@Module({
  imports: [KitchenModule, QueueModule, RecipeGenerationModule],
  providers: SERVICES,
  exports: SERVICES,
})
export class WasteModule {}
