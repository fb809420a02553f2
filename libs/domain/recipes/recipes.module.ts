import { Module } from '@nestjs/common';
import { KitchenModule } from '#domain/kitchen';
import { FavoritesService } from './favorites.service';
import { RecipeImageStore } from './images/recipe-image-store';
import { RecipeImportService } from './import/recipe-import.service';
import { RecipeTextImportService } from './import/recipe-text-import.service';
import { PlanMealService } from './plan-meal.service';
import { RecipesService } from './recipes.service';

@Module({
  imports: [KitchenModule],
  providers: [RecipeImageStore, RecipesService, FavoritesService, RecipeImportService, RecipeTextImportService, PlanMealService],
  exports: [RecipeImageStore, RecipesService, FavoritesService, RecipeImportService, RecipeTextImportService, PlanMealService],
})
export class RecipesModule {}
