import { findRecipeRef } from './recipe-ref';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
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

  /** Newest first (spec). */
  async list(scope: KitchenScope): Promise<ShoppingItem[]> {
    const rows = await this.repo.find({ where: { householdId: scope.householdId }, order: { createdAt: 'DESC', name: 'ASC' } });
    return rows.map(toShoppingItem);
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
   * recipe's items (spec, section 4): the recipe's shopping is done.
   */
  async setChecked(scope: KitchenScope, id: string, checked: boolean): Promise<{ item: ShoppingItem; removedIds: string[] }> {
    const result = await this.db.transaction(async (m) => {
      const peek = await m.findOne(ShoppingItemEntity, { where: { id, householdId: scope.householdId } });
      if (!peek) throw new DomainError('NOT_FOUND');
      // Two members ticking a recipe's last two items at once must not each see the other's
      // unticked: one recipe's checks take turns.
      if (peek.recipeId) {
        await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${scope.householdId}:${peek.recipeId}`]);
      }
      const found = await m.findOne(ShoppingItemEntity, { where: { id, householdId: scope.householdId }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new DomainError('NOT_FOUND');
      found.checked = checked;
      const saved = await m.save(found);
      let removedIds: string[] = [];
      if (checked && found.recipeId) {
        const siblings = await m.find(ShoppingItemEntity, { where: { householdId: scope.householdId, recipeId: found.recipeId } });
        if (siblings.every((s) => s.checked)) {
          removedIds = siblings.map((s) => s.id);
          await m.delete(ShoppingItemEntity, { id: In(removedIds) });
        }
      }
      return { item: toShoppingItem(saved), removedIds };
    });
    this.events.changed(scope.householdId, {
      resource: 'shopping-items',
      action: result.removedIds.length ? 'deleted' : 'updated',
      ids: result.removedIds.length ? result.removedIds : [id],
      actorId: scope.userId,
    });
    return result;
  }

  /**
   * Ticks or unticks several items (a merged line) in one transaction, all or none, with the
   * recipe-completion rule, and tells the household once.
   */
  /**
   * `madeAt` (an untick replayed from a phone's offline outbox): items that are ticked and were
   * changed after it keep their tick — a tick wins over an untick; the answer shows them ticked.
   */
  async setCheckedMany(scope: KitchenScope, ids: string[], checked: boolean, madeAt?: Date): Promise<{ items: ShoppingItem[]; removedIds: string[] }> {
    const unique = [...new Set(ids)].sort();
    const result = await this.db.transaction(async (m) => {
      const found = await m.find(ShoppingItemEntity, { where: { id: In(unique), householdId: scope.householdId }, order: { id: 'ASC' } });
      if (found.length !== unique.length) throw new DomainError('NOT_FOUND');
      // As for one item: a recipe's checks take turns (locks in a fixed order: no deadlock).
      const recipes = [...new Set(found.map((f) => f.recipeId).filter((r): r is string => !!r))].sort();
      for (const recipeId of recipes) await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${scope.householdId}:${recipeId}`]);
      const apply = checked || !madeAt ? unique : found.filter((f) => !(f.checked && f.updatedAt > madeAt)).map((f) => f.id);
      if (apply.length) await m.update(ShoppingItemEntity, { id: In(apply), householdId: scope.householdId }, { checked });
      const removedIds: string[] = [];
      if (checked) {
        for (const recipeId of recipes) {
          const siblings = await m.find(ShoppingItemEntity, { where: { householdId: scope.householdId, recipeId } });
          if (siblings.every((s) => s.checked)) removedIds.push(...siblings.map((s) => s.id));
        }
        if (removedIds.length) await m.delete(ShoppingItemEntity, { id: In(removedIds) });
      }
      const items = (await m.find(ShoppingItemEntity, { where: { id: In(unique) } })).map(toShoppingItem);
      return { items, removedIds };
    });
    this.events.changed(scope.householdId, {
      resource: 'shopping-items',
      action: result.removedIds.length ? 'deleted' : 'updated',
      ids: [...new Set([...unique, ...result.removedIds])],
      actorId: scope.userId,
    });
    return result;
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
