import { Module } from '@nestjs/common';
import { MealPlansModule } from '#domain/meal-plans';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { QueueModule } from '#queue';
import { CalendarFeedController } from './calendar-feed.controller';
import { MealPlanJobsService } from './meal-plan-jobs.service';
import { MealPlansController } from './meal-plans.controller';

/** "Planifier ma semaine" and the planning's calendar feed. Imported before the kitchen so `calendar.ics` wins over `planned-meals/:id`. */
@Module({
  imports: [QueueModule, MealPlansModule, RecipeGenerationModule],
  controllers: [CalendarFeedController, MealPlansController],
  providers: [MealPlanJobsService],
})
export class MealPlansApiModule {}
