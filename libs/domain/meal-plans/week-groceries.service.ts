import { kitchenToday } from '#contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { WeekGroceries, WeekGroceryLine, WeekListResult } from '#contracts';
import { AisleOverrideEntity, InventoryItemEntity, PlannedMealDetails } from '#database';
import { AISLES, aisleOf, formatQuantity, parseIngredientLine, sameIngredient, type Aisle } from '#ingredients';
import { PantryService, WeekShoppingListService, isExpired, shareOfStock, sumNeeds, toStock, type KitchenScope } from '#domain/kitchen';
import { weekdayOf } from './why-line';

/**
 * "Ajouter les courses de la semaine": the week's planned recipes' ingredients, scaled to each
 * meal's servings and merged, grouped by aisle (the household's own aisles first), each line with
 * the days it is needed for, and what the fridge already holds set apart ("Déjà au frigo : 2 sur 6");
 * what the cupboard (« Mon placard ») always has is left out.
 * Adding goes through the kitchen's week list, which tops up its own lines instead of duplicating them.
 */
@Injectable()
export class WeekGroceriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly weekList: WeekShoppingListService,
    private readonly pantry: PantryService,
  ) {}

  async preview(scope: KitchenScope, from: string, to: string, now = new Date()): Promise<WeekGroceries> {
    const meals = await this.db
      .getRepository(PlannedMealDetails)
      .createQueryBuilder('m')
      .where('m.household_id = :h AND m.date BETWEEN :from AND :to', { h: scope.householdId, from, to })
      .orderBy('m.date', 'ASC')
      .getMany();
    const today = kitchenToday(now);
    const fridgeItems = await this.db.getRepository(InventoryItemEntity).find({ where: { householdId: scope.householdId } });
    const fridge = toStock(fridgeItems.filter((i) => !isExpired(i.expirationDate, today)));
    const overrides = await this.overrides(scope.householdId);

    const cupboard = await this.pantry.items(scope.householdId);
    const lines: WeekGroceryLine[] = sumNeeds(meals, cupboard).map((need) => {
      const { toBuy, taken } = shareOfStock(need, fridge);
      const days = [
        ...new Set(
          meals.filter((m) => m.ingredients.some((line) => sameIngredient(parseIngredientLine(line).name, need.name))).map((m) => m.date),
        ),
      ]
        .sort()
        .map(weekdayOf);
      const amount = toBuy ?? need.amount;
      // Bought in another unit than the recipes measure (a bunch of parsley, a bottle of tamari) is no share of the fridge's.
      const partlyInFridge = toBuy !== null && taken !== null;
      return {
        name: need.name,
        quantity: formatQuantity(amount.quantity),
        unit: amount.unit,
        aisle: aisleOf(need.name, overrides),
        days: [...new Set(days)],
        inFridge: toBuy === null,
        partlyInFridge,
        heldInFridge: partlyInFridge && taken ? { quantity: formatQuantity(taken.quantity), unit: taken.unit } : null,
      };
    });
    const groups = AISLES.map((aisle) => ({ aisle, lines: lines.filter((l) => l.aisle === aisle).sort((a, b) => a.name.localeCompare(b.name, 'fr')) })).filter(
      (g) => g.lines.length > 0,
    );
    return { from, to, groups, inFridge: lines.filter((l) => l.inFridge).length, total: lines.length };
  }

  /** Adds what is missing to the list; a second press tops up or leaves alone, never duplicates. */
  async add(scope: KitchenScope, from: string, to: string): Promise<{ result: WeekListResult; groceries: WeekGroceries }> {
    const result = await this.weekList.addWeek(scope, from, to);
    return { result, groceries: await this.preview(scope, from, to) };
  }

  async overrides(householdId: string): Promise<{ ingredient: string; aisle: Aisle }[]> {
    const rows = await this.db.getRepository(AisleOverrideEntity).find({ where: { householdId } });
    return rows.map((r) => ({ ingredient: r.ingredient, aisle: r.aisle as Aisle }));
  }
}
