import { kitchenToday } from '#contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
// Per-function entry points: the package's index loads all of its 800 modules.
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { fr } from 'date-fns/locale/fr';
import { DataSource } from 'typeorm';
import type { ShoppingItem, WeekListResult } from '#contracts';
import { InventoryItemEntity, PlannedMealDetails, ShoppingItemEntity } from '#database';
import { formatQuantity, isUnit, mergeQuantities, parseQuantity, parseUnit, sameIngredient, toBaseUnit, type Amount } from '#ingredients';
import type { KitchenScope } from './kitchen-scope';
import { PantryService } from './pantry.service';
import { ShoppingService } from './shopping.service';
import { amountOf, loadShares, needsInSaleUnits, sumShares } from './shopping-shares';
import { addNeeds, asBought, boughtAsSold, isExpired, shareOfStock, sumNeeds, toStock, type Need } from './week-needs';

/**
 * "Add the week's ingredients to the list" (spec, section 1: a shopping list built from menus):
 * the planned meals' ingredients, scaled to each meal's servings and summed, less what the
 * fridge already holds (expired items aside), what the cupboard always has, and what is already on
 * the list, unticked.
 */
@Injectable()
export class WeekShoppingListService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly shopping: ShoppingService,
    private readonly pantry: PantryService,
  ) {}

  async addWeek(scope: KitchenScope, from: string, to: string, now: Date = new Date()): Promise<WeekListResult> {
    const meals = await this.db
      .getRepository(PlannedMealDetails)
      .createQueryBuilder('m')
      .where('m.household_id = :h AND m.date BETWEEN :from AND :to', { h: scope.householdId, from, to })
      .getMany();
    const today = kitchenToday(now);
    const fridgeItems = await this.db.getRepository(InventoryItemEntity).find({ where: { householdId: scope.householdId } });
    const fridge = toStock(fridgeItems.filter((i) => !isExpired(i.expirationDate, today)));
    const listed = await this.db.getRepository(ShoppingItemEntity).find({ where: { householdId: scope.householdId } });
    const recipeId = `planning:${from}:${to}`;
    // A ticked item is bought: it is in the bag or the fridge, not still to buy.
    const unticked = listed.filter((i) => !i.checked);
    const shares = await loadShares(this.db.manager, unticked.map((r) => r.id));
    // The week's own share of a line bought as a shop sells it (an earlier press) is no stock for
    // this press: the line counts what its other sources would buy, and the week adds only what it
    // needs beyond what it asked then. More guests add to the week's need, never to its rounding:
    // 40 g of parmesan (50 g at the counter), then 60 g, are 100 g, not 50 g.
    const askedBefore: { name: string; need: Amount }[] = [];
    const onList = toStock(
      unticked.flatMap((row) => {
        const own = shares.get(row.id) ?? [];
        const week = own.find((s) => s.recipeId === recipeId);
        const asked = week && boughtAsSold(row.name) ? amountOf(week.quantity, week.unit) : null;
        if (!asked) return [row];
        askedBefore.push({ name: row.name, need: asked });
        const others = own.filter((s) => s !== week);
        const held = others.length ? (needsInSaleUnits(row.name, [row], others, others.some((s) => s.recipeId !== null)) ?? sumShares(others)) : null;
        return held ? [{ name: row.name, ...held }] : [];
      }),
    );

    const coveredByFridge: string[] = [];
    const alreadyListed: string[] = [];
    // What is bought (`amount`) and, for a food a shop sells its own way, what the week needs of it: the
    // line remembers the need, so a recipe added later rounds with it once (add, addInSaleUnits).
    const toBuy: (Need & { need?: Amount })[] = [];
    for (const need of sumNeeds(meals, await this.pantry.items(scope.householdId))) {
      // Counted against the list as still needed, not yet as bought: a plaquette's 30 g of butter
      // are covered by the 100 g a member put on the list.
      const afterFridge = shareOfStock(need, fridge).left;
      if (afterFridge === null) {
        coveredByFridge.push(need.name);
        continue;
      }
      const afterList = shareOfStock({ name: need.name, amount: afterFridge }, onList);
      const asked = askedBefore.find((a) => sameIngredient(a.name, need.name));
      const more = asked && afterList.left ? beyond(need.name, afterList.left, asked.need) : undefined;
      if (more === null) alreadyListed.push(need.name);
      else if (more) toBuy.push({ name: need.name, amount: asBought(need.name, more), need: more });
      else if (afterList.toBuy === null) alreadyListed.push(need.name);
      else toBuy.push({ name: need.name, amount: afterList.toBuy, ...(boughtAsSold(need.name) && afterList.left && { need: afterList.left }) });
    }

    // The list adds up: a need whose ingredient is on the list, unticked, tops that row up (the
    // week's own row from an earlier press included). A ticked row of the week's own is bought:
    // left as it is, as before (the unique index keeps one row per name under a recipe id).
    const ownRows = listed.filter((l) => l.recipeId === recipeId);
    const fresh: typeof toBuy = [];
    for (const need of toBuy) {
      // Two needs of one name the units could not add up ("1 botte" and "200 g"): one row each,
      // the second saying what it adds, never a refusal of the whole list.
      if (fresh.some((f) => f.name.toLowerCase() === need.name.toLowerCase())) need.name = `${need.name} (en plus)`;
      const row = ownRows.find((l) => l.name.toLowerCase() === need.name.toLowerCase());
      const held = row && !row.checked ? rowAmount(row) : null;
      if (row && !(held && mergeQuantities([held, need.amount]))) alreadyListed.push(need.name);
      else fresh.push(need);
    }

    const title = `Menus du ${format(parseISO(from), 'd MMMM', { locale: fr })} au ${format(parseISO(to), 'd MMMM', { locale: fr })}`;
    const added: ShoppingItem[] = (
      await this.shopping.add(
        scope,
        fresh.map((n) => ({
          name: n.name,
          quantity: formatQuantity(n.amount.quantity),
          unit: n.amount.unit,
          recipeId,
          recipeTitle: title,
          ...(n.need && { need: { quantity: formatQuantity(n.need.quantity), unit: n.need.unit } }),
        })),
      )
    ).map(({ toppedUp: _toppedUp, ...item }) => item);
    return { added, coveredByFridge, alreadyListed };
  }
}

/**
 * What `need` asks beyond `asked` (the week's earlier press), in the need's unit: null when it asks
 * no more; undefined when the two cannot be compared (then the week adds as it always did).
 */
function beyond(name: string, need: Amount, asked: Amount): Amount | null | undefined {
  const before = addNeeds(name, { quantity: 0, unit: need.unit }, asked);
  if (!before) return undefined;
  const [now, then] = [toBaseUnit(need.quantity, need.unit), toBaseUnit(before.quantity, before.unit)];
  if (now.family !== then.family) return undefined;
  const more = now.quantity - then.quantity;
  return more <= 1e-9 ? null : { quantity: need.quantity * (more / now.quantity), unit: need.unit };
}

function rowAmount(row: ShoppingItemEntity): Amount | null {
  const quantity = parseQuantity(row.quantity);
  const unit = isUnit(row.unit) ? row.unit : parseUnit(row.unit);
  return quantity === null || unit === null ? null : { quantity, unit };
}
