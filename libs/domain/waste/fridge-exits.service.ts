import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { FridgeExit, FridgeExitReason, InventoryItem } from '#contracts';
import { DomainError } from '#domain/errors';
import { HouseholdEvents, InventoryService, toInventoryItem, type KitchenScope } from '#domain/kitchen';
import { InventoryItemEntity } from '#database';
import { kitchenToday } from './kitchen-calendar';

interface ExitRow {
  id: string;
  item_id: string;
  name: string;
  reason: FridgeExitReason;
  expiration_date: string | null;
  exited_on: string;
}

const toExit = (r: ExitRow): FridgeExit => ({
  id: r.id,
  itemId: r.item_id,
  name: r.name,
  reason: r.reason,
  expirationDate: r.expiration_date,
  exitedOn: r.exited_on,
});

/**
 * An item leaves the fridge with a reason ("Utilisé", "Jeté"): removed and recorded in one
 * transaction, so the anti-gaspi figures count exactly what left. "Annuler" puts it back as it was.
 */
@Injectable()
export class FridgeExitsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly inventory: InventoryService,
    private readonly events: HouseholdEvents,
  ) {}

  async leave(scope: KitchenScope, itemId: string, reason: FridgeExitReason, now: Date = new Date()): Promise<FridgeExit> {
    let exit: FridgeExit | undefined;
    await this.inventory.remove(scope, itemId, async (item, m) => {
      exit = await this.record(m, scope, item, reason, now);
    });
    return exit!;
  }

  /** Records, in the caller's transaction, how a removed item left (« J'ai cuisiné » empties several at once). */
  async record(m: EntityManager, scope: KitchenScope, item: InventoryItemEntity, reason: FridgeExitReason, now: Date = new Date()): Promise<FridgeExit> {
    const [row] = (await m.query(
      `INSERT INTO fridge_exits (household_id, user_id, item_id, name, quantity, unit, category, expiration_date, item_created_at, item_created_by, reason, exited_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       RETURNING id, item_id, name, reason, expiration_date::text, exited_on::text`,
      [scope.householdId, scope.userId, item.id, item.name, item.quantity, item.unit, item.category, item.expirationDate, item.createdAt, item.createdBy, reason, kitchenToday(now)],
    )) as ExitRow[];
    return toExit(row!);
  }

  /** "Annuler": the item is back in the fridge with its id and date, and the exit no longer counts. */
  async undo(scope: KitchenScope, exitId: string): Promise<InventoryItem> {
    const restored = await this.db.transaction((m) => this.restore(m, scope, exitId));
    this.events.changed(scope.householdId, { resource: 'inventory-items', action: 'created', ids: [restored.id], actorId: scope.userId });
    return toInventoryItem(restored);
  }

  /** Takes an exit back in the caller's transaction: NOT_FOUND when it is not this household's (or already undone). */
  async restore(m: EntityManager, scope: KitchenScope, exitId: string): Promise<InventoryItemEntity> {
    // TypeORM answers a DELETE … RETURNING with [rows, affected].
    const [[row]] = (await m.query(`DELETE FROM fridge_exits WHERE id = $1 AND household_id = $2 RETURNING *`, [exitId, scope.householdId])) as [Record<string, unknown>[], number];
    if (!row) throw new DomainError('NOT_FOUND');
    await m.query(
      `INSERT INTO inventory_items (id, household_id, created_by, name, quantity, unit, expiration_date, category, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [row.item_id, scope.householdId, row.item_created_by, row.name, row.quantity, row.unit, row.expiration_date, row.category, row.item_created_at],
    );
    const item = await m.findOne(InventoryItemEntity, { where: { id: row.item_id as string, householdId: scope.householdId } });
    if (!item) throw new DomainError('NOT_FOUND');
    return item;
  }
}
