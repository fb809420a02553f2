import { Module } from '@nestjs/common';
import { KitchenModule } from '#domain/kitchen';
import { RecipesModule } from '#domain/recipes';
import { FavoritesController } from '../favorites/favorites.controller';
import { InventoryController } from '../inventory/inventory.controller';
import { PantryController } from '../pantry/pantry.controller';
import { IngredientsController } from '../ingredients/ingredients.controller';
import { PlannedMealsController } from '../planned-meals/planned-meals.controller';
import { ShoppingItemsController } from '../shopping-items/shopping-items.controller';

/** The household kitchen's HTTP endpoints, all behind the dashboard access check. */
@Module({
  imports: [KitchenModule, RecipesModule],
  controllers: [PlannedMealsController, InventoryController, FavoritesController, ShoppingItemsController, IngredientsController, PantryController],
})
export class KitchenApiModule {}
