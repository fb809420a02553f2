import { Module } from '@nestjs/common';
import { HouseholdEvents } from './household-events';
import { InventoryService } from './inventory.service';
import { KitchenCountsService } from './kitchen-counts.service';
import { PantryService } from './pantry.service';
import { PlannedMealsService } from './planned-meals.service';
import { ShoppingService } from './shopping.service';
import { ShoppingSuggestionsService } from './shopping-history';
import { WeekShoppingListService } from './week-shopping-list.service';

@Module({
  providers: [HouseholdEvents, PlannedMealsService, InventoryService, ShoppingService, WeekShoppingListService, PantryService, ShoppingSuggestionsService, KitchenCountsService],
  exports: [HouseholdEvents, PlannedMealsService, InventoryService, ShoppingService, WeekShoppingListService, PantryService, ShoppingSuggestionsService, KitchenCountsService],
})
export class KitchenModule {}
