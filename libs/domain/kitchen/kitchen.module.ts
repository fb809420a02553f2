import { Module } from '@nestjs/common';
import { FavoritesService } from './favorites.service';
import { HouseholdEvents } from './household-events';
import { InventoryService } from './inventory.service';
import { PlannedMealsService } from './planned-meals.service';
import { ShoppingService } from './shopping.service';
import { WeekShoppingListService } from './week-shopping-list.service';

@Module({
  providers: [HouseholdEvents, PlannedMealsService, InventoryService, FavoritesService, ShoppingService, WeekShoppingListService],
  exports: [HouseholdEvents, PlannedMealsService, InventoryService, FavoritesService, ShoppingService, WeekShoppingListService],
})
export class KitchenModule {}
