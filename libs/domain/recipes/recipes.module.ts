import { Module } from '@nestjs/common';
import { KitchenModule } from '#domain/kitchen';
import { FavoritesService } from './favorites.service';
import { RecipesService } from './recipes.service';

@Module({
  imports: [KitchenModule],
  providers: [RecipesService, FavoritesService],
  exports: [RecipesService, FavoritesService],
})
export class RecipesModule {}
