import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { DataSource } from 'typeorm';
import type { WeekListResult } from '#contracts';
import { InventoryItemEntity, PlannedMealEntity, ShoppingItemEntity } from '#database';
import {
  formatQuantity,
  mergeQuantities,
  normalizeIngredientName,
  parseIngredientLine,
  sameIngredient,
  scaleIngredient,
  toBaseUnit,
  type Amount,
  type Unit,
} from '#ingredients';
import type { KitchenScope } from './kitchen-scope';
import { ShoppingService } from './shopping.service';

/** What every kitchen has: never put on a list. */
const STAPLES = ['sel', 'poivre', 'eau', 'sel et poivre'];

interface Need {
  name: string;
  amount: Amount;
}

/**
 * "Add the week's ingredients to the list" (spec, section 1: a shopping list built from menus):
 * the planned meals' ingredients, scaled to each meal's servings and summed, less what the
 * fridge already holds in sufficient quantity.
 */
@Injectable()
export class WeekShoppingListService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly shopping: ShoppingService) {}

  async addWeek(scope: KitchenScope, from: string, to: string): Promise<WeekListResult> {
    const meals = await this.db
      .getRepository(PlannedMealEntity)
      .createQueryBuilder('m')
      .where('m.household_id = :h AND m.date BETWEEN :from AND :to', { h: scope.householdId, from, to })
      .getMany();
    const needs = sumNeeds(meals);
    const fridge = await this.db.getRepository(InventoryItemEntity).find({ where: { householdId: scope.householdId } });

    const coveredByFridge: string[] = [];
    const toBuy: Need[] = [];
    for (const need of needs) {
      const left = remainingAfterFridge(need, fridge);
      if (left === null) coveredByFridge.push(need.name);
      else toBuy.push({ name: need.name, amount: left });
    }

    const recipeId = `planning:${from}:${to}`;
    const listed = await this.db.getRepository(ShoppingItemEntity).find({ where: { householdId: scope.householdId, recipeId } });
    const alreadyListed = toBuy.filter((n) => listed.some((l) => l.name.toLowerCase() === n.name.toLowerCase())).map((n) => n.name);
    const fresh = toBuy.filter((n) => !alreadyListed.includes(n.name));
    const title = `Menus du ${format(parseISO(from), 'd MMMM', { locale: fr })} au ${format(parseISO(to), 'd MMMM', { locale: fr })}`;
    const added = await this.shopping.add(
      scope,
      fresh.map((n) => ({ name: n.name, quantity: formatQuantity(n.amount.quantity), unit: n.amount.unit, recipeId, recipeTitle: title })),
    );
    return { added, coveredByFridge, alreadyListed };
  }
}

/** Scales each meal's lines to its servings and sums the same ingredient in compatible units. */
export function sumNeeds(meals: Pick<PlannedMealEntity, 'ingredients' | 'servings' | 'recipeServings'>[]): Need[] {
  const needs: Need[] = [];
  for (const meal of meals) {
    const factor = meal.recipeServings ? meal.servings / meal.recipeServings : 1;
    for (const line of meal.ingredients) {
      const parsed = scaleIngredient(parseIngredientLine(line), factor);
      const name = parsed.name.trim();
      if (!name || STAPLES.includes(normalizeIngredientName(name))) continue;
      const amount: Amount = { quantity: parsed.quantity, unit: parsed.unit };
      const same = needs.find((n) => sameIngredient(n.name, name) && mergeQuantities([n.amount, amount]) !== null);
      if (same) same.amount = mergeQuantities([same.amount, amount])!;
      else needs.push({ name, amount });
    }
  }
  return needs;
}

/** What is still to buy once the fridge is counted; null when the fridge has enough. */
export function remainingAfterFridge(need: Need, fridge: Pick<InventoryItemEntity, 'name' | 'quantity' | 'unit'>[]): Amount | null {
  const wanted = toBaseUnit(need.amount.quantity, need.amount.unit);
  let have = 0;
  for (const item of fridge) {
    if (!sameIngredient(item.name, need.name)) continue;
    const held = toBaseUnit(item.quantity, item.unit as Unit);
    if (held.family === wanted.family) have += held.quantity;
  }
  if (have >= wanted.quantity - 1e-9) return null;
  if (have === 0) return need.amount;
  // Buy only the difference, said in the need's own unit.
  const ratio = (wanted.quantity - have) / wanted.quantity;
  return { quantity: Math.round(need.amount.quantity * ratio * 100) / 100, unit: need.amount.unit };
}
