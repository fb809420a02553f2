import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { InventoryCategory, InventoryItem } from '#contracts';
import { InventoryItemEntity } from '#database';
import { inventoryCategoryOf } from '#ingredients';
import { HouseholdEvents } from './household-events';
import type { KitchenScope } from './kitchen-scope';
import { DomainError } from '#domain/errors';
import { updateOnly } from './update-only';
import { readListPage, type ListPage } from './list-page';

/** Left out, the quantity is 1, the unit 'unité' (spec, section 5) and the category the one its name says ('Autre' for an unknown food). */
export interface NewInventoryItem {
  name: string;
  quantity?: number;
  unit?: string;
  expirationDate?: string | null;
  category?: InventoryCategory;
}

export const toInventoryItem = (e: InventoryItemEntity): InventoryItem => ({
  id: e.id,
  name: e.name,
  quantity: e.quantity,
  unit: e.unit,
  expirationDate: e.expirationDate,
  category: e.category as InventoryCategory,
  createdAt: e.createdAt.toISOString(),
});

/** The household's fridge. */
@Injectable()
export class InventoryService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly events: HouseholdEvents) {}

  private get repo() {
    return this.db.getRepository(InventoryItemEntity);
  }

  /** Whether the household's fridge holds anything: a recipe "from the fridge" needs something. */
  async hasItems(householdId: string): Promise<boolean> {
    return this.repo.exists({ where: { householdId } });
  }

  /**
   * Newest first (spec), one page at a time (readListPage): the rows created before the `after`
   * item, newest first, ties by id. An `after` that is not in this household's fridge is 404.
   */
  async list(scope: KitchenScope, page?: ListPage): Promise<InventoryItem[]> {
    const { limit, after } = readListPage(page);
    const query = this.repo
      .createQueryBuilder('i')
      .where('i.household_id = :h', { h: scope.householdId })
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(limit);
    if (after) {
      if (!(await this.repo.exists({ where: { id: after, householdId: scope.householdId } }))) throw new DomainError('NOT_FOUND');
      query.andWhere('(i.created_at, i.id) < (SELECT c.created_at, c.id FROM inventory_items c WHERE c.id = :after)', { after });
    }
    return (await query.getMany()).map(toInventoryItem);
  }

  async create(scope: KitchenScope, items: NewInventoryItem[]): Promise<InventoryItem[]> {
    const saved = await this.repo.save(
      items.map((i) =>
        this.repo.create({
          householdId: scope.householdId,
          createdBy: scope.userId,
          name: i.name.trim(),
          quantity: i.quantity ?? 1,
          unit: i.unit ?? 'unité',
          expirationDate: i.expirationDate ?? null,
          // Without a shelf (API, the chat), the name says which: « Poulet » is meat, not « Autre ».
          category: i.category ?? inventoryCategoryOf(i.name),
        }),
      ),
    );
    this.events.changed(scope.householdId, {
      resource: 'inventory-items',
      action: 'created',
      ids: saved.map((s) => s.id),
      actorId: scope.userId,
    });
    return saved.map(toInventoryItem);
  }

  /** Changes only the fields given: an omitted field keeps its value, it is not reset to a default. */
  async update(scope: KitchenScope, id: string, patch: Partial<NewInventoryItem>): Promise<InventoryItem> {
    const saved = await updateOnly(this.repo, { id, householdId: scope.householdId }, {
      name: patch.name?.trim(),
      quantity: patch.quantity,
      unit: patch.unit,
      expirationDate: patch.expirationDate,
      category: patch.category,
    });
    this.events.changed(scope.householdId, { resource: 'inventory-items', action: 'updated', ids: [id], actorId: scope.userId });
    return toInventoryItem(saved);
  }

  /**
   * `onRemoved` runs in the same transaction with the removed row: how the item left the fridge
   * (libs/domain/waste) is recorded with its removal or not at all.
   */
  async remove(scope: KitchenScope, id: string, onRemoved?: (removed: InventoryItemEntity, manager: EntityManager) => Promise<void>): Promise<void> {
    await this.db.transaction(async (m) => {
      const found = await m.findOne(InventoryItemEntity, { where: { id, householdId: scope.householdId }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new DomainError('NOT_FOUND');
      await m.delete(InventoryItemEntity, { id, householdId: scope.householdId });
      await onRemoved?.(found, m);
    });
    this.events.changed(scope.householdId, { resource: 'inventory-items', action: 'deleted', ids: [id], actorId: scope.userId });
  }
}
