import { Module } from '@nestjs/common';
import { KitchenModule } from '#domain/kitchen';
import { FavoritesService } from './favorites.service';
import { RecipeImportService } from './import/recipe-import.service';
import { RecipesService } from './recipes.service';

@Module({
  imports: [KitchenModule],
  providers: [RecipesService, FavoritesService, RecipeImportService],
  exports: [RecipesService, FavoritesService, RecipeImportService],
})
export class RecipesModule {}
