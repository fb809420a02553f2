import { findRecipeRef } from './recipe-ref';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UNITS, type ShoppingItem } from '#contracts';
import { InventoryItemEntity, ShoppingItemEntity } from '#database';
import { formatQuantity, parseIngredientLine, parseQuantity } from '#ingredients';
import { HouseholdEvents } from './household-events';
import type { KitchenScope } from './kitchen-scope';
import { DomainError } from '#domain/errors';
import { updateOnly } from './update-only';

export interface NewShoppingItem {
  name: string;
  quantity?: string;
  unit?: string;
  recipeId?: string | null;
  recipeTitle?: string | null;
  /** Only a restored item ('Annuler' after a deletion) comes back ticked. */
  checked?: boolean;
}

/** The same recipe's ingredient is already on the list (spec: insert error 23505). */

/** The columns of a ShoppingItem, named as the contract names them, for raw reads and RETURNING. */
const ITEM_COLUMNS = `id, name, quantity, unit, checked, recipe_id AS "recipeId", recipe_title AS "recipeTitle", created_at AS "createdAt"`;
type ShoppingItemRow = Omit<ShoppingItem, 'createdAt'> & { createdAt: Date };
const rowToShoppingItem = (r: ShoppingItemRow): ShoppingItem => ({ ...r, createdAt: r.createdAt.toISOString() });

/** The rows of an UPDATE/DELETE … RETURNING: TypeORM's query() answers those as [rows, rowCount]. */
async function returning<R>(db: DataSource, sql: string, params: unknown[]): Promise<R[]> {
  const result = (await db.query(sql, params)) as [R[], number] | R[];
  return Array.isArray(result[0]) ? (result[0] as R[]) : (result as R[]);
}

export const toShoppingItem = (e: ShoppingItemEntity): ShoppingItem => ({
  id: e.id,
  name: e.name,
  quantity: e.quantity,
  unit: e.unit,
  checked: e.checked,
  recipeId: e.recipeId,
  recipeTitle: e.recipeTitle,
  createdAt: e.createdAt.toISOString(),
});

const UNIQUE_VIOLATION = '23505';

/** The household's shopping list. */
@Injectable()
export class ShoppingService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly events: HouseholdEvents) {}

  private get repo() {
    return this.db.getRepository(ShoppingItemEntity);
  }

  /** Newest first (spec). Raw rows mapped straight to the contract: the hot read skips entity hydration. */
  async list(scope: KitchenScope): Promise<ShoppingItem[]> {
    const rows: ShoppingItemRow[] = await this.db.query(
      `SELECT ${ITEM_COLUMNS} FROM shopping_items WHERE household_id = $1 ORDER BY created_at DESC, name ASC`,
      [scope.householdId],
    );
    return rows.map(rowToShoppingItem);
  }

  /** Adds all or nothing: one already on the list refuses the whole batch. */
  async add(scope: KitchenScope, items: NewShoppingItem[]): Promise<ShoppingItem[]> {
    if (items.length === 0) return [];
    let saved: ShoppingItemEntity[];
    const refs = new Map<string, string | null>();
    for (const id of new Set(items.map((i) => i.recipeId).filter((r): r is string => !!r))) {
      refs.set(id, await findRecipeRef(this.repo.manager, scope.householdId, id));
    }
    try {
      saved = await this.repo.save(
        items.map((i) =>
          this.repo.create({
            householdId: scope.householdId,
            createdBy: scope.userId,
            name: i.name.trim(),
            quantity: i.quantity?.trim() || '1',
            unit: i.unit || 'unité',
            checked: i.checked ?? false,
            recipeId: i.recipeId ?? null,
            recipeRef: i.recipeId ? (refs.get(i.recipeId) ?? null) : null,
            recipeTitle: i.recipeTitle ?? null,
          }),
        ),
      );
    } catch (err) {
      if ((err as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) throw new DomainError('ALREADY_ON_LIST');
      throw err;
    }
    this.events.changed(scope.householdId, { resource: 'shopping-items', action: 'created', ids: saved.map((s) => s.id), actorId: scope.userId });
    return saved.map(toShoppingItem);
  }

  /** A recipe's ingredient lines, read by the French parser, become items grouped under it. */
  async addRecipe(scope: KitchenScope, recipe: { recipeId: string; recipeTitle: string; ingredients: string[] }): Promise<ShoppingItem[]> {
    const items = recipe.ingredients
      .map((line) => parseIngredientLine(line))
      .filter((p) => p.name.trim() !== '')
      .map((p) => ({
        name: p.name,
        quantity: formatQuantity(p.quantity),
        unit: p.unit,
        recipeId: recipe.recipeId,
        recipeTitle: recipe.recipeTitle,
      }));
    return this.add(scope, dedupeByName(items));
  }

  async update(scope: KitchenScope, id: string, patch: { name?: string; quantity?: string; unit?: string }): Promise<ShoppingItem> {
    const saved = await updateOnly(this.repo, { id, householdId: scope.householdId }, {
      name: patch.name?.trim(),
      quantity: patch.quantity === undefined ? undefined : patch.quantity.trim() || '1',
      unit: patch.unit,
    });
    this.events.changed(scope.householdId, { resource: 'shopping-items', action: 'updated', ids: [id], actorId: scope.userId });
    return toShoppingItem(saved);
  }

  /**
   * Checks or unchecks an item. Checking the last unchecked item of a recipe removes all that
   * recipe's items (spec, section 4): the recipe's shopping is done. One UPDATE … RETURNING; a
   * second statement only when a recipe's item was ticked. One event, after the write, carrying the row.
   */
  async setChecked(scope: KitchenScope, id: string, checked: boolean): Promise<{ item: ShoppingItem; removedIds: string[] }> {
    const { items, removedIds } = await this.writeChecked(scope, [id], checked);
    return { item: items[0]!, removedIds };
  }

  /**
   * Ticks or unticks several items (a merged line), all or none, with the recipe-completion rule,
   * and tells the household once.
   */
  async setCheckedMany(scope: KitchenScope, ids: string[], checked: boolean): Promise<{ items: ShoppingItem[]; removedIds: string[] }> {
    const { items, removedIds } = await this.writeChecked(scope, [...new Set(ids)].sort(), checked);
    const removed = new Set(removedIds);
    return { items: items.filter((i) => !removed.has(i.id)), removedIds };
  }

  private async writeChecked(scope: KitchenScope, ids: string[], checked: boolean): Promise<{ items: ShoppingItem[]; removedIds: string[] }> {
    // All or none in one statement: the UPDATE runs only when every id is the household's.
    const rows = await returning<ShoppingItemRow>(
      this.db,
      `WITH mine AS (SELECT id FROM shopping_items WHERE id = ANY($1::uuid[]) AND household_id = $2)
       UPDATE shopping_items SET checked = $3, updated_at = now()
       WHERE id IN (SELECT id FROM mine) AND (SELECT count(*) FROM mine) = cardinality($1::uuid[])
       RETURNING ${ITEM_COLUMNS}`,
      [ids, scope.householdId, checked],
    );
    if (rows.length !== ids.length) throw new DomainError('NOT_FOUND');
    const items = rows.map(rowToShoppingItem).sort((a, b) => a.id.localeCompare(b.id));
    const recipes = [...new Set(items.map((i) => i.recipeId).filter((r): r is string => !!r))].sort();
    const removedIds = checked && recipes.length ? await this.removeCompletedRecipes(scope.householdId, recipes) : [];
    this.events.changed(scope.householdId, {
      resource: 'shopping-items',
      action: removedIds.length ? 'deleted' : 'updated',
      ids: [...new Set([...ids, ...removedIds])],
      actorId: scope.userId,
      // The rows as they are now, for screens to patch their list; removed ones are in ids.
      items: items.filter((i) => !removedIds.includes(i.id)),
    });
    return { items, removedIds };
  }

  /**
   * The recipe-completion rule after a tick, in one statement: a recipe whose items are all
   * ticked leaves the list. The tick above is already committed, and the siblings are read locked
   * (FOR UPDATE sees the newest committed ticks): of two members ticking a recipe's last two
   * items at once, the later read sees both and removes the recipe. The advisory lock (per
   * household and recipe, in a fixed order) keeps this rule's runs for one recipe in turn.
   */
  private async removeCompletedRecipes(householdId: string, recipeIds: string[]): Promise<string[]> {
    const rows = await returning<{ id: string }>(
      this.db,
      `WITH turn AS (
         SELECT pg_advisory_xact_lock(hashtext($1::text || ':' || r)) FROM unnest($2::text[]) r ORDER BY r
       ), siblings AS (
         SELECT s.id, s.recipe_id, s.checked FROM shopping_items s
         WHERE s.household_id = $1::uuid AND s.recipe_id = ANY($2::text[]) AND (SELECT count(*) FROM turn) >= 0
         FOR UPDATE OF s
       ), done AS (
         SELECT recipe_id FROM siblings GROUP BY recipe_id HAVING bool_and(checked)
       )
       DELETE FROM shopping_items WHERE id IN (SELECT id FROM siblings WHERE recipe_id IN (SELECT recipe_id FROM done))
       RETURNING id`,
      [householdId, recipeIds],
    );
    return rows.map((r) => r.id);
  }

  async remove(scope: KitchenScope, id: string): Promise<void> {
    const result = await this.repo.delete({ id, householdId: scope.householdId });
    if (!result.affected) throw new DomainError('NOT_FOUND');
    this.events.changed(scope.householdId, { resource: 'shopping-items', action: 'deleted', ids: [id], actorId: scope.userId });
  }

  async removeChecked(scope: KitchenScope): Promise<string[]> {
    const rows: { id: string }[] = (
      await this.repo
        .createQueryBuilder()
        .delete()
        .where('household_id = :h AND checked', { h: scope.householdId })
        .returning(['id'])
        .execute()
    ).raw;
    const ids = rows.map((r) => r.id);
    this.events.changed(scope.householdId, { resource: 'shopping-items', action: 'deleted', ids, actorId: scope.userId });
    return ids;
  }

  /** "Ranger dans le frigo": a checked item leaves the list and goes into the fridge. */
  async moveToFridge(scope: KitchenScope, id: string, category = 'Autre'): Promise<{ inventoryItemId: string }> {
    const created = await this.db.transaction(async (m) => {
      const found = await m.findOne(ShoppingItemEntity, { where: { id, householdId: scope.householdId }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new DomainError('NOT_FOUND');
      const amount = parseQuantity(found.quantity) ?? 1;
      const unit = (UNITS as readonly string[]).includes(found.unit) ? found.unit : 'unité';
      const item = await m.save(
        m.create(InventoryItemEntity, {
          householdId: scope.householdId,
          createdBy: scope.userId,
          name: found.name,
          // The fridge counts whole quantities (spec); a fraction rounds up.
          quantity: Math.max(1, Math.ceil(amount)),
          unit,
          expirationDate: null,
          category,
        }),
      );
      await m.delete(ShoppingItemEntity, { id });
      return item;
    });
    this.events.changed(scope.householdId, { resource: 'shopping-items', action: 'deleted', ids: [id], actorId: scope.userId });
    this.events.changed(scope.householdId, { resource: 'inventory-items', action: 'created', ids: [created.id], actorId: scope.userId });
    return { inventoryItemId: created.id };
  }
}

/** A recipe listing the same ingredient twice would trip the unique index: keep the first. */
function dedupeByName<T extends { name: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
