import { Module } from '@nestjs/common';
import { PreferencesModule } from '#domain/preferences';
import { KitchenModule } from '#domain/kitchen';
import { DailyLimitsService } from './daily-limits.service';
import { KitchenContextService } from './kitchen-context.service';
import { RecipeGenerationService } from './recipe-generation.service';

@Module({
  imports: [PreferencesModule, KitchenModule],
  providers: [KitchenContextService, RecipeGenerationService, DailyLimitsService],
  exports: [KitchenContextService, RecipeGenerationService, DailyLimitsService],
})
export class RecipeGenerationModule {}
