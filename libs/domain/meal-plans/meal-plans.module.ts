import { Module } from '@nestjs/common';
import { KitchenModule } from '#domain/kitchen';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { RecipesModule } from '#domain/recipes';
import { AislesService } from './aisles.service';
import { CalendarFeedService } from './calendar-feed.service';
import { MealPlanRunner } from './meal-plan-runner.service';
import { MealPlansService } from './meal-plans.service';
import { PlannerContextService } from './planner-context.service';
import { WeekGroceriesService } from './week-groceries.service';

@Module({
  imports: [KitchenModule, RecipeGenerationModule, RecipesModule],
  providers: [MealPlansService, MealPlanRunner, PlannerContextService, WeekGroceriesService, AislesService, CalendarFeedService],
  exports: [MealPlansService, MealPlanRunner, PlannerContextService, WeekGroceriesService, AislesService, CalendarFeedService],
})
export class MealPlansModule {}
